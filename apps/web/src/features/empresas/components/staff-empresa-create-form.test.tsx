import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillValidCompany, makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { StaffEmpresaCreateForm } from './staff-empresa-create-form';

/** Chooses `protocol` on the last protocol line. */
async function chooseProtocol(user: UserEvent, protocol: string) {
  const lines = screen.getAllByTestId('protocol-line');
  await user.click(within(lines.at(-1)!).getByLabelText(/Protocolo/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: protocol }));
}

describe('StaffEmpresaCreateForm (spec 2 "Alta de una empresa")', () => {
  it('shows the five sections of the spec', () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND'));
    renderScreen(<StaffEmpresaCreateForm area="admin" />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['INFORMACIÓN', 'DATOS ADMINISTRADOR', 'DATOS CONTACTO', 'DATOS EMPRESA', 'PROTOCOLOS Y PRECIOS']);
  });

  it('proposes each protocol its default price, sends the lines and, once created, shows the modal and a blank form', async () => {
    const requests = mockFetch((request) => (request.method === 'POST' ? jsonResponse(makeEmpresa(), 201) : errorResponse(404, 'NOT_FOUND')));
    const user = userEvent.setup();
    renderScreen(<StaffEmpresaCreateForm area="worker" />);
    await fillValidCompany(user);

    await user.click(screen.getByRole('button', { name: 'Añadir protocolo' }));
    const blank = screen.getAllByTestId('protocol-line')[0]!;
    expect(within(blank).getByLabelText(/Precio/)).toHaveValue('0,00');
    await chooseProtocol(user, 'LOPD');
    expect(within(blank).getByLabelText(/Precio/)).toHaveValue('120,00');
    await user.click(screen.getByRole('button', { name: 'Añadir protocolo' }));
    await chooseProtocol(user, 'DESCONEXIÓN');
    const second = screen.getAllByTestId('protocol-line')[1]!;
    expect(within(second).getByLabelText(/Precio/)).toHaveValue('90,00');
    await user.clear(within(second).getByLabelText(/Precio/));
    await user.type(within(second).getByLabelText(/Precio/), '75,5');

    await user.click(screen.getByRole('button', { name: 'Crear empresa' }));
    const dialog = await screen.findByRole('dialog', { name: '¡Éxito!' });
    expect(dialog).toHaveTextContent('Empresa creada exitosamente en el sistema.');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/cumplia-core/worker/empresas');
    expect(post.body).toMatchObject({
      nifCif: 'B45678901',
      telefono: '+34612345678',
      productos: [
        { nombrePlantilla: 'LOPD', precioDescuento: 120 },
        { nombrePlantilla: 'DIGITAL', precioDescuento: 75.5 },
      ],
      gestoriaId: null,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByLabelText('Razón Social', { exact: false, selector: 'input' })).toHaveValue(''));
    expect(screen.queryAllByTestId('protocol-line')).toHaveLength(0);
  }, 30_000);

  it('asks for a protocol on a blank line and shows the server refusal', async () => {
    const requests = mockFetch(() => errorResponse(409, 'DUPLICATE_NIF_CIF', 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.'));
    const user = userEvent.setup();
    renderScreen(<StaffEmpresaCreateForm area="admin" />);
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Añadir protocolo' }));
    await user.click(screen.getByRole('button', { name: 'Crear empresa' }));
    expect(await screen.findByText('Seleccione un protocolo')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar la línea 1' }));
    await user.click(screen.getByRole('button', { name: 'Crear empresa' }));
    expect(await screen.findAllByText(/El NIF\/CIF ya está registrado en el sistema/)).not.toHaveLength(0);
    expect(requests[0]!.path).toBe('/cumplia-core/admin/empresas');
  }, 30_000);
});
