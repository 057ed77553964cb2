import { Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './legal-document.module.css';
import { PageWithAside } from './page-with-aside';

export type LegalContentsEntry = { id: string; label: string };

type LegalDocumentProps = {
  /** The page's h1. */
  title: string;
  /** Written out in Spanish, e.g. "22 de noviembre de 2025". */
  updatedAt: string;
  /** The numbered sections' anchors, in order: an index beside the text on wide screens and above it on phones. */
  contents: readonly LegalContentsEntry[];
  children: ReactNode;
};

/** A long legal text (legal notice, cookie policy): "Volver", title, date, index and readable prose. */
export function LegalDocument({ title, updatedAt, contents, children }: LegalDocumentProps) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the layout's scroll to the top, which runs later on a new page (parents' effects run last).
    const frame = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <PageWithAside
      aside={
        <nav aria-label="Índice" className={classes.toc}>
          <p className={classes.tocTitle}>Índice</p>
          <ol className={classes.tocList}>
            {contents.map((entry, index) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className={classes.tocLink}>
                  {index + 1}. {entry.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      }
    >
      <article className={classes.paper}>
        <Stack gap={6} mb="xl">
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.updated}>Última actualización: {updatedAt}</p>
        </Stack>
        <div className={classes.prose}>{children}</div>
      </article>
    </PageWithAside>
  );
}
