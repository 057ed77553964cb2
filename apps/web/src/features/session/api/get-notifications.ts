import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/notifications-key';

/** True when the staff bell should ring (priority renewals waiting): any truthy answer counts. */
export async function getHasNotifications(): Promise<boolean> {
  const answer = await apiRequest<unknown>('/cumplia-core/users/my/notifications');
  return Boolean(answer);
}

const FIVE_MINUTES = 5 * 60_000;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: getHasNotifications,
    refetchInterval: FIVE_MINUTES,
  });

export function useHasNotificationsQuery(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
