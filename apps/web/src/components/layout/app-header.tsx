import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './app-header.module.css';
import { BrandLogo } from './brand-logo';

type AppHeaderProps = {
  /** Where the logo leads: the landing page, or the signed-in user's home. */
  logoTo: string;
  /** The right-hand side: the visitor's navigation or the signed-in user's menu. */
  children: ReactNode;
};

export function AppHeader({ logoTo, children }: AppHeaderProps) {
  return (
    <header className={classes.header}>
      <Container size="xl">
        <Group className={classes.inner} justify="space-between" wrap="nowrap" gap="md">
          <BrandLogo to={logoTo} />
          <Group gap="sm" wrap="nowrap">
            {children}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
