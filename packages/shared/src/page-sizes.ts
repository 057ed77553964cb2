// Apart from the invoice schemas (no zod here), so that the staff menus can name them without
// loading zod into every page (docs/decisions/0055).

/** Spec 3 §9, spec 1 §9: invoices page by 10 (client, gestoría, superadmin), 7 (worker), 5 (company detail). */
export const FACTURAS_PAGE_SIZE = 10;
export const WORKER_FACTURAS_PAGE_SIZE = 7;
export const FACTURAS_DETALLADAS_PAGE_SIZE = 5;
