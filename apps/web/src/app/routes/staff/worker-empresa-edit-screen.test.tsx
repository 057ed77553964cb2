import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth-storage';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { makeToken } from '../../../test/tokens';
import WorkerEmpresaEditScreen from './worker-empresa-edit-screen';

const ID = '0b6f3c1e-5d0a-4c59-9b39-1f6f0a3c2d11';
const PATH = `/cumplia-core/worker/empresas/${ID}`;

function serve(handlers: Record<string, (request: RecordedRequest) => Response>) {
  return mockFetch((request) => handlers[`${request.method} ${request.path}`]?.(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}
const renderEdit = () => renderScreen(<WorkerEmpresaEditScreen />, { path: '/empresas-worker/:id/edit', entry: `/empresas-worker/${ID}/edit` });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('/empresas-worker/:id/edit (spec 2 "Worker company edit by id")', { timeout: 30_000 }, () => {
  beforeEach(() => storeSession(makeToken({ roles: ['ROLE_CUMPLIA_WORKER'] })));

  it('shows the protocol prices read-only under their names, with Volver and Guardar Cambios', async () => {
    serve({ [`GET ${PATH}`]: () => jsonResponse(makeEmpresa({ precioLopdgdd: 100, precioAcosoLaboral: 80.5, precioDesconexionDigital: 70 })) });
    renderEdit();
    const prices = within(await screen.findByRole('region', { name: 'Precios de los protocolos' }));
    expect(prices.getByText('LOPDGDD')).toBeInTheDocument();
    expect(prices.getByText('100,00 €')).toBeInTheDocument();
    expect(prices.getByText('Acoso Laboral')).toBeInTheDocument();
    expect(prices.getByText('80,50 €')).toBeInTheDocument();
    expect(prices.getByText('Desconexión Digital')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Volver' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeInTheDocument();
  });

  it("checks with the screen's texts and patterns before sending", async () => {
    const requests = serve({ [`GET ${PATH}`]: () => jsonResponse(makeEmpresa({ cnae: '45.20' })) });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue('Talleres Ejemplo S.L.');
    await user.clear(input('Razón Social'));
    await user.clear(input('Correo electrónico'));
    await user.click(input('Correo electrónico'));
    await user.paste('maria@');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('La razón social es requerida')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico no es válido')).toBeInTheDocument();
    expect(screen.getByText('CNAE: 4 dígitos.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's errors per field and in the error dialog, else 'Error al guardar los cambios'", async () => {
    let answer = jsonResponse({ code: 'VALIDATION_ERROR', message: 'Los datos proporcionados no son válidos.', data: { email: 'Correo electrónico inválido.' } }, 400);
    serve({ [`GET ${PATH}`]: () => jsonResponse(makeEmpresa()), [`PUT ${PATH}`]: () => answer });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue('Talleres Ejemplo S.L.');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Correo electrónico inválido.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'No se han guardado los cambios' });
    expect(dialog).toHaveTextContent('Error de validación: Los datos proporcionados no son válidos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    answer = new Response('fallo', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('dialog', { name: 'No se han guardado los cambios' })).toHaveTextContent('Error al guardar los cambios');
  });
});
