import { Fragment, type ReactNode } from 'react';
import classes from './detail-card.module.css';

export type Detail = { term: string; description: ReactNode };

type DetailCardProps = {
  title: string;
  /** The heading level that continues the surrounding outline. */
  headingLevel: 3 | 4;
  details: readonly Detail[];
  /** Shows the title as code, e.g. the name of a storage key. */
  code?: boolean;
};

/** A framed title with a short list of terms and descriptions, e.g. one stored item or one purpose of processing. */
export function DetailCard({ title, headingLevel, details, code = false }: DetailCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={classes.entry}>
      <Heading className={code ? `${classes.title} ${classes.code}` : classes.title}>{title}</Heading>
      <dl className={classes.details}>
        {details.map((detail) => (
          <Fragment key={detail.term}>
            <dt>{detail.term}</dt>
            <dd>{detail.description}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
