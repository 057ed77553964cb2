import { AppShell, Burger, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BrandLogo } from './brand-logo';
import { DOCK_HEIGHT_VARIABLE } from './floating-dock';
import { SideMenuLinks, type SideMenuItem } from './side-menu';

export type AreaMenu = {
  /** Names the menu for screen readers and as its small heading, e.g. "Gestoría". */
  title: string;
  items: readonly SideMenuItem[];
};

type SignedInShellProps = {
  /** The signed-in user's home, where the logo leads. */
  home: string;
  menu: AreaMenu;
  /** The right of the header: the bell and the user menu. */
  headerEnd: ReactNode;
  children: ReactNode;
};

const MENU_ID = 'area-menu';

function MenuHeading({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={6}>
      {children}
    </Text>
  );
}

/**
 * Every signed-in screen: the header (logo, bell, user menu) and the role's menu, at the side from
 * 992 px and in a drawer behind the menu button below that. One shell for every role; what differs
 * is the menu it is given (docs/decisions/0048).
 */
export function SignedInShell({ home, menu, headerEnd, children }: SignedInShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // A link followed, or the back button: the drawer does not stay open over the next screen.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 264, breakpoint: 'md', collapsed: { mobile: true } }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header withBorder>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Abrir el menú"
              aria-expanded={opened}
              aria-controls={MENU_ID}
            />
            <BrandLogo to={home} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerEnd}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar visibleFrom="md" p="xs" component="nav" aria-label={menu.title}>
        <AppShell.Section grow component={ScrollArea}>
          <MenuHeading>{menu.title}</MenuHeading>
          <SideMenuLinks items={menu.items} />
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer opened={opened} onClose={close} title={menu.title} size="xs" id={MENU_ID} closeButtonProps={{ 'aria-label': 'Cerrar el menú' }}>
        <nav aria-label={menu.title}>
          <SideMenuLinks items={menu.items} onNavigate={close} />
        </nav>
      </Drawer>
      <AppShell.Main bg="gray.0" style={{ paddingBottom: `calc(var(--app-shell-padding) + var(${DOCK_HEIGHT_VARIABLE}, 0px))` }}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
