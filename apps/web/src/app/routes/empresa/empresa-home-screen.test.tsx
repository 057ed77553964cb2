import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

/** Not yet verified, as every company starts. */
const EMPRESA = makeEmpresa({ verificado: false });

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
