import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { encodeLinkData } from '../../../features/account/utils/decode-link-data';
import { errorResponse, jsonResponse, type RecordedRequest } from '../../../test/fetch-mock';
import { callsTo, servePublicApi, solveCaptcha } from '../../../test/public-forms';
import { renderRoutes } from '../../../test/render-app';

const RECOVERY = '/cumplia-auth/users/password-recovery';
const CHANGE = '/cumplia-auth/users/changepassword';
const RECOVERY_SUCCESS = 'Se ha enviado un correo electrónico con las instrucciones para restablecer su contraseña.';

async function open(path: string, heading: string, handlers: Parameters<typeof servePublicApi>[0] = {}) {
  const requests = await servePublicApi(handlers);
  renderRoutes(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return requests;
}

describe('/recuperarcontrasena', { timeout: 20_000 }, () => {
  const openRecovery = (handlers?: Parameters<typeof servePublicApi>[0]) =>
    open('/recuperarcontrasena', 'Recuperar contraseña', handlers);
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Recuperar contraseña' }));

  it('asks for the field (with the wording of the spec) and the captcha', async () => {
    const requests = await openRecovery();
    await submit();
    expect(await screen.findByText('Por favor, introduzca su NIF.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, complete el captcha.')).toBeInTheDocument();
    expect(callsTo(requests, RECOVERY)).toHaveLength(0);
  });

  it('sends {nif} with the captcha and shows the success text', async () => {
    const requests = await openRecovery({ [`POST ${RECOVERY}`]: () => jsonResponse({ message: RECOVERY_SUCCESS }) });
    await userEvent.type(screen.getByLabelText('NIF del usuario'), ' 12345678z ');
    await solveCaptcha();
    await submit();

    expect(await screen.findByText(RECOVERY_SUCCESS)).toBeInTheDocument();
    const [call] = callsTo(requests, RECOVERY) as [RecordedRequest];
    expect(call.body).toEqual({ nif: '12345678Z' });
    expect(call.headers.get('X-CAPTCHA-AUTH')).toBeTruthy();
    expect(screen.getByLabelText('NIF del usuario')).toHaveValue('');
  });

  it.each([
    [() => errorResponse(429, 'RATE_LIMITED', 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.'), 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.'],
    [() => errorResponse(500, 'INTERNAL_SERVER_ERROR', 'boom'), 'Ocurrió un error al procesar su solicitud.'],
  ])('shows the server text or the generic failure (%#)', async (answer, text) => {
    await openRecovery({ [`POST ${RECOVERY}`]: answer });
    await userEvent.type(screen.getByLabelText('NIF del usuario'), '12345678Z');
    await solveCaptcha();
    await submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('links "aquí" to /acceso', async () => {
    await openRecovery();
    expect(screen.getByRole('link', { name: 'aquí' })).toHaveAttribute('href', '/acceso');
  });
});

describe('/resetpassword', { timeout: 20_000 }, () => {
  it('requires the user and the captcha', async () => {
    const requests = await open('/resetpassword', 'Recuperación de contraseña');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar recuperación' }));
    expect(await screen.findByText('El campo NIF es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, complete el captcha.')).toBeInTheDocument();
    expect(callsTo(requests, RECOVERY)).toHaveLength(0);
  });

  it('sends the user as {email} and continues on /reset-password/confirm with the NIF filled in', async () => {
    const requests = await open('/resetpassword', 'Recuperación de contraseña', {
      [`POST ${RECOVERY}`]: () => jsonResponse({ message: RECOVERY_SUCCESS }),
    });
    await userEvent.type(screen.getByLabelText(/^Usuario/), '12345678z');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar recuperación' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('NIF')).toHaveValue('12345678Z');
    const [call] = callsTo(requests, RECOVERY) as [RecordedRequest];
    expect(call.body).toEqual({ email: '12345678Z' });
    expect(call.headers.get('X-CAPTCHA-AUTH')).toBeTruthy();
  });
});

describe('password reset confirmation', { timeout: 20_000 }, () => {
  const LINK = encodeLinkData({ username: '12345678Z', code: '735104' });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

  async function choosePassword(password = 'Nueva-clave-1', confirmation = password) {
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), password);
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
  }

  it('/reset-password-confirm prefills NIF and code from data', async () => {
    await open(`/reset-password-confirm?data=${encodeURIComponent(LINK)}`, 'Restablecer contraseña');
    expect(screen.getByLabelText('NIF')).toHaveValue('12345678Z');
    expect(screen.getByLabelText(/^Código/)).toHaveValue('735104');
  });

  it('/reset-password/confirm prefills the NIF from username', async () => {
    await open('/reset-password/confirm?username=12345678Z', 'Restablecer contraseña');
    expect(screen.getByLabelText('NIF')).toHaveValue('12345678Z');
    expect(screen.getByLabelText(/^Código/)).toHaveValue('');
  });

  it('says so when data cannot be read', async () => {
    await open('/reset-password-confirm?data=%7Bnope', 'Restablecer contraseña');
    expect(screen.getByText('Error al procesar los datos de verificación')).toBeInTheDocument();
  });

  it('shows the validation texts of the spec', async () => {
    const requests = await open('/reset-password-confirm', 'Restablecer contraseña');
    await submit();
    expect(await screen.findByText("El campo 'NIF' es obligatorio.")).toBeInTheDocument();
    expect(screen.getByText("El campo 'Código' es obligatorio.")).toBeInTheDocument();
    expect(screen.getByText("El campo 'Nueva contraseña' es obligatorio.")).toBeInTheDocument();
    expect(screen.getByText("El campo 'Confirmar contraseña' es obligatorio.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('NIF'), '12345678Z');
    await userEvent.type(screen.getByLabelText(/^Código/), '735104');
    await choosePassword('Nueva-clave-1', 'Nueva-clave-2');
    await submit();
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(callsTo(requests, CHANGE)).toHaveLength(0);
  });

  it('changes the password, shows a dialog, then opens /acceso with a message', async () => {
    const requests = await open(`/reset-password-confirm?data=${encodeURIComponent(LINK)}`, 'Restablecer contraseña', {
      [`POST ${CHANGE}`]: () => jsonResponse({ message: 'Contraseña actualizada correctamente.' }),
    });
    await choosePassword();
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Contraseña actualizada' });
    expect(within(dialog).getByText('Contraseña actualizada correctamente.')).toBeInTheDocument();
    expect(callsTo(requests, CHANGE)[0]?.body).toEqual({
      username: '12345678Z',
      code: '735104',
      newPassword: 'Nueva-clave-1',
      newPasswordConfirmation: 'Nueva-clave-1',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir al acceso' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso' })).toBeInTheDocument();
    expect(screen.getByText('Contraseña actualizada. Ya puede acceder con su nueva contraseña.')).toBeInTheDocument();
  });

  it.each([
    [() => errorResponse(400, 'INVALID_CODE', 'El código no es válido o ha caducado.'), 'El código no es válido o ha caducado.'],
    [() => errorResponse(500, 'INTERNAL_SERVER_ERROR', 'boom'), 'Error al actualizar la contraseña'],
  ])('shows the server text or "Error al actualizar la contraseña" (%#)', async (answer, text) => {
    await open(`/reset-password-confirm?data=${encodeURIComponent(LINK)}`, 'Restablecer contraseña', {
      [`POST ${CHANGE}`]: answer,
    });
    await choosePassword();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('puts the field messages of a validation error under their fields', async () => {
    await open(`/reset-password-confirm?data=${encodeURIComponent(LINK)}`, 'Restablecer contraseña', {
      [`POST ${CHANGE}`]: () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message: 'Los datos proporcionados no son válidos.', data: { newPassword: 'Demasiado común.' } },
          400,
        ),
    });
    await choosePassword();
    await submit();
    expect(await screen.findByText('Demasiado común.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Los datos proporcionados no son válidos.');
  });
});
