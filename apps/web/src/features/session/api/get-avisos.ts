import { avisosSchema, type Aviso } from '@cumplia/shared/schemas/avisos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/notifications-key';

/** GET {core}/users/my/avisos: what rings the header bell, each with how many things wait (issue 20). */
export function getAvisos(): Promise<Aviso[]> {
  return apiRequest('/cumplia-core/users/my/avisos', { schema: avisosSchema });
}

const FIVE_MINUTES = 5 * 60_000;

export const avisosQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: getAvisos,
    refetchInterval: FIVE_MINUTES,
  });

export function useAvisosQuery(enabled: boolean) {
  return useQuery({ ...avisosQueryOptions(), enabled });
}
