import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-app';

describe('newsletter e-mail links', () => {
  it('/newsletter/confirmar sends the token once and shows the answer, with a way home', async () => {
    const requests = mockFetch((request) =>
      request.path === '/cumplia-mail/newsletter/confirm'
        ? jsonResponse({ message: 'Suscripción confirmada. Recibirá nuestras novedades en su correo electrónico.' })
        : errorResponse(404, 'NOT_FOUND'),
    );
    renderRoutes('/newsletter/confirmar?token=abc123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmación de la suscripción' })).toBeInTheDocument();
    expect(
      await screen.findByText('Suscripción confirmada. Recibirá nuestras novedades en su correo electrónico.'),
    ).toBeInTheDocument();
    const calls = requests.filter((request) => request.path === '/cumplia-mail/newsletter/confirm');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('/newsletter/baja shows the server error of a used or unknown link', async () => {
    const requests = mockFetch((request) =>
      request.path === '/cumplia-mail/newsletter/unsubscribe'
        ? errorResponse(400, 'INVALID_CODE', 'El enlace ya no es válido.')
        : errorResponse(404, 'NOT_FOUND'),
    );
    renderRoutes('/newsletter/baja?token=zzz');

    expect(await screen.findByText('El enlace ya no es válido.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/cumplia-mail/newsletter/unsubscribe')).toHaveLength(1);
  });

  it('/newsletter/baja confirms the unsubscription', async () => {
    mockFetch((request) =>
      request.path === '/cumplia-mail/newsletter/unsubscribe'
        ? jsonResponse({ message: 'Se ha dado de baja de la newsletter. No recibirá más correos nuestros.' })
        : errorResponse(404, 'NOT_FOUND'),
    );
    renderRoutes('/newsletter/baja?token=t-1');

    expect(
      await screen.findByText('Se ha dado de baja de la newsletter. No recibirá más correos nuestros.'),
    ).toBeInTheDocument();
  });

  it('says the link is not valid, without calling the server, when it has no token', async () => {
    const requests = mockFetch(() => errorResponse(404, 'NOT_FOUND'));
    renderRoutes('/newsletter/confirmar');

    expect(await screen.findByText('El enlace no es válido.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/cumplia-mail/newsletter'))).toHaveLength(0);
  });
});
