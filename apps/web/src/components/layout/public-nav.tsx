import { Burger, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AccessButtons } from './access-buttons';
import { HeaderLink } from './header-link';
import { PUBLIC_HEADER_LINKS } from './public-links';
import classes from './public-nav.module.css';

/** The visitor's navigation: inline on wide screens, in a drawer on small ones. */
export function PublicNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Group gap={2} visibleFrom="xl" component="nav" aria-label="Navegación principal" wrap="nowrap">
        {PUBLIC_HEADER_LINKS.map((link) => (
          <HeaderLink key={link.to} link={link} className={classes.link} />
        ))}
      </Group>
      <Group gap="xs" visibleFrom="sm" wrap="nowrap">
        <AccessButtons />
      </Group>
      <Burger opened={opened} onClick={toggle} hiddenFrom="xl" aria-label="Abrir el menú" />
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
