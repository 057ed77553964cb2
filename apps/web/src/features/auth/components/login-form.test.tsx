import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCaptchaChallenge } from '../../../test/captcha-challenge';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { LoginForm } from './login-form';
import { getAuthToken, hasSessionHint, storeSession } from '../../../lib/auth-storage';
import { LOGIN_ERROR_MESSAGES } from '../utils/login-error-message';

const loginRoutes: RouteObject[] = [
  { path: '/acceso', element: <LoginForm /> },
  { path: '/iniciogestora', element: <h1>Inicio gestoría</h1> },
  { path: '/inicioempresa', element: <h1>Inicio empresa</h1> },
  { path: '/iniciosuperadmin', element: <h1>Inicio superadmin</h1> },
  { path: '/worker-inicio', element: <h1>Inicio worker</h1> },
  { path: '/recuperarcontrasena', element: <h1>Recuperar</h1> },
];

let challenge: Awaited<ReturnType<typeof makeCaptchaChallenge>>;

/** Answers the captcha challenge, and the login with `authenticate`. */
function serve(authenticate: (request: RecordedRequest) => Response) {
  return mockFetch((request) => {
    if (request.path === '/cumplia-auth/captcha/challenge') return jsonResponse(challenge);
    if (request.path === '/cumplia-auth/authenticate') return authenticate(request);
    return errorResponse(404, 'NOT_FOUND');
  });
}

async function fillCredentials() {
  await userEvent.type(screen.getByLabelText('NIF'), '12345678z');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta-123');
}

async function solveCaptcha() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
  await screen.findByText('Verificado');
}

