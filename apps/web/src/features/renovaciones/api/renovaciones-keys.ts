import type { StaffArea } from '@cumplia/shared/enums';
import type { RenovacionFiltro } from '@cumplia/shared/schemas/renovacion';

export type GestoriaRenovacionParams = { page: number; size: number; nombreEmpresa?: string; nifCif?: string; renueva?: boolean; deshabilitarRenovacion?: boolean; procesada?: boolean };

/** The staff list queries of spec 3 §7; `estado` becomes the flags of §4.2 when sent. */
export type StaffRenovacionParams = {
  page: number;
  size: number;
  estado: RenovacionFiltro;
  nombreEmpresa?: string;
  nifCif?: string;
  /** Superadmin: month (1–12) and year of `fechaRenovacion`. */
  mes?: number;
  year?: number;
  /** Worker: yyyy-mm-dd, today plus the days remaining. */
  fechaFinMax?: string;
};

export type EmpresaRenovacionHistoryParams = { page: number; size: number };

/** Query keys of the renewal lists; an action on a renewal invalidates `all`. */
export const renovacionesKeys = {
  all: ['renovaciones'] as const,
  gestoria: (params: GestoriaRenovacionParams) => [...renovacionesKeys.all, 'gestoria', params] as const,
  staff: (area: StaffArea, params: StaffRenovacionParams) => [...renovacionesKeys.all, 'staff', area, params] as const,
  productos: (area: StaffArea, id: string) => [...renovacionesKeys.all, 'productos', area, id] as const,
  empresa: (empresaId: string) => [...renovacionesKeys.all, 'empresa', empresaId] as const,
  current: (empresaId: string) => [...renovacionesKeys.empresa(empresaId), 'current'] as const,
  history: (empresaId: string, params: EmpresaRenovacionHistoryParams) => [...renovacionesKeys.empresa(empresaId), 'all', params] as const,
};
