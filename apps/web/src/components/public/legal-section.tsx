import type { ReactNode } from 'react';

type LegalSectionProps = {
  /** The anchor the index links to. */
  id: string;
  /** The section's h2. */
  title: string;
  children: ReactNode;
};

/** One numbered part of a legal text; styled by the surrounding LegalDocument. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{title}</h2>
      {children}
    </section>
  );
}
