import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { SideMenu, type SideMenuItem } from './side-menu';

type HomeLayoutProps = {
  /** Small line above the title naming the area, e.g. "Área de colaborador". */
  eyebrow: string;
  title: string;
  menuTitle: string;
  menu: readonly SideMenuItem[];
  children: ReactNode;
};

/** A home screen: the area's menu on the left and its main panel beside it. */
export function HomeLayout({ eyebrow, title, menuTitle, menu, children }: HomeLayoutProps) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <SideMenu title={menuTitle} items={menu} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <PageHeader eyebrow={eyebrow} title={title} withBackButton={false} />
        <Stack gap="lg">{children}</Stack>
      </Grid.Col>
    </Grid>
  );
}
