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

    expect(await screen.findByText('Por favor, completa el captcha.')).toBeInTheDocument();
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

  it('sends the credentials with the captcha header, stores the tokens and opens the collaborator home', async () => {
    const token = makeToken({ roles: ['ROLE_MANAGEMENT'] });
    const requests = serve(() => jsonResponse({ token, refreshToken: 'refresh-1' }));
    renderRoutes('/acceso', loginRoutes);

    await userEvent.click(screen.getByRole('radio', { name: 'Colaborador' }));
    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByRole('heading', { name: 'Inicio gestoría' })).toBeInTheDocument();
    const login = requests.find((request) => request.path === '/cumplia-auth/authenticate')!;
    expect(login.body).toEqual({ username: '12345678Z', password: 'secreta-123', tipo: 'G' });
    const captcha = JSON.parse(atob(login.headers.get('X-CAPTCHA-AUTH')!));
    expect(captcha).toEqual({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(localStorage.getItem('authToken')).toBe(token);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it.each([
    [undefined, ['ROLE_CUMPLIA'], 'Inicio superadmin'],
    [undefined, ['ROLE_CUMPLIA_WORKER'], 'Inicio worker'],
    ['Cliente', ['ROLE_COMPANY'], 'Inicio empresa'],
  ])('with type %s and roles %j opens %s', async (tipoLabel, roles, home) => {
    serve(() => jsonResponse({ token: makeToken({ roles }), refreshToken: 'refresh-1' }));
    renderRoutes('/acceso', loginRoutes);

    if (tipoLabel) await userEvent.click(screen.getByRole('radio', { name: tipoLabel }));
    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByRole('heading', { name: home })).toBeInTheDocument();
  });

  it('clears the stored session when an attempt starts', async () => {
    localStorage.setItem('authToken', 'stale-token');
    localStorage.setItem('refreshToken', 'stale-refresh');
    localStorage.setItem('user', '{"name":"Otra persona"}');
    serve(() => errorResponse(401, 'AUTH002'));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    await screen.findByRole('alert');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    [400, 'CAPTCHA_INVALID', 'La verificación del captcha falló. Por favor, inténtalo de nuevo.'],
    [400, 'CAPTCHA_REQUIRED', 'La verificación del captcha falló. Por favor, inténtalo de nuevo.'],
    [401, 'AUTH002', 'El usuario o la contraseña son incorrectos.'],
    [403, 'AUTH003', ERROR_MESSAGES.AUTH003],
    [403, 'AUTH004', 'Tu cuenta está deshabilitada. Por favor, verifica tu correo electrónico o contacta con soporte.'],
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

  it('shows one pause message, whatever other text the server sends with AUTH003', async () => {
    serve(() => errorResponse(403, 'AUTH003', 'Cuenta bloqueada.'));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText(ERROR_MESSAGES.AUTH003)).toBeInTheDocument();
    expect(screen.queryByText('Cuenta bloqueada.')).not.toBeInTheDocument();
  });

  it('refuses a staff login without a staff role in the token', async () => {
    serve(() => jsonResponse({ token: makeToken({ roles: ['ROLE_COMPANY'] }), refreshToken: 'refresh-1' }));
    renderRoutes('/acceso', loginRoutes);

    await fillCredentials();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    expect(await screen.findByText('Ocurrió un error al validar el usuario.')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });

  it('links to password recovery', () => {
    renderRoutes('/acceso', loginRoutes);
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute(
      'href',
      '/recuperarcontrasena',
    );
  });
});
