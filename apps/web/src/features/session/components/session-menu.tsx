import { Button, Group, Text } from '@mantine/core';
import { STAFF_ROLES } from '@cumplia/shared/enums';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { decodeToken, getAuthToken, hasAnyRole } from '../../../lib/auth-storage';
import { useCurrentUserQuery } from '../api/get-current-user';
import { useLogout } from '../api/logout';
import { NotificationsBell } from './notifications-bell';

function fullName(user: { name: string; surname: string | null } | undefined): string | undefined {
  if (!user) return undefined;
  return [user.name, user.surname].filter(Boolean).join(' ');
}

/** The signed-in side of the header: the user's name, the staff bell and "Cerrar sesión". */
export function SessionMenu() {
  const token = getAuthToken();
  const { data: user } = useCurrentUserQuery(token !== null);
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  // The token's name claim fills in while users/my is on its way.
  const name = fullName(user) ?? decodeToken(token)?.name ?? '';
  const isStaff = hasAnyRole(token, STAFF_ROLES);

  const handleLogout = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <Group gap="sm" wrap="nowrap">
      {name && (
        <Group gap={6} wrap="nowrap" visibleFrom="sm" data-testid="session-user-name">
          <IconUserCircle size={22} stroke={1.5} aria-hidden color="var(--mantine-color-cumplia-7)" />
          <Text fw={600} size="sm" truncate maw={220}>
            {name}
          </Text>
        </Group>
      )}
      {isStaff && <NotificationsBell />}
      <Button
        variant="light"
        leftSection={<IconLogout size={16} />}
        loading={leaving}
        onClick={() => void handleLogout()}
      >
        Cerrar sesión
      </Button>
    </Group>
  );
}
