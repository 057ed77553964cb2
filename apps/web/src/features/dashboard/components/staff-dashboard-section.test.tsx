import type { StaffDashboard } from '@cumplia/shared/schemas/dashboard';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { DASHBOARD_LOAD_ERROR, StaffDashboardSection } from './staff-dashboard-section';

const DASHBOARD: StaffDashboard = {
  empresas: { total: 100_006, pendientesVerificacion: 1_203, verificadas: 98_803, sinUsuario: 12, sinGestoria: 3 },
  herramientasActivas: [
    { tool: 'LOPD', empresas: 50_003 },
    { tool: 'ACOSO', empresas: 2 },
    { tool: 'DIGITAL', empresas: 0 },
  ],
  altasPorMes: Array.from({ length: 12 }, (_, index) => ({ mes: `2026-${String(index + 1).padStart(2, '0')}`, empresas: index })),
  empresasPorGestoria: [{ gestoriaId: 'g-1', nombre: 'Asesoría Martínez', empresas: 100_003 }],
};

// jsdom lays nothing out: recharts warns that every chart is 0 × 0, which is expected here.
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('StaffDashboardSection', () => {
  it('shows the companies by state in Spanish figures, then loads the charts', async () => {
    const requests = mockFetch(() => jsonResponse(DASHBOARD));
    renderScreen(<StaffDashboardSection area="worker" />);

    expect(await screen.findByTestId('figure-Empresas')).toHaveTextContent('100.006');
    expect(screen.getByTestId('figure-Pendientes de verificar')).toHaveTextContent('1.203');
    expect(screen.getByTestId('figure-Verificadas')).toHaveTextContent('98.803');
    expect(screen.getByTestId('figure-Sin usuario')).toHaveTextContent('12');
    for (const title of ['Estado de verificación', 'Herramientas activas', 'Altas por mes', 'Empresas por colaborador']) {
      expect(await screen.findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/Registradas sin colaborador: 3\./)).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/cumplia-core/worker/dashboard']);
  });

  it('says so when the figures cannot be loaded, and tries again', async () => {
    let calls = 0;
    mockFetch(() => (calls++ === 0 ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse(DASHBOARD)));
    const user = userEvent.setup();
    renderScreen(<StaffDashboardSection area="admin" />);

    expect(await screen.findByText(DASHBOARD_LOAD_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('figure-Empresas')).toHaveTextContent('100.006');
  });
});
