import { currentUserSchema, type CurrentUser } from '@cumplia/shared/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getStoredUser, storeUser } from '../../../lib/auth-storage';

export async function getCurrentUser(): Promise<CurrentUser> {
  const user = await apiRequest('/cumplia-core/users/my', { schema: currentUserSchema });
  storeUser(user);
  return user;
}

/** The signed-in user: the copy cached in localStorage `user`, else GET users/my (then cached). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'current-user'],
    queryFn: getCurrentUser,
    initialData: () => getStoredUser<CurrentUser>() ?? undefined,
    staleTime: Infinity,
  });

export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
