import { TOOL_CODES } from '@cumplia/shared/enums';
import type { StaffDashboard } from '@cumplia/shared/schemas/dashboard';
import type { Database } from '../../db/database.ts';
import { readDashboardFigures } from './dashboard.repository.ts';

export interface DashboardService {
  /** The staff dashboard: companies by state, active tools, new companies per month, top gestorías. */
  staff(): Promise<StaffDashboard>;
}

export function createDashboardService(deps: { db: Database }): DashboardService {
  const { db } = deps;
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
  };
}
