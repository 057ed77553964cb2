import { NavLink, Stack } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, matchPath, useLocation } from 'react-router';

export type SideMenuItem = {
  to: string;
  label: string;
  icon: Icon;
  /** Other screens that belong to this item (a list's detail and edit pages), marked with it. */
  matches?: readonly string[];
};

/** The item of `items` the current address belongs to: its own screen first, then its sub-screens. */
export function currentItem(items: readonly SideMenuItem[], pathname: string): SideMenuItem | undefined {
  return (
    items.find((item) => matchPath(item.to, pathname)) ??
    items.find((item) => item.matches?.some((pattern) => matchPath(pattern, pathname)))
  );
}

type SideMenuLinksProps = {
  items: readonly SideMenuItem[];
  /** After a link is followed, e.g. to close the phone's drawer. */
  onNavigate?: () => void;
};

/** An area's menu: one link per item, the current one marked (aria-current="page"). */
export function SideMenuLinks({ items, onNavigate }: SideMenuLinksProps) {
  const { pathname } = useLocation();
  const current = currentItem(items, pathname);
  return (
    <Stack gap={2}>
      {items.map((item) => {
        const ItemIcon = item.icon;
        const active = item === current;
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
            styles={{ root: { borderRadius: 'var(--mantine-radius-sm)' }, label: { fontWeight: 500 } }}
          />
        );
      })}
    </Stack>
  );
}
