import type { StaffArea } from '@cumplia/shared/enums';

/**
 * Which staff calls a screen makes: the shared staff screens call admin/…, the worker's own screens
 * worker/… (spec 2 §7). The answers are the same, so the cache is not split by it.
 */
export const gestoriasPath = (api: StaffArea, id?: string) => `/cumplia-core/${api}/gestorias${id ? `/${encodeURIComponent(id)}` : ''}`;

/** ?page&size&nombre&nifCif of the collaborator list; empty filters are not sent. */
export type GestoriaListParams = { page: number; size: number; nombre?: string; nifCif?: string };

/** Query keys of the collaborators; every change to one invalidates `all`. */
export const gestoriasKeys = {
  all: ['gestorias'] as const,
  list: (params: GestoriaListParams) => [...gestoriasKeys.all, 'list', params] as const,
  detail: (id: string, page: number) => [...gestoriasKeys.all, 'detail', id, page] as const,
};
