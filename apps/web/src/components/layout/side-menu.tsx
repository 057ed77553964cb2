import { NavLink, Paper, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export type SideMenuItem = { to: string; label: string; icon: Icon };

type SideMenuProps = {
  /** Names the menu for screen readers and as its small heading. */
  title: string;
  items: readonly SideMenuItem[];
};

/** The left menu of the home screens. */
export function SideMenu({ title, items }: SideMenuProps) {
  return (
    <Paper withBorder p="xs" component="nav" aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={6}>
        {title}
      </Text>
      {items.map(({ to, label, icon: ItemIcon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          leftSection={<ItemIcon size={18} stroke={1.6} />}
          styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' }, label: { fontWeight: 500 } }}
        />
      ))}
    </Paper>
  );
}
