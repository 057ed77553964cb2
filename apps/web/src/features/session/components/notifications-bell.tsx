import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useHasNotificationsQuery } from '../api/get-notifications';

/** Staff bell: leads to the area's renewals screen and shows a dot when renewals need attention. */
export function NotificationsBell({ to }: { to: string }) {
  const { data: hasNotifications = false } = useHasNotificationsQuery(true);
  const label = hasNotifications ? 'Renovaciones: hay avisos pendientes' : 'Renovaciones';
  return (
    <Tooltip label={label} withArrow>
      <Indicator color="red" size={10} offset={6} disabled={!hasNotifications} processing={hasNotifications}>
        <ActionIcon
          component={Link}
          to={to}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          data-has-notifications={hasNotifications}
        >
          <IconBell size={22} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
