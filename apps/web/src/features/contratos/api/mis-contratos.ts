import type { ToolCode } from '@cumplia/shared/enums';
import { enlaceFirmaSchema, misContratosSchema, type MiContrato } from '@cumplia/shared/schemas/contrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const misContratosKeys = { all: ['mis-contratos'] as const };

/** GET {core}/empresas/my/contratos: the signed-in client's contracts, newest first. */
export function getMisContratos(signal?: AbortSignal): Promise<MiContrato[]> {
  return apiRequest('/cumplia-core/empresas/my/contratos', { schema: misContratosSchema, signal });
}

export function useMisContratosQuery() {
  return useQuery(queryOptions({ queryKey: misContratosKeys.all, queryFn: ({ signal }) => getMisContratos(signal) }));
}

/** POST {core}/empresas/my/contratos/{tool}/firma: the path of a new signing link ("Firmar ahora"). */
export async function openSigningPage(tool: ToolCode): Promise<string> {
  const { path } = await apiRequest(`/cumplia-core/empresas/my/contratos/${tool}/firma`, { method: 'POST', schema: enlaceFirmaSchema });
  return path;
}
