import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { decodeToken } from '../../../lib/auth-storage';
import { useSessionToken } from '../../../lib/use-session-token';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useLogout } from '../api/logout';
import { NotificationsBell, type BellLinks } from './notifications-bell';

function fullName(user: { name: string; surname: string | null } | undefined): string | undefined {
  if (!user) return undefined;
  return [user.name, user.surname].filter(Boolean).join(' ');
}

type SessionMenuProps = {
  /** Where each of the bell's notices leads in the user's area; without it, no bell. */
  bell?: BellLinks;
};

/** The signed-in side of the header: the bell of staff and collaborators and the user menu, with "Cerrar sesión". */
export function SessionMenu({ bell }: SessionMenuProps) {
  const token = useSessionToken();
  const { data: user } = useCurrentUserQuery(token !== null);
  const logout = useLogout();
  // The token's name claim fills in while users/my is on its way.
  const name = fullName(user) ?? decodeToken(token)?.name ?? '';

  return (
    <Group gap="xs" wrap="nowrap">
      {bell && <NotificationsBell links={bell} />}
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