describe('LoginForm', () => {
  beforeEach(async () => {
    challenge = await makeCaptchaChallenge();
  });

  it('asks for the captcha before sending anything', async () => {
    const requests = serve(() => jsonResponse({}));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText('Por favor, complete el captcha.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('selects no login type by default, Colaborador with ?gestoria=true and Cliente with ?empresa=true', async () => {
    const first = renderRoutes('/acceso', loginRoutes);
    expect(screen.getByRole('radio', { name: 'Colaborador' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cliente' })).not.toBeChecked();
    first.unmount();

    const second = renderRoutes('/acceso?gestoria=true', loginRoutes);
    expect(screen.getByRole('radio', { name: 'Colaborador' })).toBeChecked();
    second.unmount();

    renderRoutes('/acceso?empresa=true', loginRoutes);
    expect(screen.getByRole('radio', { name: 'Cliente' })).toBeChecked();
  });

  it('sends the credentials with the captcha header, asks for the session as a cookie, keeps the token in memory and opens the collaborator home', async () => {
    const token = makeToken({ roles: ['ROLE_MANAGEMENT'] });
    const requests = serve(() => jsonResponse({ token }));
    renderRoutes('/acceso', loginRoutes);

    await userEvent.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByRole('heading', { name: 'Inicio gestoría' })).toBeInTheDocument();
    const login = requests.find((request) => request.path === '/cumplia-auth/authenticate')!;
    expect(login.body).toEqual({ username: '12345678Z', password: 'secreta-123', tipo: 'G' });
    expect(login.headers.get('X-Session-Cookie')).toBe('only');
    const captcha = JSON.parse(atob(login.headers.get('X-CAPTCHA-AUTH')!));
    expect(captcha).toEqual({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(getAuthToken()).toBe(token);
    expect(hasSessionHint()).toBe(true);
    expect(Object.values({ ...localStorage })).not.toContain(token);
  });

  it.each([
    [undefined, ['ROLE_CUMPLIA'], 'Inicio superadmin'],
    [undefined, ['ROLE_CUMPLIA_WORKER'], 'Inicio worker'],
    ['Cliente', ['ROLE_COMPANY'], 'Inicio empresa'],
  ])('with type %s and roles %j opens %s', async (tipoLabel, roles, home) => {
    serve(() => jsonResponse({ token: makeToken({ roles }) }));
    renderRoutes('/acceso', loginRoutes);

    if (tipoLabel) await userEvent.click(screen.getByRole('radio', { name: tipoLabel }));
    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByRole('heading', { name: home })).toBeInTheDocument();
  });

  it('clears the stored session when an attempt starts', async () => {
    storeSession('stale-token');
    localStorage.setItem('user', '{"name":"Otra persona"}');
    serve(() => errorResponse(401, 'AUTH002'));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    await screen.findByRole('alert');
    expect(getAuthToken()).toBeNull();
    expect(hasSessionHint()).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    [400, 'CAPTCHA_INVALID', 'La verificación del captcha falló. Por favor, inténtelo de nuevo.'],
    [400, 'CAPTCHA_REQUIRED', 'La verificación del captcha falló. Por favor, inténtelo de nuevo.'],
    [401, 'AUTH002', LOGIN_ERROR_MESSAGES.wrongCredentialsWithoutTipo],
    [403, 'AUTH003', ERROR_MESSAGES.AUTH003],
    [403, 'AUTH004', 'Su cuenta está deshabilitada. Por favor, verifique su correo electrónico o contacte con soporte.'],
    [500, 'INTERNAL_SERVER_ERROR', 'Ocurrió un error al validar el usuario.'],
    [400, 'AUTH001', 'Ocurrió un error al validar el usuario.'],
  ])('answers %i %s with "%s" and resets the captcha', async (status, code, expected) => {
    serve(() => errorResponse(status, code, 'Demasiados intentos fallidos. Espere 15 minutos.'));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    expect(localStorage.getItem('captchaToken')).toBeNull();
  });

  it('tells an administrator who never activated the account to use the e-mailed link (AUTH004 pending)', async () => {
    serve(() => jsonResponse({ code: 'AUTH004', message: ERROR_MESSAGES.AUTH004, data: { verificacionPendiente: true } }, 403));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText(/^Active su cuenta con el enlace que recibió por correo/)).toBeInTheDocument();
    expect(screen.queryByText(/contraseña son incorrectos/)).not.toBeInTheDocument();
  });

  it('shows one pause message, whatever other text the server sends with AUTH003', async () => {
    serve(() => errorResponse(403, 'AUTH003', 'Cuenta bloqueada.'));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText(ERROR_MESSAGES.AUTH003)).toBeInTheDocument();
    expect(screen.queryByText('Cuenta bloqueada.')).not.toBeInTheDocument();
  });

  it('asks to check the access type too when a wrong login came with a type picked (a member of staff on "Cliente", issue 23)', async () => {
    serve(() => errorResponse(401, 'AUTH002', 'El usuario o la contraseña son incorrectos.'));
    renderRoutes('/acceso', loginRoutes);

    await userEvent.click(screen.getByRole('radio', { name: 'Cliente' }));
    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText(/^El usuario o la contraseña son incorrectos\. Compruebe también el tipo de acceso/)).toBeInTheDocument();
  });

  it('tells a client or a collaborator who picked no type to pick theirs, when the login was wrong (phone review)', async () => {
    serve(() => errorResponse(401, 'AUTH002', 'El usuario o la contraseña son incorrectos.'));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));
    expect(await screen.findByText(/^El usuario o la contraseña son incorrectos\. Si es cliente o colaborador, marque arriba su tipo de acceso/)).toBeInTheDocument();
  });

  it('opens with the NIF a verified account hands over (issue 23)', () => {
    renderRoutes({ pathname: '/acceso', state: { message: 'Cuenta verificada.', username: '12345678Z' } }, loginRoutes);
    expect(screen.getByLabelText('NIF')).toHaveValue('12345678Z');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
  });

  it('refuses a staff login without a staff role in the token', async () => {
    serve(() => jsonResponse({ token: makeToken({ roles: ['ROLE_COMPANY'] }) }));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText('Ocurrió un error al validar el usuario.')).toBeInTheDocument();
    await waitFor(() => expect(getAuthToken()).toBeNull());
  });

  it('links to password recovery', () => {
    renderRoutes('/acceso', loginRoutes);
    expect(screen.getByRole('link', { name: '¿Ha olvidado su contraseña?' })).toHaveAttribute(
      'href',
      '/recuperarcontrasena',
    );
  });
});
