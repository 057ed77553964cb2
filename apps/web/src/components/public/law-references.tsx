import { IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './law-references.module.css';

export type LawReference = { name: string; note?: ReactNode };

type LawReferencesProps = {
  laws: readonly LawReference[];
};

/** The regulations a page relies on, each with a line on what it requires. */
export function LawReferences({ laws }: LawReferencesProps) {
  return (
    <ul className={classes.list}>
      {laws.map((law) => (
        <li key={law.name} className={classes.item}>
          <IconScale size={18} className={classes.icon} aria-hidden />
          <span>
            <span className={classes.name}>{law.name}</span>
            {law.note && <span className={classes.note}>{law.note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
