import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { decodeToken } from '../../../lib/auth-storage';
import { useSessionToken } from '../../../lib/use-session-token';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useLogout } from '../api/logout';
import { NotificationsBell } from './notifications-bell';

function fullName(user: { name: string; surname: string | null } | undefined): string | undefined {
  if (!user) return undefined;
  return [user.name, user.surname].filter(Boolean).join(' ');
}

type SessionMenuProps = {
  /** Where the staff bell leads (the area's renewals); without it, no bell. */
  bellTo?: string;
};

/** The signed-in side of the header: the staff bell and the user menu, with "Cerrar sesión". */
export function SessionMenu({ bellTo }: SessionMenuProps) {
  const token = useSessionToken();
  const { data: user } = useCurrentUserQuery(token !== null);
  const logout = useLogout();
  // The token's name claim fills in while users/my is on its way.
  const name = fullName(user) ?? decodeToken(token)?.name ?? '';

  return (
    <Group gap="xs" wrap="nowrap">
      {bellTo && <NotificationsBell to={bellTo} />}
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <UnstyledButton aria-label={name ? `Menú de usuario: ${name}` : 'Menú de usuario'} px="xs" py={6} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap={6} wrap="nowrap">
              <IconUserCircle size={24} stroke={1.5} aria-hidden color="var(--mantine-color-cumplia-7)" />
              {name && (
                <Text fw={600} size="sm" truncate maw={200} visibleFrom="sm" data-testid="session-user-name">
                  {name}
                </Text>
              )}
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {name && <Menu.Label>{name}</Menu.Label>}
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
            Cerrar sesión
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
