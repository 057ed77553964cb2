import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../layout/back-button';
import { SectionMenu, type SectionMenuItem } from './section-menu';

type PageWithSideMenuProps = {
  menuLabel: string;
  menu: readonly SectionMenuItem[];
  children: ReactNode;
};

/** "Volver", the group's menu on the left (above the content on phones) and the page beside it. */
export function PageWithSideMenu({ menuLabel, menu, children }: PageWithSideMenuProps) {
  return (
    <Stack gap="md">
      <div>
        <BackButton />
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <div style={{ position: 'sticky', top: 88 }}>
            <SectionMenu label={menuLabel} items={menu} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap={40}>{children}</Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
