import type { StaffArea } from '@cumplia/shared/enums';

/** Query keys of the invoice lists; a remittance action invalidates `all`. */
export const facturasKeys = {
  all: ['facturas'] as const,
  empresa: (params: PageParams) => [...facturasKeys.all, 'empresa', params] as const,
  gestoria: (params: PageParams) => [...facturasKeys.all, 'gestoria', params] as const,
  staff: (area: StaffArea, params: StaffFacturaListParams) => [...facturasKeys.all, 'staff', area, params] as const,
  detalladas: (nifCif: string, params: PageParams) => [...facturasKeys.all, 'detalladas', nifCif, params] as const,
};

export type PageParams = { page: number; size: number };

/** The filters of the staff lists and of the Excel export (spec 3 §7); empty ones are not sent. */
export type StaffFacturaFilters = {
  razonSocial?: string;
  cifNif?: string;
  facturado?: boolean;
  /** Issue dates, yyyy-mm-dd, both included. */
  fechaInicio?: string;
  fechaFin?: string;
};

export type StaffFacturaListParams = PageParams & StaffFacturaFilters;
