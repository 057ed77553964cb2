import { Divider, Drawer, Stack } from '@mantine/core';
import { AccessButtons } from './access-buttons';
import { HeaderLink } from './header-link';
import { PUBLIC_HEADER_LINKS } from './public-links';
import classes from './public-nav.module.css';

type PublicNavDrawerProps = {
  opened: boolean;
  onClose: () => void;
};

/**
 * The visitor's navigation on small screens. Loaded the first time the menu is opened (public-nav.tsx):
 * the drawer's overlay, focus trap and scroll lock are code a visitor who never opens it does not
 * download (docs/decisions/0055).
 */
export default function PublicNavDrawer({ opened, onClose }: PublicNavDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menú" position="right" size="xs">
      <Stack gap={2} component="nav" aria-label="Navegación principal">
        {PUBLIC_HEADER_LINKS.map((link) => (
          <HeaderLink key={link.to} link={link} className={classes.drawerLink} onClick={onClose} />
        ))}
      </Stack>
      <Divider my="md" />
      <Stack gap="xs">
        <AccessButtons onClick={onClose} />
      </Stack>
    </Drawer>
  );
}
