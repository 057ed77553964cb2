import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

type HomeLayoutProps = {
  /** Small line above the title naming the area, e.g. "Área de colaborador". */
  eyebrow: string;
  title: string;
  children: ReactNode;
};

/** A home screen: the area's name and the title, without "Volver"; the menu is the shell's. */
export function HomeLayout({ eyebrow, title, children }: HomeLayoutProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} withBackButton={false} />
      <Stack gap="lg">{children}</Stack>
    </>
  );
}
