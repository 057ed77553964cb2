import { z } from 'zod';
import { METODOS_DE_PAGO, type MetodoDePago } from '../enums.ts';
import { toolCodeSchema } from './tool-code.ts';

/** Months of "Altas por mes": the current one and the eleven before it. */
export const DASHBOARD_MONTHS = 12;
/** Gestorías of "Empresas por colaborador": the ones with most companies. */
export const DASHBOARD_TOP_GESTORIAS = 10;

const count = z.number().int().min(0);

/**
 * GET {core}/admin/dashboard and {core}/worker/dashboard: the staff dashboard beside the home lists
 * (beyond the spec, issue 9), every figure in one answer.
 */
export const staffDashboardSchema = z.object({
  empresas: z.object({
    total: count,
    /** `verificado` false: the companies of "Nuevas empresas". */
    pendientesVerificacion: count,
    verificadas: count,
    /** Without an administrator user (spec 1 "Empresas sin usuario"). */
    sinUsuario: count,
    /** Registered on their own, with no gestoría. */
    sinGestoria: count,
  }),
  /** Companies with each tool switched on, in the order of TOOL_CODES. */
  herramientasActivas: z.array(z.object({ tool: toolCodeSchema, empresas: count })),
  /** New companies per calendar month (Spain's time), oldest first; `mes` is YYYY-MM. */
  altasPorMes: z.array(z.object({ mes: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), empresas: count })),
  /** The gestorías with most companies, most first. */
  empresasPorGestoria: z.array(z.object({ gestoriaId: z.string(), nombre: z.string(), empresas: count })),
});
export type StaffDashboard = z.output<typeof staffDashboardSchema>;

/** "Contratos sin firmar": a contract sent this many days ago or more and still not signed (issue 23). */
export const CONTRATO_SIN_FIRMAR_DIAS = 7;
/** "Remesa próxima": pending invoices collected within this many days (or overdue). */
export const REMESA_PROXIMA_DIAS = 7;

/**
 * GET {core}/gestorias/my/dashboard: the collaborator's pending work, its own companies only
 * (issue 23). Each count is what the filtered list it leads to shows.
 */
export const gestoriaPendientesSchema = z.object({
  /** "Empresas sin usuario" (spec 1 §2.16). */
  empresasSinUsuario: count,
  /** Companies with a contract sent CONTRATO_SIN_FIRMAR_DIAS days ago or more and not yet signed. */
  empresasContratoSinFirmar: count,
  /** Renewals pending a decision (spec 3 §4.2 "pendientes"). */
  renovacionesPendientes: count,
  /** Its companies' invoices the bank returned, not remitted again nor cancelled ("Devuelta", decision 0051). */
  cobrosDevueltos: count,
});
export type GestoriaPendientes = z.output<typeof gestoriaPendientesSchema>;

/** GET {core}/admin/dashboard/pendientes and {core}/worker/dashboard/pendientes: the staff's pending work. */
export const staffPendientesSchema = z.object({
  /** Companies not yet verified ("Nuevas empresas"). */
  nuevasEmpresas: count,
  /** Pending invoices (not remitted, not cancelled) collected on or before `hasta`, overdue ones included. */
  remesa: z.object({ facturas: count, importe: z.number(), hasta: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  /** Renewals pending a decision (spec 3 §4.2 "pendientes"), of which `prioritarias` have reached their renewal date. */
  renovacionesPendientes: count,
  renovacionesPrioritarias: count,
  /** Invoices the bank returned, not remitted again nor cancelled ("Devuelta", decision 0051). */
  devueltas: count,
  /** Rectifying invoices whose amount is owed back to the client now ("A devolver", decision 0060). */
  reembolsosPendientes: count,
  /** Invoices whose last record the tax agency refused, to correct (decision 0061); null when the system does not send (non-VERI*FACTU). */
  registrosRechazados: count.nullable(),
});
export type StaffPendientes = z.output<typeof staffPendientesSchema>;

/** A pending invoice on the client's home: its amount and when (and how) it is collected. */
export const facturaPendienteSchema = z.object({
  id: z.string(),
  numeroFactura: z.string(),
  fecha: z.string(),
  /** Euros with VAT. */
  total: z.number(),
  /** The collection date (fechaCuandoFacturar): the debit's for SEPA, the due date of a transfer. */
  fechaCobro: z.string(),
  metodoDePago: z.enum(Object.keys(METODOS_DE_PAGO) as [MetodoDePago, ...MetodoDePago[]]),
});
export type FacturaPendiente = z.output<typeof facturaPendienteSchema>;

/** GET {core}/empresas/my/dashboard: the client's invoices not yet collected, soonest first. */
export const empresaPendientesSchema = z.object({ facturasPendientes: z.array(facturaPendienteSchema) });
export type EmpresaPendientes = z.output<typeof empresaPendientesSchema>;
