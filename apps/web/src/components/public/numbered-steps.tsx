import type { ReactNode } from 'react';
import classes from './numbered-steps.module.css';

export type Step = { title: string; text: ReactNode };

type NumberedStepsProps = {
  steps: readonly Step[];
};

/** An ordered list of steps, each with an h3; the numbers come from the list itself. */
export function NumberedSteps({ steps }: NumberedStepsProps) {
  return (
    <ol className={classes.list}>
      {steps.map((step) => (
        <li key={step.title} className={classes.step}>
          <h3 className={classes.title}>{step.title}</h3>
          <p className={classes.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
