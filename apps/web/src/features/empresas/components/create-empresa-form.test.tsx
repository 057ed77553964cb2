import type { Empresa } from '@cumplia/shared/schemas/empresa';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillValidCompany, makeEmpresa } from '../../../test/empresas';
import { fill } from '../../../test/form-fields';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { expectTexts } from '../../../test/texts';
import { CreateEmpresaForm } from './create-empresa-form';

const CREATE_PATH = '/cumplia-core/gestorias/my/empresas';

/** The server's answer to a creation: the company sent, as stored (the administrator's NIF is also its dni). */
function createdEmpresa(body: Record<string, unknown>) {
  const sent = body as Partial<Empresa>;
  return makeEmpresa({ ...sent, dni: sent.username ?? null });
}

function serve(handler: (request: RecordedRequest) => Response | Promise<Response>) {
  return mockFetch((request) => (request.path === CREATE_PATH ? handler(request) : errorResponse(404, 'NOT_FOUND')));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Crear empresa' }));

describe('CreateEmpresaForm ("Alta de una empresa", spec 1 §2.12, §5)', () => {
  it('shows the spec messages under each empty field and sends nothing', async () => {
    const requests = serve(() => jsonResponse({}));
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    await submit(user);

    await expectTexts([
      'Razón Social es requerida.',
      'NIF/CIF es requerido.',
      'Tipo es requerido.',
      'Nombre es requerido.',
      'DNI del usuario es requerido.',
      'Correo electrónico es requerido.',
      'Teléfono es requerido.',
      'Nombre Comercial es requerido.',
      'Dirección es requerida.',
      'Código Postal es requerido.',
      'Población es requerida.',
      'Provincia es requerida.',
      'CNAE es requerido.',
      'Actividad de la Empresa es requerida.',
      'Número de Cuenta es requerido.',
    ]);
    expect(requests).toHaveLength(0);
  });

  it('checks the NIF/CIF, the DNI del usuario, the e-mail and the IBAN', async () => {
    serve(() => jsonResponse({}));
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    await fill(user, 'NIF/CIF', 'B45678902');
    await fill(user, 'DNI del usuario', '12345678A');
    await fill(user, 'Correo electrónico', 'maria@');
    await fill(user, 'Número de Cuenta (IBAN)', 'ES9121000418450200051333');
    await submit(user);

    await expectTexts(['NIF/CIF inválido.', 'DNI del usuario inválido.', 'Correo electrónico inválido.', 'IBAN no válido']);
  });

  it('keeps the phone as +34 and digits, and cuts CNAE and actividad at 60 characters', async () => {
    serve(() => jsonResponse({}));
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    const phone = screen.getByLabelText('Teléfono', { exact: false, selector: 'input' });
    expect(phone).toHaveValue('+34');
    await user.click(phone);
    await user.keyboard('{Backspace}{Backspace}612 34');
    expect(phone).toHaveValue('+3461234');

    expect(screen.getByLabelText('CNAE', { exact: false, selector: 'input' })).toHaveAttribute('maxlength', '60');
    expect(screen.getByLabelText('Actividad de la Empresa', { exact: false, selector: 'input' })).toHaveAttribute('maxlength', '60');
  });

  it('sends trimmed values, 0 workers as a number and direct debit by default; then empties the form', async () => {
    const requests = serve((request) => jsonResponse(createdEmpresa(request.body as Record<string, unknown>), 201));
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    await fillValidCompany(user, { razonSocial: '  Talleres Ejemplo S.L.  ', nifCif: 'b45678901' });
    await user.click(screen.getByRole('checkbox', { name: 'LOPDGDD' }));
    await submit(user);

    expect(
      await screen.findByText('Empresa creada correctamente. El administrador recibirá un correo para verificar su cuenta.'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.body).toEqual({
      razonSocial: 'Talleres Ejemplo S.L.',
      nombreComercial: 'Talleres Ejemplo',
      nifCif: 'B45678901',
      tipo: 'E',
      cnae: '4520',
      actividad: 'Reparación de vehículos',
      numTrabajadores: 0,
      direccion: 'Calle Mayor 1',
      codigoPostal: '28013',
      localidad: 'Madrid',
      provincia: 'Madrid',
      nombre: 'María López García',
      username: '12345678Z',
      email: 'maria@talleresejemplo.es',
      telefono: '+34612345678',
      metodoDePago: 'SEPA',
      numCuenta: 'ES9121000418450200051332',
      lopdgdd: true,
      acosoLaboral: false,
      desconexionDigital: false,
    });
    expect(screen.getByLabelText('Razón Social', { exact: false, selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('Teléfono', { exact: false, selector: 'input' })).toHaveValue('+34');
    expect(screen.getByRole('checkbox', { name: 'LOPDGDD' })).not.toBeChecked();
  });

  it('hides the account for transfer or card and sends the placeholder; back to direct debit it is empty', async () => {
    const requests = serve((request) => jsonResponse(createdEmpresa(request.body as Record<string, unknown>), 201));
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    await fillValidCompany(user, { razonSocial: '  Talleres Ejemplo S.L.  ', nifCif: 'b45678901' });
    expect(screen.getByRole('radio', { name: 'Adeudo Bancario' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Transferencia' }));
    expect(screen.queryByLabelText('Número de Cuenta (IBAN)', { exact: false })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Adeudo Bancario' }));
    expect(screen.getByLabelText('Número de Cuenta (IBAN)', { exact: false, selector: 'input' })).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Tarjeta' }));
    await submit(user);

    await screen.findByRole('status');
    expect(requests[0]!.body).toMatchObject({ metodoDePago: 'TARJETA', numCuenta: 'ES0000000000000000000000' });
  });

  it('shows the spec text of a duplicate NIF/CIF above the button and under the field', async () => {
    serve(() => errorResponse(409, 'DUPLICATE_NIF_CIF', 'El NIF/CIF ya existe.'));
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    await fillValidCompany(user, { razonSocial: '  Talleres Ejemplo S.L.  ', nifCif: 'b45678901' });
    await submit(user);

    const text = 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getAllByText(text)).toHaveLength(2);
    // The data stays for the user to correct.
    expect(screen.getByLabelText('Razón Social', { exact: false, selector: 'input' })).toHaveValue('  Talleres Ejemplo S.L.  ');
  });

  it('shows a validation error with its prefix and each field message under its field', async () => {
    serve(() =>
      jsonResponse(
        { code: 'VALIDATION_ERROR', message: 'Código Postal inválido: 5 dígitos.', data: { codigoPostal: 'Código Postal inválido: 5 dígitos.' } },
        400,
      ),
    );
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    await fillValidCompany(user, { razonSocial: '  Talleres Ejemplo S.L.  ', nifCif: 'b45678901' });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error de validación: Código Postal inválido: 5 dígitos.');
    const postalCode = screen.getByLabelText('Código Postal', { exact: false, selector: 'input' });
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(postalCode).toHaveAccessibleDescription(expect.stringContaining('Código Postal inválido: 5 dígitos.'));
  });

  it("shows the server's text for a duplicate administrator NIF under the DNI del usuario", async () => {
    const message = 'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.';
    serve(() => errorResponse(409, 'DUPLICATE_USERNAME', message));
    const user = userEvent.setup();
    renderScreen(<CreateEmpresaForm />);

    await fillValidCompany(user, { razonSocial: '  Talleres Ejemplo S.L.  ', nifCif: 'b45678901' });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('DNI del usuario', { exact: false, selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });
});
