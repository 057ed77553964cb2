import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import ProductScreen from './product-screen';

describe('ProductScreen', () => {
  it('explains how Cumplia works for the gestoría and for the company', () => {
    const { container } = renderScreen(<ProductScreen />, { path: '/cumplia' });

    expect(screen.getByRole('heading', { level: 1, name: 'Qué es Cumplia' })).toBeInTheDocument();
    const gestoria = screen.getByRole('region', { name: 'Cómo funciona para la gestoría' });
    expect(within(gestoria).getByRole('heading', { name: 'Alta de empresas' })).toBeInTheDocument();
    expect(within(gestoria).getByRole('heading', { name: 'Firma del contrato por SMS' })).toBeInTheDocument();
    const empresa = screen.getByRole('region', { name: 'Cómo funciona para la empresa' });
    expect(within(empresa).getByRole('heading', { name: 'Descarga de protocolos personalizados' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Facturación, renovaciones y remesas SEPA' })).toHaveTextContent(/adeudo directo SEPA/);
    expectSoundHeadingOutline(container);
  });

  it('links to the three tools, to the registration and to the contact form', () => {
    renderScreen(<ProductScreen />, { path: '/cumplia' });

    const tools = screen.getByRole('region', { name: 'Las tres herramientas' });
    expect(within(tools).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/proteccindedatos',
      '/acosolaboral',
      '/desconexindigital',
    ]);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/registrar');
    expect(links).toContain('/contactar');
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });
});
