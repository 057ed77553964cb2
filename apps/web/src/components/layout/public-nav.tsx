import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { AccessButtons } from './access-buttons';
import { HeaderLink } from './header-link';
import { PUBLIC_HEADER_LINKS } from './public-links';
import classes from './public-nav.module.css';

const PublicNavDrawer = lazy(() => import('./public-nav-drawer'));

/**
 * The visitor's information links in the header from 1024 px (issue 23): beside the logo on a wide
 * screen, on a row of their own under it where they do not fit beside the buttons (up to 1408 px).
 * Narrower, they are in the menu's drawer.
 */
export function PublicNavLinks() {
  return (
    <nav aria-label="Navegación principal" className={classes.inlineNav}>
      {PUBLIC_HEADER_LINKS.map((link) => (
        <HeaderLink key={link.to} link={link} className={classes.link} />
      ))}
    </nav>
  );
}

/**
 * The visitor's buttons, and below 1024 px the menu button and its drawer with the links. The drawer
 * loads the first time the menu is opened (docs/decisions/0055).
 */
export function PublicNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <>
      <Group gap="xs" visibleFrom="sm" wrap="nowrap">
        <AccessButtons />
      </Group>
      <div className={classes.burger}>
        <Burger
          opened={opened}
          onClick={() => {
            setDrawerWanted(true);
            toggle();
          }}
          aria-label="Abrir el menú"
        />
      </div>
      {drawerWanted && (
        <Suspense fallback={null}>
          <PublicNavDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
