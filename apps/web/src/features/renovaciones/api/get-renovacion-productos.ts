import type { StaffArea } from '@cumplia/shared/enums';
import { renovacionProductosSchema } from '@cumplia/shared/schemas/renovacion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { renovacionesKeys } from './renovaciones-keys';

/** GET {core}/{admin|worker}/renovaciones/{id}/productos (spec 3 §7): the renewal's prices. */
export function getRenovacionProductos(area: StaffArea, id: string) {
  return apiRequest(`/cumplia-core/${area}/renovaciones/${encodeURIComponent(id)}/productos`, { schema: renovacionProductosSchema });
}

// No retry: a failure falls back to the default prices at once (spec 3 §7).
export const renovacionProductosQueryOptions = (area: StaffArea, id: string) =>
  queryOptions({ queryKey: renovacionesKeys.productos(area, id), queryFn: () => getRenovacionProductos(area, id), retry: false, staleTime: 0, gcTime: 0 });

export function useRenovacionProductosQuery(area: StaffArea, id: string | null) {
  return useQuery({ ...renovacionProductosQueryOptions(area, id ?? ''), enabled: id !== null });
}
