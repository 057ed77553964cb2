import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { PROVEEDOR_PATH, TEST_PROVEEDOR } from '../../../test/proveedor';
import { renderScreen } from '../../../test/render-screen';
import CookiePolicyScreen from './cookie-policy-screen';

describe('CookiePolicyScreen', () => {
  it('lists exactly what Cumplia keeps in the browser: its two technical cookies and no credential in local storage', () => {
    mockFetch(() => jsonResponse(TEST_PROVEEDOR));
    const { container } = renderScreen(<CookiePolicyScreen />, { path: '/politica-cookies' });

    expect(screen.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    expect(screen.getByText(/^Última actualización: \d{1,2} de \w+ de \d{4}$/)).toBeInTheDocument();
    const stored = screen.getByRole('region', { name: '3. Qué guardamos en su navegador' });
    expect(within(stored).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'sesionIniciada',
      'user',
      'captchaToken',
      'cookieConsent',
    ]);
    const cookies = screen.getByRole('region', { name: '2. Las dos cookies técnicas de Cumplia' });
    expect(within(cookies).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['cumplia_session', 'cumplia_device']);
    expect(cookies).toHaveTextContent(/No usamos cookies de terceros/);
    expect(screen.getByRole('region', { name: '4. Base jurídica' })).toHaveTextContent(/artículo 22\.2 de la LSSI-CE/);
    expectSoundHeadingOutline(container);
  });

  it('gives the provider’s e-mail, read from the server, for questions', async () => {
    const requests = mockFetch((request) => (request.path === PROVEEDOR_PATH ? jsonResponse(TEST_PROVEEDOR) : errorResponse(404, 'NOT_FOUND')));
    renderScreen(<CookiePolicyScreen />, { path: '/politica-cookies' });

    const contact = screen.getByRole('region', { name: '8. Contacto' });
    expect(await within(contact).findByRole('link', { name: TEST_PROVEEDOR.email })).toHaveAttribute(
      'href',
      `mailto:${TEST_PROVEEDOR.email}`,
    );
    expect(requests.map((request) => request.path)).toEqual([PROVEEDOR_PATH]);
  });

  it('points to the legal notice for the e-mail while the provider cannot be read', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_SERVER_ERROR'));
    renderScreen(<CookiePolicyScreen />, { path: '/politica-cookies' });

    const contact = screen.getByRole('region', { name: '8. Contacto' });
    expect(within(contact).getByRole('link', { name: 'aviso legal' })).toHaveAttribute('href', '/aviso-legal');
  });

  it('offers "Cambiar mi elección", which forgets the stored choice', async () => {
    mockFetch(() => jsonResponse(TEST_PROVEEDOR));
    renderScreen(<CookiePolicyScreen />, { path: '/politica-cookies' });

    const change = screen.getByRole('region', { name: '5. Cómo cambiar su elección' });
    expect(within(change).getByRole('button', { name: 'Cambiar mi elección' })).toBeInTheDocument();
  });
});
