import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { renovacionPageSchema } from './renovacion-page';
import { renovacionesKeys, type GestoriaRenovacionParams } from './renovaciones-keys';

/** GET {core}/gestorias/my/renovaciones (spec 3 §7): the collaborator's own renewals. */
export function getGestoriaRenovaciones(params: GestoriaRenovacionParams) {
  return apiRequest('/cumplia-core/gestorias/my/renovaciones', { query: params, schema: renovacionPageSchema });
}

export const gestoriaRenovacionesQueryOptions = (params: GestoriaRenovacionParams) =>
  queryOptions({ queryKey: renovacionesKeys.gestoria(params), queryFn: () => getGestoriaRenovaciones(params), placeholderData: keepPreviousData });

export function useGestoriaRenovacionesQuery(params: GestoriaRenovacionParams) {
  return useQuery(gestoriaRenovacionesQueryOptions(params));
}
