import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { PROVEEDOR_PATH, TEST_PROVEEDOR } from '../../../test/proveedor';
import { renderScreen } from '../../../test/render-screen';
import { makeToken } from '../../../test/tokens';
import LegalNoticeScreen from './legal-notice-screen';
import { storeSession } from '../../../lib/auth-storage';

describe('LegalNoticeScreen', () => {
  it('identifies the provider with the data the server answers (LSSI-CE art. 10)', async () => {
    // A signed-in visitor too: the provider is public and is read without the session.
    storeSession(makeToken({ roles: ['ROLE_COMPANY'] }));
    const requests = mockFetch((request) => (request.path === PROVEEDOR_PATH ? jsonResponse(TEST_PROVEEDOR) : errorResponse(404, 'NOT_FOUND')));
    const { container } = renderScreen(<LegalNoticeScreen />, { path: '/aviso-legal' });

    expect(screen.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeInTheDocument();
    const titular = screen.getByRole('region', { name: '1. Datos identificativos del titular' });
    expect(await within(titular).findByText(TEST_PROVEEDOR.nombre)).toBeInTheDocument();
    expect(within(titular).getByText(TEST_PROVEEDOR.nif)).toBeInTheDocument();
    expect(within(titular).getByText('Calle Castillo 12, 3.º, 38002 Santa Cruz de Tenerife')).toBeInTheDocument();
    expect(within(titular).getByText(TEST_PROVEEDOR.registroMercantil)).toBeInTheDocument();
    expect(within(titular).getByRole('link', { name: TEST_PROVEEDOR.email })).toHaveAttribute('href', `mailto:${TEST_PROVEEDOR.email}`);
    expect(within(titular).getByRole('link', { name: TEST_PROVEEDOR.telefono })).toHaveAttribute('href', 'tel:+34922123456');

    const privacy = screen.getByRole('region', { name: '6. Política de privacidad' });
    expect(within(privacy).getByText(/Cumplimiento Laboral Canarias S\.L\., con NIF B76543214/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '8. Ley aplicable y jurisdicción' })).toHaveTextContent(
      'juzgados y tribunales de Santa Cruz de Tenerife',
    );
    expect(container.textContent).not.toMatch(/Cumplia Compliance S\.L\.|B12345674|Alcalá/);

    const [request] = requests;
    expect(request?.path).toBe(PROVEEDOR_PATH);
    expect(request?.headers.get('Authorization')).toBeNull();
    expectSoundHeadingOutline(container);
  });

  it('covers the privacy policy: purposes with their legal basis, retention, rights and the AEPD', async () => {
    mockFetch(() => jsonResponse(TEST_PROVEEDOR));
    renderScreen(<LegalNoticeScreen />, { path: '/aviso-legal' });

    const privacy = screen.getByRole('region', { name: '6. Política de privacidad' });
    await within(privacy).findByText(/Cumplimiento Laboral Canarias S\.L\., con NIF/);
    for (const purpose of ['Gestión de las cuentas de usuario', 'Prestación del servicio', 'Facturación y cobro', 'Atención de consultas', 'Newsletter']) {
      expect(within(privacy).getByRole('heading', { level: 4, name: purpose })).toBeInTheDocument();
    }
    expect(within(privacy).getAllByText('Base jurídica')).toHaveLength(6);
    expect(within(privacy).getAllByText('Conservación')).toHaveLength(6);
    expect(within(privacy).getByText(/doble confirmación/)).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute('href', 'https://www.aepd.es');
    const rights = within(privacy).getByText(
      (_, element) => element?.tagName === 'P' && /acceso, rectificación, supresión, oposición/.test(element.textContent ?? ''),
    );
    expect(within(rights).getByRole('link', { name: TEST_PROVEEDOR.email })).toHaveAttribute('href', `mailto:${TEST_PROVEEDOR.email}`);
    expect(rights).toHaveTextContent('por correo postal a Calle Castillo 12, 3.º, 38002 Santa Cruz de Tenerife');
    // Arts. 15 and 20: what an access or portability request brings, and in which form (decision 0082).
    expect(rights).toHaveTextContent('con la finalidad y el plazo de conservación de cada conjunto, en un archivo estructurado, de uso común y lectura mecánica (JSON)');
    for (const section of ['3. Condiciones de uso', '4. Propiedad intelectual e industrial']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
  });

  it('stays readable when the provider cannot be read, and offers to try again', async () => {
    let calls = 0;
    mockFetch(() => (++calls === 1 ? errorResponse(500, 'INTERNAL_SERVER_ERROR') : jsonResponse(TEST_PROVEEDOR)));
    renderScreen(<LegalNoticeScreen />, { path: '/aviso-legal' });

    expect(await screen.findByText(/No se pudieron cargar los datos del titular/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '6. Política de privacidad' })).toHaveTextContent(
      'El responsable es el titular identificado en el apartado 1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(TEST_PROVEEDOR.registroMercantil)).toBeInTheDocument();
  });
});
