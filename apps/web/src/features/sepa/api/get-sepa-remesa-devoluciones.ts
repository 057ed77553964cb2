import { z } from 'zod';
import { sepaDevolucionSchema } from '@cumplia/shared/schemas/sepa-devoluciones';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sepaKeys } from './sepa-keys';

/** GET {core}/admin/facturas/sepa/remesas/{id}/devoluciones: the collections of a file the bank returned or rejected. */
export function getSepaRemesaDevoluciones(remesaId: string) {
  return apiRequest(`/cumplia-core/admin/facturas/sepa/remesas/${encodeURIComponent(remesaId)}/devoluciones`, { schema: z.array(sepaDevolucionSchema) });
}

export function useSepaRemesaDevolucionesQuery(remesaId: string | null) {
  return useQuery(
    queryOptions({ queryKey: [...sepaKeys.remesas(), remesaId, 'devoluciones'], queryFn: () => getSepaRemesaDevoluciones(remesaId ?? ''), enabled: remesaId !== null }),
  );
}
