import { archivoCsvSchema, type ArchivoCsv } from '@cumplia/shared/schemas/alta-masiva';
import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { altaMasivaKeys } from './alta-masiva-keys';

export type { ArchivoCsv };

/** Spec 1 §7: the files list is asked for 10 at a time. */
export const ARCHIVOS_PAGE_SIZE = 10;
/** While a file is being processed its progress is asked for again every 2 seconds. */
export const PROGRESS_REFRESH_MS = 2000;

const archivosPageSchema = pageResponseSchema(archivoCsvSchema);

/** GET {core}/gestorias/archivos/my: the gestoría's uploaded files, newest first. */
export function getArchivos(page: number) {
  return apiRequest('/cumplia-core/gestorias/archivos/my', {
    query: { page, size: ARCHIVOS_PAGE_SIZE },
    schema: archivosPageSchema,
  });
}

export const archivosQueryOptions = (page: number) =>
  queryOptions({
    queryKey: altaMasivaKeys.archivos(page),
    queryFn: () => getArchivos(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.content.some((archivo) => !archivo.procesado) ? PROGRESS_REFRESH_MS : false),
  });

export function useArchivosQuery(page: number) {
  return useQuery(archivosQueryOptions(page));
}
