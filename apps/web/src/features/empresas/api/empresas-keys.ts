/** Query keys of the gestoría's companies; every change to a company invalidates `all`. */
export const empresasKeys = {
  all: ['empresas'] as const,
  lists: () => [...empresasKeys.all, 'list'] as const,
  list: (params: EmpresaListParams) => [...empresasKeys.lists(), params] as const,
  sinUsuarioAll: () => [...empresasKeys.all, 'sin-usuario'] as const,
  sinUsuario: (params: EmpresaListParams) => [...empresasKeys.sinUsuarioAll(), params] as const,
  detail: (nifCif: string) => [...empresasKeys.all, 'detail', nifCif] as const,
};

/** ?page&size&nombreEmpresa&nifCif of the company lists; empty filters are not sent. */
export type EmpresaListParams = {
  page: number;
  size: number;
  nombreEmpresa?: string;
  nifCif?: string;
};
