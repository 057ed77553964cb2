/** Query keys of the users screens; every change to a user invalidates `all`. */
export const usuariosKeys = {
  all: ['usuarios'] as const,
  gestoriaLists: () => [...usuariosKeys.all, 'por-gestoria'] as const,
  gestoriaList: (params: GestoriaUsuariosParams) => [...usuariosKeys.gestoriaLists(), params] as const,
  detail: (id: string) => [...usuariosKeys.all, 'detail', id] as const,
  roles: () => [...usuariosKeys.all, 'roles'] as const,
  /** The companies or gestorías a picker offers for what was typed. */
  linkOptions: (kind: 'gestoria' | 'empresa', search: string) => [...usuariosKeys.all, 'link-options', kind, search] as const,
};

/** ?page&size&nifCif&userEmail of "Gestionar usuarios"; empty filters are not sent. */
export type GestoriaUsuariosParams = {
  page: number;
  size: number;
  nifCif?: string;
  userEmail?: string;
};
