import { liquidacionSchema } from '@cumplia/shared/schemas/comision';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { comisionesKeys } from './comisiones-keys';

/** GET {core}/gestorias/my/comisiones?mes (docs/decisions/0032): the logged-in collaborator's statement of a month. */
export function getOwnLiquidacion(mes: string) {
  return apiRequest('/cumplia-core/gestorias/my/comisiones', { query: { mes }, schema: liquidacionSchema });
}

export const ownLiquidacionQueryOptions = (mes: string) => queryOptions({ queryKey: comisionesKeys.own(mes), queryFn: () => getOwnLiquidacion(mes), placeholderData: keepPreviousData });

export function useOwnLiquidacionQuery(mes: string) {
  return useQuery(ownLiquidacionQueryOptions(mes));
}
