import { Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
        <Stack gap="lg">
          <Stack gap={2}>
            <Text size="sm" fw={600} c="cumplia.7" tt="uppercase">
              {eyebrow}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
