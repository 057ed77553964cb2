import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { encodeLinkData } from '../../../features/account/utils/decode-link-data';
import { errorResponse, jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';
import { callsTo, servePublicApi, solveCaptcha } from '../../../test/public-forms';
import { renderRoutes } from '../../../test/render-app';
import { expectTexts } from '../../../test/texts';

const VERIFY = '/cumplia-auth/users/verify';
const LINK = encodeLinkData({ username: '12345678Z', email: 'ana@example.com', code: '482913' });

async function open(search: string, handlers: Parameters<typeof servePublicApi>[0] = {}) {
  const requests = await servePublicApi(handlers);
  renderRoutes(`/verificacion${search}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Verificación de cuenta' })).toBeInTheDocument();
  return requests;
}

async function choosePassword(password = 'Segura-2024', confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^Contraseña/), password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Verificar cuenta' }));

describe('/verificacion', { timeout: 20_000 }, () => {
  it('prefills NIF, e-mail and code from the data of the e-mailed link', async () => {
    await open(`?data=${encodeURIComponent(LINK)}`);
    expect(screen.getByLabelText('NIF')).toHaveValue('12345678Z');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Código de verificación/)).toHaveValue('482913');
    expect(screen.queryByText('Error al procesar los datos de verificación')).not.toBeInTheDocument();
    // In "usted", as every text of the app (decision 0054).
    expect(screen.getByRole('link', { name: 'Acceda aquí' })).toHaveAttribute('href', '/acceso');
  });

  it('says so when the data cannot be read, and leaves the form empty to fill in', async () => {
    await open('?data=esto-no-es-base64%25');
    expect(screen.getByText('Error al procesar los datos de verificación')).toBeInTheDocument();
    expect(screen.getByLabelText('NIF')).toHaveValue('');
  });

  it('keeps only the digits of the code as it is typed', async () => {
    await open('');
    await userEvent.type(screen.getByLabelText(/^Código de verificación/), '48 29-a13');
    expect(screen.getByLabelText(/^Código de verificación/)).toHaveValue('482913');
  });

  it('shows the validation texts of the spec', async () => {
    const requests = await open('');
    await submit();

    await expectTexts([
      'El nombre de usuario es obligatorio.',
      'El correo electrónico es obligatorio.',
      'El código de verificación es obligatorio.',
      'La contraseña es obligatoria.',
      'Debe confirmar la contraseña.',
      'Por favor, complete el captcha.',
    ]);

    await choosePassword('Segura-2024', 'Segura-2025');
    await submit();
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(callsTo(requests, VERIFY)).toHaveLength(0);
  });

  it('verifies with the captcha header and opens /acceso with a message and the NIF filled in', async () => {
    const requests = await open(`?data=${encodeURIComponent(LINK)}`, {
      [`POST ${VERIFY}`]: () => jsonResponse({ message: 'Cuenta verificada correctamente.' }),
    });
    await choosePassword();
    await solveCaptcha();
    await submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso' })).toBeInTheDocument();
    expect(screen.getByText('Cuenta verificada correctamente.')).toBeInTheDocument();
    expect(screen.getByLabelText('NIF')).toHaveValue('12345678Z');
    const [call] = callsTo(requests, VERIFY) as [RecordedRequest];
    expect(call.body).toEqual({
      username: '12345678Z',
      email: 'ana@example.com',
      verificationCode: '482913',
      password: 'Segura-2024',
    });
    expect(call.headers.get('X-CAPTCHA-AUTH')).toBeTruthy();
  });

  it("shows the server's text for an invalid code and resets the captcha", async () => {
    await open(`?data=${encodeURIComponent(LINK)}`, {
      [`POST ${VERIFY}`]: () => errorResponse(400, 'INVALID_CODE', 'El código de verificación no es válido o ha caducado.'),
    });
    await choosePassword();
    await solveCaptcha();
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('El código de verificación no es válido o ha caducado.');
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
  });

  it('puts a 400 about the DNI under the NIF field', async () => {
    await open(`?data=${encodeURIComponent(LINK)}`, {
      [`POST ${VERIFY}`]: () => errorResponse(400, 'VALIDATION_ERROR', 'El dni no coincide con el usuario.'),
    });
    await choosePassword();
    await solveCaptcha();
    await submit();

    const nif = screen.getByLabelText('NIF');
    await screen.findByText('El dni no coincide con el usuario.');
    expect(nif).toHaveAttribute('aria-invalid', 'true');
    const describedBy = nif.getAttribute('aria-describedby') ?? '';
    const described = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('El dni no coincide con el usuario.');
  });

  it('a 400 AUTH001 asks to fill in every field', async () => {
    await open(`?data=${encodeURIComponent(LINK)}`, {
      [`POST ${VERIFY}`]: () => jsonResponse({ code: 'AUTH001', message: 'x', data: { password: 'Falta' } }, 400),
    });
    await choosePassword();
    await solveCaptcha();
    await submit();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Por favor, complete todos los campos requeridos.')).toBeInTheDocument();
  });
});
