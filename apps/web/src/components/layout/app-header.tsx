import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './app-header.module.css';
import { BrandLogo } from './brand-logo';

type AppHeaderProps = {
  /** Where the logo leads: the landing page, or the signed-in user's home. */
  logoTo: string;
  /** Links beside the logo (the visitor's), which may take a row of their own below it. */
  nav?: ReactNode;
  /** The right-hand side: the visitor's buttons or the signed-in user's menu. */
  children: ReactNode;
};

export function AppHeader({ logoTo, nav, children }: AppHeaderProps) {
  return (
    <header className={classes.header}>
      <Container size="xl">
        <Group className={classes.inner} justify="space-between" wrap="wrap" gap="md">
          <BrandLogo to={logoTo} />
          {nav}
          <Group gap="sm" wrap="nowrap">
            {children}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
