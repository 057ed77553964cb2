import type { ReactNode } from 'react';
import classes from './key-facts.module.css';

export type KeyFact = { term: string; description: ReactNode };

type KeyFactsProps = {
  facts: readonly KeyFact[];
};

/** A few short answers side by side (who, what, since when), as a description list. */
export function KeyFacts({ facts }: KeyFactsProps) {
  return (
    <dl className={classes.list}>
      {facts.map((fact) => (
        <div key={fact.term} className={classes.fact}>
          <dt className={classes.term}>{fact.term}</dt>
          <dd className={classes.description}>{fact.description}</dd>
        </div>
      ))}
    </dl>
  );
}
