import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { fill } from '../../../test/form-fields';
import { renderScreen } from '../../../test/render-screen';
import { expectTexts } from '../../../test/texts';
import { CreateGestoriaForm } from './create-gestoria-form';

async function fillValid(user: UserEvent) {
  await fill(user, 'Razón Social', 'Asesores Navarro S.L.');
  await fill(user, 'Nombre Comercial', 'Asesores Navarro');
  await fill(user, 'NIF/CIF', 'B76543214');
  await user.click(screen.getByRole('radio', { name: 'Empresa' }));
  await fill(user, 'Nombre y apellidos', 'Rosa Navarro');
  await user.type(screen.getByRole('textbox', { name: 'DNI' }), '77777777b');
  await fill(user, 'Correo electrónico', 'rosa@asesoresnavarro.es');
  await fill(user, 'Teléfono', '976 123 456');
  await fill(user, 'CNAE', '6920');
  await fill(user, 'Actividad de la Empresa', 'Asesoría');
  await fill(user, 'Dirección', 'Calle Alfonso I 12');
  await fill(user, 'Número de Cuenta (IBAN)', 'ES91 2100 0418 4502 0005 1332');
}

const gestoriaAnswer = (body: Record<string, unknown>) => ({
  id: '6c1f8a52-3c49-4f77-9d1f-4f1a1b2c3d4e',
  razonSocial: body.razonSocial,
  nombreComercial: body.nombreComercial,
  nifCif: body.nifCif,
  tipo: 'E',
  nombre: body.nombre,
  dni: body.dni,
  email: body.email,
  telefono: body.telefono,
  direccion: body.direccion,
  provincia: '',
  codigoPostal: '',
  cnae: body.cnae,
  actividad: body.actividad,
  numTrabajadores: 0,
  numCuenta: body.numCuenta,
  comision: body.comision,
  superColaborador: false,
  createdAt: '2026-11-23T10:00:00.000Z',
  productos: body.productos,
});

// A long form typed field by field: slower than the default 5 s on a busy machine.
describe('CreateGestoriaForm ("Alta de Colaborador", spec 2 §5)', { timeout: 30_000 }, () => {
  it('shows the summary and the field messages, and sends nothing', async () => {
    const requests = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderScreen(<CreateGestoriaForm area="admin" />);
    await user.click(screen.getByRole('button', { name: 'Añadir colaborador' }));
    await expectTexts(['Por favor, corrija los errores en el formulario.', 'Razón Social es requerida.', 'DNI es requerido.', 'Número de Cuenta es requerido.']);
    expect(requests).toHaveLength(0);
  });

  it('sends the collaborator with its product lines, the dni upper-cased and as username, then empties the form', async () => {
    const requests = mockFetch((request) => jsonResponse(gestoriaAnswer(request.body as Record<string, unknown>), 201));
    const user = userEvent.setup();
    renderScreen(<CreateGestoriaForm area="admin" />);
    expect(screen.getByLabelText('Comisión (%)', { exact: false, selector: 'input' })).toHaveValue('10');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Añadir protocolo' }));
    const line = screen.getByTestId('protocol-line');
    await user.click(within(line).getByRole('combobox', { name: 'Protocolo' }));
    await user.click(await screen.findByRole('option', { name: 'DESCONEXIÓN' }));
    await user.clear(within(line).getByRole('textbox', { name: 'Precio (€)' }));
    await user.type(within(line).getByRole('textbox', { name: 'Precio (€)' }), '75,5');
    await user.click(screen.getByRole('button', { name: 'Añadir colaborador' }));

    await screen.findByText('El colaborador se ha añadido correctamente.');
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/cumplia-core/admin/gestorias' });
    expect(requests[0]?.body).toMatchObject({
      dni: '77777777B',
      username: '77777777B',
      telefono: '+34976123456',
      numCuenta: 'ES9121000418450200051332',
      comision: 10,
      productos: [{ nombrePlantilla: 'DIGITAL', precioDescuento: 75.5 }],
    });
    expect(screen.getByLabelText('Razón Social', { exact: false, selector: 'input' })).toHaveValue('');
    expect(screen.queryByTestId('protocol-line')).not.toBeInTheDocument();
  });

  it('offers the worker the commission choices, 3 % first, and posts to worker/gestorias', async () => {
    const requests = mockFetch((request) => jsonResponse(gestoriaAnswer(request.body as Record<string, unknown>), 201));
    const user = userEvent.setup();
    renderScreen(<CreateGestoriaForm area="worker" />);
    expect(screen.getByRole('combobox', { name: 'Comisión (%)' })).toHaveValue('3 %');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Añadir colaborador' }));
    await screen.findByText('La gestoría se ha añadido correctamente.');
    expect(requests[0]).toMatchObject({ path: '/cumplia-core/worker/gestorias', body: { comision: 3 } });
  });

  it("shows the server's answer in a dialog and keeps what was typed", async () => {
    mockFetch(() => errorResponse(409, 'DUPLICATE_NIF_CIF', 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.'));
    const user = userEvent.setup();
    renderScreen(<CreateGestoriaForm area="admin" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Añadir colaborador' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se ha podido añadir el colaborador' });
    expect(dialog).toHaveTextContent('El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.');
    expect(screen.getByLabelText('Razón Social', { exact: false, selector: 'input' })).toHaveValue('Asesores Navarro S.L.');
  });
});
