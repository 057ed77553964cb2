import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth-storage';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { MisHerramientasCard } from './mis-herramientas-card';

const CONTRATOS = [
  { tool: 'LOPD', status: 'PENDIENTE', createdAt: '2026-11-20T10:00:00Z', signedAt: null },
  { tool: 'DIGITAL', status: 'FIRMADO', createdAt: '2026-11-01T10:00:00Z', signedAt: '2026-11-03T09:30:00Z' },
  { tool: 'LOPD', status: 'ANULADO', createdAt: '2026-10-01T10:00:00Z', signedAt: null },
];

describe('the client home\'s tools', () => {
  beforeEach(() => storeSession('token-de-prueba'));

  it('shows each tool with its contract\'s state, and "Firmar ahora" opens the signing page of a new link', async () => {
    const requests = mockFetch((request) => {
      if (request.method === 'POST') return jsonResponse({ path: '/firma/nuevo-token' });
      return jsonResponse(CONTRATOS);
    });
    const { router } = renderScreen(<MisHerramientasCard activeTools={['LOPD', 'ACOSO', 'DIGITAL']} />);

    expect(await screen.findByText('Tiene un contrato pendiente de firma.')).toBeInTheDocument();
    expect(screen.getByText('Contrato firmado el 03/11/2026.')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de firma')).toBeInTheDocument();
    // Acoso Laboral has no contract of its own (signed on paper, or before contracts existed).
    expect(screen.getByText('Acoso Laboral')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Firmar ahora/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Firmar ahora el contrato de LOPDGDD' }));
    expect(await screen.findByText('Otra página')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/firma/nuevo-token');
    expect(requests.find((request) => request.method === 'POST')?.path).toBe('/cumplia-core/empresas/my/contratos/LOPD/firma');
  });

  it('says why when the signing page cannot be opened', async () => {
    mockFetch((request) => (request.method === 'POST' ? errorResponse(409, 'CONFLICT', 'No hay un contrato de LOPDGDD pendiente de firma.') : jsonResponse(CONTRATOS)));
    renderScreen(<MisHerramientasCard activeTools={['LOPD']} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Firmar ahora el contrato de LOPDGDD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay un contrato de LOPDGDD pendiente de firma.');
  });
});
