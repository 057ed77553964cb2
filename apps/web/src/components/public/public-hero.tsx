import { Grid, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public-hero.module.css';

type PublicHeroProps = {
  /** Short line above the title, e.g. who the page is for. */
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  lead: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Decorative drawing on wide screens (hidden from assistive technology by the drawing itself). */
  illustration?: ReactNode;
  /** 'banner': the landing's dark band; 'plain': the white header of an information page. */
  tone?: 'banner' | 'plain';
};

/** The top of a public page: eyebrow, h1, lead, actions and an optional drawing. */
export function PublicHero({ eyebrow, title, lead, actions, illustration, tone = 'plain' }: PublicHeroProps) {
  const text = (
    <Stack gap="md">
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <h1 className={classes.title}>{title}</h1>
      <div className={classes.lead}>{lead}</div>
      {actions && (
        <Group gap="sm" mt="xs">
          {actions}
        </Group>
      )}
    </Stack>
  );
  return (
    <div className={tone === 'banner' ? classes.banner : classes.plain}>
      {illustration ? (
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>{text}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} className={classes.illustration}>
            {illustration}
          </Grid.Col>
        </Grid>
      ) : (
        text
      )}
    </div>
  );
}
