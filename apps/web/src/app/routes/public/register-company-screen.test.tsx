import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';
import { callsTo, servePublicApi, solveCaptcha } from '../../../test/public-forms';
import { renderRoutes } from '../../../test/render-app';
import { PROVEEDOR_PATH, TEST_PROVEEDOR } from '../../../test/proveedor';

const REGISTER = '/cumplia-core/empresas/register';

async function fill(label: RegExp | string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** A complete, valid registration; the tools and payment are left to each test. */
async function fillCompany() {
  await fill(/^Razón Social/, 'Talleres Ejemplo SL');
  await fill(/^Nombre Comercial/, 'Talleres Ejemplo');
  await fill(/^NIF\/CIF/, 'b12345674');
  await userEvent.click(screen.getByRole('radio', { name: 'Empresa' }));
  await fill(/^CNAE/, '2511');
  await fill(/^Actividad de la Empresa/, 'Fabricación de estructuras metálicas');
  await fill(/^Número de trabajadores/, '12');
  await fill(/^Dirección/, 'Calle Mayor 1');
  await fill(/^Código Postal/, '46001');
  await fill(/^Población/, 'Valencia');
  await fill(/^Provincia/, 'Valencia');
  await fill(/^Nombre y apellidos/, 'Ana García López');
  await fill(/^NIF del usuario/, '12345678z');
  await fill(/^Correo electrónico/, 'ana@example.com');
  await fill(/^Teléfono/, '612 345 678');
}

async function openForm(handlers: Parameters<typeof servePublicApi>[0] = {}) {
  const requests = await servePublicApi(handlers);
  renderRoutes('/registrar');
  expect(await screen.findByRole('heading', { level: 1, name: 'Registre su empresa' }, { timeout: 10_000 })).toBeInTheDocument();
  return requests;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrar empresa' }));

// Each test fills a long form as a person would; under a parallel run that outlasts the default 5 s.
describe('/registrar "Registre su empresa"', { timeout: 30_000 }, () => {
  it('opens the form at once and asks for the captcha when it is sent (issue 23)', async () => {
    const requests = await openForm();
    expect(screen.getByLabelText(/^Razón Social/)).toBeEnabled();
    expect(screen.queryByText('Por favor, complete el captcha.')).not.toBeInTheDocument();

    await fillCompany();
    await fill(/^Número de Cuenta/, 'ES91 2100 0418 4502 0005 1332');
    await userEvent.click(screen.getByRole('checkbox', { name: /LOPDGDD/ }));
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Revise los datos del formulario' });
    expect(dialog).toHaveTextContent('Verificación: Por favor, complete el captcha.');
    expect(callsTo(requests, REGISTER)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText('Por favor, complete el captcha.')).toBeInTheDocument();

    await solveCaptcha();
    expect(screen.queryByText('Por favor, complete el captcha.')).not.toBeInTheDocument();
  });

  it('tells who is responsible for the data, what for, on what basis and where the rest is, before they are sent (RGPD art. 13, LOPDGDD art. 11)', async () => {
    await openForm({ [`GET ${PROVEEDOR_PATH}`]: () => jsonResponse(TEST_PROVEEDOR) });
    const notice = screen.getByRole('heading', { level: 3, name: 'Información básica sobre protección de datos' }).parentElement!;
    expect(await within(notice).findByText(`${TEST_PROVEEDOR.nombre} (NIF ${TEST_PROVEEDOR.nif}).`)).toBeInTheDocument();
    for (const term of ['Responsable', 'Finalidad', 'Legitimación', 'Destinatarios', 'Derechos', 'Datos necesarios']) expect(within(notice).getByText(term)).toBeInTheDocument();
    expect(notice).toHaveTextContent('artículo 6.1.b del RGPD');
    expect(notice).toHaveTextContent('reclamar ante la AEPD');
    expect(within(notice).getByRole('link', { name: /política de privacidad/ })).toHaveAttribute('href', '/aviso-legal#privacidad');
  });

  it('shows each tool with its base price before VAT', async () => {
    await openForm();
    expect(screen.getByRole('checkbox', { name: /LOPDGDD\s*120,00 € \+ IVA/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Acoso Laboral\s*90,00 € \+ IVA/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Desconexión Digital\s*90,00 € \+ IVA/ })).toBeInTheDocument();
  });

  it('lists the validation errors in a dialog, and under each field', async () => {
    const requests = await openForm();
    await solveCaptcha();
    await fill(/^NIF del usuario/, 'B12345674');
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Revise los datos del formulario' });
    for (const line of [
      'Razón Social es requerida.',
      'NIF/CIF es requerido.',
      'Tipo es requerido.',
      'NIF del usuario inválido.',
      'Correo electrónico es requerido.',
      'Teléfono es requerido.',
    ]) {
      expect(within(dialog).getByText(line)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Razón Social:')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByText('NIF del usuario inválido.')).toBeInTheDocument();
    expect(callsTo(requests, REGISTER)).toHaveLength(0);
  });

  it('asks for the account and for at least one tool', async () => {
    const requests = await openForm();
    await solveCaptcha();
    await fillCompany();
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Revise los datos del formulario' });
    expect(within(dialog).getByText('Número de Cuenta es requerido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleccione al menos una herramienta.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await fill(/^Número de Cuenta/, 'ES91 2100 0418 4502 0005 1333');
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Revise los datos del formulario' })).toHaveTextContent('IBAN no válido');
    expect(callsTo(requests, REGISTER)).toHaveLength(0);
  });

  it('limits CNAE and activity to 60 characters and shapes the phone to +34', async () => {
    await openForm();
    await solveCaptcha();
    expect(screen.getByLabelText(/^CNAE/)).toHaveAttribute('maxLength', '60');
    expect(screen.getByLabelText(/^Actividad de la Empresa/)).toHaveAttribute('maxLength', '60');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('+34');
    await userEvent.type(screen.getByLabelText(/^Teléfono/), '612 34');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('+3461234');
  });

  it('direct debit is the default; another method hides the account and sends ES plus 22 zeros', async () => {
    const requests = await openForm({ [`POST ${REGISTER}`]: () => jsonResponse({ message: 'ok' }, 201) });
    await solveCaptcha();
    expect(screen.getByRole('radio', { name: 'Adeudo Bancario' })).toBeChecked();
    expect(screen.getByLabelText(/^Número de Cuenta/)).toHaveValue('');

    await userEvent.click(screen.getByRole('radio', { name: 'Transferencia' }));
    expect(screen.queryByLabelText(/^Número de Cuenta/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Adeudo Bancario' }));
    expect(screen.getByLabelText(/^Número de Cuenta/)).toHaveValue('');

    await userEvent.click(screen.getByRole('radio', { name: 'Tarjeta' }));
    await fillCompany();
    await userEvent.click(screen.getByRole('checkbox', { name: /LOPDGDD/ }));
    await submit();

    await screen.findByRole('dialog', { name: 'Empresa registrada' });
    expect(callsTo(requests, REGISTER)[0]?.body).toMatchObject({ metodoDePago: 'TARJETA', numCuenta: 'ES0000000000000000000000' });
  });

  it('registers without an Authorization header, resets the form and goes on to /verificacion', async () => {
    const requests = await openForm({
      [`POST ${REGISTER}`]: () =>
        jsonResponse(
          {
            id: 'e-1',
            nifCif: 'B12345674',
            username: '12345678Z',
            email: 'ana@example.com',
            message: 'Empresa registrada correctamente. Le hemos enviado un correo electrónico para verificar su cuenta.',
          },
          201,
        ),
    });
    await solveCaptcha();
    await fillCompany();
    await fill(/^Número de Cuenta/, 'ES91 2100 0418 4502 0005 1332');
    await userEvent.click(screen.getByRole('checkbox', { name: /LOPDGDD/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Desconexión Digital/ }));
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Empresa registrada' });
    expect(
      within(dialog).getByText('Empresa registrada correctamente. Le hemos enviado un correo electrónico para verificar su cuenta.'),
    ).toBeInTheDocument();
    const [call] = callsTo(requests, REGISTER) as [RecordedRequest];
    expect(call.method).toBe('POST');
    expect(call.headers.get('Authorization')).toBeNull();
    expect(call.headers.get('X-CAPTCHA-AUTH')).toBeTruthy();
    expect(call.body).toEqual({
      razonSocial: 'Talleres Ejemplo SL',
      nombreComercial: 'Talleres Ejemplo',
      nifCif: 'B12345674',
      tipo: 'E',
      cnae: '2511',
      actividad: 'Fabricación de estructuras metálicas',
      numTrabajadores: '12',
      direccion: 'Calle Mayor 1',
      codigoPostal: '46001',
      localidad: 'Valencia',
      provincia: 'Valencia',
      nombre: 'Ana García López',
      username: '12345678Z',
      email: 'ana@example.com',
      telefono: '+34612345678',
      lopdgdd: true,
      acosoLaboral: false,
      desconexionDigital: true,
      metodoDePago: 'SEPA',
      numCuenta: 'ES9121000418450200051332',
    });
    expect(screen.getByLabelText(/^Razón Social/)).toHaveValue('');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verificación de cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('NIF')).toHaveValue('12345678Z');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
  });

  it.each([
    [
      () => errorResponse(409, 'DUPLICATE_USERNAME', 'duplicate key value violates unique constraint'),
      'El NIF del usuario ya está registrado en el sistema. Este NIF es único y no puede estar duplicado.',
    ],
    [() => errorResponse(500, 'INTERNAL_SERVER_ERROR', 'Ha ocurrido un error'), 'Error al registrar la empresa. Inténtelo de nuevo.'],
    [
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Error de conexión. Por favor, inténtelo de nuevo más tarde.',
    ],
    [
      () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message: 'Los datos proporcionados no son válidos.', data: { codigoPostal: 'Código Postal inexistente.' } },
          400,
        ),
      'Código Postal inexistente.',
    ],
  ])('shows the failure in the dialog (%#) and asks for the captcha again', async (answer, text) => {
    await openForm({ [`POST ${REGISTER}`]: answer });
    await solveCaptcha();
    await fillCompany();
    await userEvent.click(screen.getByRole('radio', { name: 'Transferencia' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Acoso Laboral/ }));
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'No se pudo registrar la empresa' });
    expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    // The solution was spent: the box asks again, and the data typed stays.
    await waitFor(() => expect(screen.getByLabelText('No soy un robot')).not.toBeChecked());
    expect(screen.getByLabelText(/^Razón Social/)).toHaveValue('Talleres Ejemplo SL');
  });
});
