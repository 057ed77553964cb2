import type { StaffArea } from '@cumplia/shared/enums';

/** Query keys of the gestoría's companies; every change to a company invalidates `all`. */
export const empresasKeys = {
  all: ['empresas'] as const,
  lists: () => [...empresasKeys.all, 'list'] as const,
  list: (params: EmpresaListParams) => [...empresasKeys.lists(), params] as const,
  sinUsuarioAll: () => [...empresasKeys.all, 'sin-usuario'] as const,
  sinUsuario: (params: EmpresaListParams) => [...empresasKeys.sinUsuarioAll(), params] as const,
  detail: (nifCif: string) => [...empresasKeys.all, 'detail', nifCif] as const,
  /** The staff lists of every company (spec 2), per area. */
  staffLists: () => [...empresasKeys.all, 'staff-list'] as const,
  staffList: (area: StaffArea, params: StaffEmpresaListParams) => [...empresasKeys.staffLists(), area, params] as const,
};

/** ?page&size&nombre&nifCif&verificado of the staff company lists (spec 2 §7); empty filters are not sent. */
export type StaffEmpresaListParams = {
  page: number;
  size: number;
  nombre?: string;
  nifCif?: string;
  verificado?: boolean;
};

/** ?page&size&nombreEmpresa&nifCif of the company lists; empty filters are not sent. */
export type EmpresaListParams = {
  page: number;
  size: number;
  nombreEmpresa?: string;
  nifCif?: string;
  /** Only companies with a contract unsigned for more than 7 days (the home's pending work). */
  contratoSinFirmar?: boolean;
};
