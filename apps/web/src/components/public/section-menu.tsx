import { NavLink, Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

export type SectionMenuItem = { to: string; label: string; icon: Icon };

type SectionMenuProps = {
  /** Names the navigation landmark, e.g. "Formación". */
  label: string;
  items: readonly SectionMenuItem[];
};

/** The side menu of a group of public pages; the current page is marked for sight and for screen readers. */
export function SectionMenu({ label, items }: SectionMenuProps) {
  const { pathname } = useLocation();
  return (
    <Paper withBorder p="xs" component="nav" aria-label={label}>
      {items.map(({ to, label: itemLabel, icon: ItemIcon }) => {
        const active = pathname === to;
        return (
          <NavLink
            key={itemLabel}
            component={Link}
            to={to}
            label={itemLabel}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
            styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' }, label: { fontWeight: 500, fontSize: 'var(--mantine-font-size-md)' } }}
          />
        );
      })}
    </Paper>
  );
}
