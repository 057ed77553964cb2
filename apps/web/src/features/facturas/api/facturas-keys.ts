import type { StaffArea } from '@cumplia/shared/enums';

/** Query keys of the invoice lists; a remittance action invalidates `all`. */
export const facturasKeys = {
  all: ['facturas'] as const,
  empresa: (params: PageParams) => [...facturasKeys.all, 'empresa', params] as const,
  gestoria: (params: GestoriaFacturaListParams) => [...facturasKeys.all, 'gestoria', params] as const,
  staff: (area: StaffArea, params: StaffFacturaListParams) => [...facturasKeys.all, 'staff', area, params] as const,
  detalladas: (nifCif: string, params: PageParams) => [...facturasKeys.all, 'detalladas', nifCif, params] as const,
  /** The invoicing system's declaración responsable (not an invoice list: kept apart from `all`). */
  declaracion: () => ['verifactu', 'declaracion'] as const,
  /** The records remitted at the tax agency's request (decision 0083), apart from `all` too. */
  requerimientos: () => ['verifactu', 'requerimientos'] as const,
};

export type PageParams = { page: number; size: number };

/** The gestoría's list: a page, and "Devuelta" only when asked (docs/decisions/0051). */
export type GestoriaFacturaListParams = PageParams & { devuelta?: boolean };

/** The filters of the staff lists and of the Excel export (spec 3 §7); empty ones are not sent. */
export type StaffFacturaFilters = {
  razonSocial?: string;
  cifNif?: string;
  facturado?: boolean;
  /** Only the invoices the bank returned, not remitted again (docs/decisions/0051). */
  devuelta?: boolean;
  /** Only the rectifying invoices owed back to the client now (docs/decisions/0060). */
  reembolsoPendiente?: boolean;
  /** Only the invoices whose last record the tax agency refused (docs/decisions/0061). */
  registroRechazado?: boolean;
  /** Issue dates, yyyy-mm-dd, both included. */
  fechaInicio?: string;
  fechaFin?: string;
  /** Not cancelled and collected on or before this day (the home's "remesa próxima"). */
  cobroHasta?: string;
};

export type StaffFacturaListParams = PageParams & StaffFacturaFilters;
