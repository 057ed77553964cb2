import { queryOptions, useQuery } from '@tanstack/react-query';
import { pildorasResponseSchema, type Pildora } from '@cumplia/shared/schemas/pildoras';
import { apiRequest } from '../../../lib/api-client';

export type { Pildora };

/** GET {core}/pildoras (public): the training pills; a pill without a video has `videoUrl` null. */
export function getPildoras() {
  return apiRequest('/cumplia-core/pildoras', { schema: pildorasResponseSchema, authenticated: false });
}

export const pildorasQueryOptions = () =>
  queryOptions({
    queryKey: ['pildoras'],
    queryFn: getPildoras,
    // Configured on the server at start-up; no need to ask again while the page is open.
    staleTime: Infinity,
  });

export function usePildorasQuery() {
  return useQuery(pildorasQueryOptions());
}
