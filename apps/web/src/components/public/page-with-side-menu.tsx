import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageWithAside } from './page-with-aside';
import { SectionMenu, type SectionMenuItem } from './section-menu';

type PageWithSideMenuProps = {
  menuLabel: string;
  menu: readonly SectionMenuItem[];
  children: ReactNode;
};

/** "Volver", the group's menu on the left (above the content on phones) and the page beside it. */
export function PageWithSideMenu({ menuLabel, menu, children }: PageWithSideMenuProps) {
  return (
    <PageWithAside
      aside={
        <div style={{ position: 'sticky', top: 88 }}>
          <SectionMenu label={menuLabel} items={menu} />
        </div>
      }
    >
      <Stack gap={40}>{children}</Stack>
    </PageWithAside>
  );
}
