import { procesamientoSchema, type Procesamiento } from '@cumplia/shared/schemas/alta-masiva';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { altaMasivaKeys } from './alta-masiva-keys';
import { PROGRESS_REFRESH_MS } from './get-archivos';

export type { Procesamiento };

/** GET {core}/gestorias/archivos/procesamientos/{id}: the result of each processed line. */
export function getProcesamientos(archivoId: string) {
  return apiRequest(`/cumplia-core/gestorias/archivos/procesamientos/${encodeURIComponent(archivoId)}`, {
    schema: z.array(procesamientoSchema),
  });
}

/** The lines of a file; refreshed every 2 seconds while the file is still being processed. */
export function procesamientosQueryOptions(archivoId: string, processing: boolean) {
  return queryOptions({
    queryKey: altaMasivaKeys.procesamientos(archivoId),
    queryFn: () => getProcesamientos(archivoId),
    staleTime: 0,
    refetchInterval: processing ? PROGRESS_REFRESH_MS : false,
  });
}

export function useProcesamientosQuery(archivoId: string, processing: boolean) {
  return useQuery(procesamientosQueryOptions(archivoId, processing));
}
