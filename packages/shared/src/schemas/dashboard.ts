import { z } from 'zod';
import { TOOL_CODES, type ToolCode } from '../enums.ts';

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
  herramientasActivas: z.array(z.object({ tool: z.enum(TOOL_CODES as unknown as [ToolCode, ...ToolCode[]]), empresas: count })),
  /** New companies per calendar month (Spain's time), oldest first; `mes` is YYYY-MM. */
  altasPorMes: z.array(z.object({ mes: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), empresas: count })),
  /** The gestorías with most companies, most first. */
  empresasPorGestoria: z.array(z.object({ gestoriaId: z.string(), nombre: z.string(), empresas: count })),
});
export type StaffDashboard = z.output<typeof staffDashboardSchema>;
