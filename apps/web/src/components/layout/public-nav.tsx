import { Burger, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AccessButtons } from './access-buttons';
import { HeaderLink } from './header-link';
import { PUBLIC_HEADER_LINKS } from './public-links';
import classes from './public-nav.module.css';

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

/** The visitor's buttons, and below 1024 px the menu button and its drawer with the links. */
export function PublicNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Group gap="xs" visibleFrom="sm" wrap="nowrap">
        <AccessButtons />
      </Group>
      <div className={classes.burger}>
        <Burger opened={opened} onClick={toggle} aria-label="Abrir el menú" />
      </div>
      <Drawer opened={opened} onClose={close} title="Menú" position="right" size="xs">
        <Stack gap={2} component="nav" aria-label="Navegación principal">
          {PUBLIC_HEADER_LINKS.map((link) => (
            <HeaderLink key={link.to} link={link} className={classes.drawerLink} onClick={close} />
          ))}
        </Stack>
        <Divider my="md" />
        <Stack gap="xs">
          <AccessButtons onClick={close} />
        </Stack>
      </Drawer>
    </>
  );
}
