import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

const EMPRESA: Empresa = {
  id: 'e-1',
  razonSocial: 'Talleres Ejemplo SL',
  nifCif: 'B12345674',
  tipo: 'E',
  nombre: 'Ana García López',
  username: '12345678Z',
  dni: '12345678Z',
  email: 'ana@example.com',
  telefono: '+34612345678',
  nombreComercial: 'Talleres Ejemplo',
  direccion: 'Calle Mayor 1',
  provincia: 'Valencia',
  codigoPostal: '46001',
  cnae: '2511',
  actividad: 'Estructuras metálicas',
  numTrabajadores: 12,
  numCuenta: 'ES9121000418450200051332',
  metodoDePago: 'SEPA',
  lopdgdd: true,
  acosoLaboral: false,
  desconexionDigital: false,
  precioLopdgdd: 120,
  precioAcosoLaboral: 90,
  precioDesconexionDigital: 90,
  contratoLopdAceptado: false,
  contratoAcosoAceptado: false,
  contratoDesconexionAceptado: false,
  permitirDescarga: false,
  verificado: false,
  gestoriaNombre: null,
  createdAt: '2025-01-15T10:00:00.000Z',
};

const PENDING = 'Su cuenta está pendiente de verificación por parte del administrador';
const TEMPORARY = 'Esta pantalla estará disponible en una próxima versión de Cumplia.';

function openHome(answer: () => Response) {
  localStorage.setItem('authToken', makeToken({ roles: ['ROLE_COMPANY'] }));
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('user', JSON.stringify({ name: 'Ana', surname: 'García' }));
  const requests = mockFetch((request) => (request.path === '/cumplia-core/empresas/my' ? answer() : jsonResponse(false)));
  renderRoutes('/inicioempresa');
  return requests;
}

describe('/inicioempresa', () => {
  it('shows only the pending message while the company is not verified', async () => {
    const requests = openHome(() => jsonResponse(EMPRESA));

    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeInTheDocument();
    expect(screen.queryByText(TEMPORARY)).not.toBeInTheDocument();
    const call = requests.find((request) => request.path === '/cumplia-core/empresas/my');
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows the panel once the company is verified', async () => {
    openHome(() => jsonResponse({ ...EMPRESA, verificado: true }));

    expect(await screen.findByText(TEMPORARY)).toBeInTheDocument();
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
  });

  it('says the data could not be loaded, and retries', async () => {
    let attempts = 0;
    openHome(() => {
      attempts += 1;
      return attempts === 1 ? errorResponse(500, 'INTERNAL_SERVER_ERROR') : jsonResponse(EMPRESA);
    });

    expect(await screen.findByText('Error al obtener datos de la empresa')).toBeInTheDocument();
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
  });
});
