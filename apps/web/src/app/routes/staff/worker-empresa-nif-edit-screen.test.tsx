import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { WORKER_AREA } from './staff-area';
import WorkerEmpresaNifEditScreen from './worker-empresa-nif-edit-screen';

const empresa = makeEmpresa();

function serve(handlers: Record<string, (request: RecordedRequest) => Response>) {
  return mockFetch((request) => handlers[`${request.method} ${request.path}`]?.(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}
const renderEdit = () =>
  renderScreen(<WorkerEmpresaNifEditScreen staffArea={WORKER_AREA} />, { path: '/worker-editar-cliente-empresa', entry: '/worker-editar-cliente-empresa?cifNif=b45678901' });

describe('/worker-editar-cliente-empresa?cifNif= (spec 2 "Worker edit by cifNif")', { timeout: 30_000 }, () => {
  it("shows 'Editar Empresa' with the username and the services read-only", async () => {
    serve({ 'GET /cumplia-core/worker/empresas/b45678901': () => jsonResponse(empresa) });
    renderEdit();
    expect(await screen.findByDisplayValue('Talleres Ejemplo S.L.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Empresa' })).toBeInTheDocument();
    expect(screen.getByLabelText('NIF del usuario', { selector: 'input' })).toHaveAttribute('readonly');
    for (const name of ['LOPDGDD', 'Acoso Laboral', 'Desconexión Digital']) expect(screen.getByRole('checkbox', { name })).toBeDisabled();
  });

  it('saves by id, shows the success dialog and then the worker\'s company list', async () => {
    const requests = serve({
      'GET /cumplia-core/worker/empresas/b45678901': () => jsonResponse(empresa),
      [`PUT /cumplia-core/worker/empresas/${empresa.id}`]: () => jsonResponse(empresa),
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    await screen.findByDisplayValue('Talleres Ejemplo S.L.');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    const dialog = await screen.findByRole('dialog', { name: '¡Actualización Exitosa!' });
    expect(dialog).toHaveTextContent('La empresa ha sido actualizada correctamente.');
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ nifCif: 'B45678901', dni: '12345678Z' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker-editar-cliente-listado'));
  });

  it('shows the edit texts of spec 2 §8 in the error dialog', async () => {
    serve({
      'GET /cumplia-core/worker/empresas/b45678901': () => jsonResponse(empresa),
      [`PUT /cumplia-core/worker/empresas/${empresa.id}`]: () => new Response('x', { status: 502 }),
    });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue('Talleres Ejemplo S.L.');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('dialog', { name: 'No se han guardado los cambios' })).toHaveTextContent('Error al actualizar la empresa.');
  });
});
