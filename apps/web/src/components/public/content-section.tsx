import { Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './content-section.module.css';

type ContentSectionProps = {
  /** The section's h2. */
  title: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** Anchor for links within the page. */
  id?: string;
  children?: ReactNode;
};

/** A landmark section of a public page, named by its h2. */
export function ContentSection({ title, intro, id, children }: ContentSectionProps) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section}>
      <Stack gap="md">
        <Stack gap="xs">
          <h2 id={headingId} className={classes.title}>
            {title}
          </h2>
          {intro && <div className={classes.intro}>{intro}</div>}
        </Stack>
        {children}
      </Stack>
    </section>
  );
}
