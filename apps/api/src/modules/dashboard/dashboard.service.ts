import { addDaysIso, madridIsoDate } from '@cumplia/shared/calendar';
import { TOOL_CODES } from '@cumplia/shared/enums';
import { centsToEuros } from '@cumplia/shared/money';
import { CONTRATO_SIN_FIRMAR_DIAS, REMESA_PROXIMA_DIAS, type EmpresaPendientes, type GestoriaPendientes, type StaffDashboard, type StaffPendientes } from '@cumplia/shared/schemas/dashboard';
import type { Database } from '../../db/database.ts';
import { readDashboardFigures, readFacturasPendientes, readGestoriaPendientes, readStaffPendientes } from './dashboard.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DashboardService {
  /** The staff dashboard: companies by state, active tools, new companies per month, top gestorías. */
  staff(): Promise<StaffDashboard>;
  /** The staff homes' pending work (issue 23). */
  staffPendientes(): Promise<StaffPendientes>;
  /** The collaborator's home: pending work of its own companies (issue 23). */
  gestoriaPendientes(gestoriaId: string): Promise<GestoriaPendientes>;
  /** The client's home: its invoices still to be collected (issue 23). */
  empresaPendientes(empresaId: string): Promise<EmpresaPendientes>;
}

export function createDashboardService(deps: { db: Database; now: () => Date; sending: boolean }): DashboardService {
  const { db, now } = deps;
  return {
    async staff() {
      const figures = await readDashboardFigures(db);
      const activas = new Map(figures.herramientas.map((row) => [row.tool, row.empresas]));
      return {
        empresas: {
          total: figures.total,
          pendientesVerificacion: figures.pendientes,
          verificadas: figures.total - figures.pendientes,
          sinUsuario: figures.total - figures.conUsuario,
          sinGestoria: figures.sinGestoria,
        },
        herramientasActivas: TOOL_CODES.map((tool) => ({ tool, empresas: activas.get(tool) ?? 0 })),
        altasPorMes: figures.meses,
        empresasPorGestoria: figures.gestorias,
      };
    },

    async staffPendientes() {
      const today = madridIsoDate(now());
      const hasta = addDaysIso(today, REMESA_PROXIMA_DIAS);
      const figures = await readStaffPendientes(db, today, hasta);
      return {
        nuevasEmpresas: figures.nuevasEmpresas,
        remesa: { facturas: figures.facturas, importe: centsToEuros(figures.importeCents), hasta },
        renovacionesPendientes: figures.renovacionesPendientes,
        renovacionesPrioritarias: figures.renovacionesPrioritarias,
        devueltas: figures.devueltas,
        reembolsosPendientes: figures.reembolsosPendientes,
        // A system that does not send has no refusals: no count, no card (decision 0044).
        registrosRechazados: deps.sending ? figures.registrosRechazados : null,
      };
    },

    async gestoriaPendientes(gestoriaId) {
      return readGestoriaPendientes(db, gestoriaId, new Date(now().getTime() - CONTRATO_SIN_FIRMAR_DIAS * DAY_MS));
    },

    async empresaPendientes(empresaId) {
      const rows = await readFacturasPendientes(db, empresaId);
      return { facturasPendientes: rows.map(({ totalCents, ...row }) => ({ ...row, total: centsToEuros(totalCents) })) };
    },
  };
}
