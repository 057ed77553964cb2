import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import LandingScreen from './landing-screen';

describe('LandingScreen', () => {
  it('sends collaborators and clients to the login with their type chosen (spec 1 §2.2)', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND'));
    const { container } = renderScreen(<LandingScreen />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Los protocolos laborales obligatorios de sus clientes, en un solo lugar',
    );
    expect(screen.getByRole('link', { name: 'Soy Colaborador' })).toHaveAttribute('href', '/acceso?gestoria=true');
    expect(screen.getByRole('link', { name: 'Soy Cliente' })).toHaveAttribute('href', '/acceso?empresa=true');
    expect(screen.getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', '/acceso');
    expectSoundHeadingOutline(container);
  });

  it('has a tile for each of the three tools, linking to its information page', () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND'));
    renderScreen(<LandingScreen />);

    const tools = screen.getByRole('region', { name: 'Tres obligaciones para todas las empresas' });
    const hrefs = within(tools)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/proteccindedatos', '/acosolaboral', '/desconexindigital']);
    for (const title of ['Protección de datos', 'Acoso laboral', 'Desconexión digital']) {
      expect(within(tools).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('speaks to advisory firms about what the spec lists and ends with the newsletter form', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND'));
    renderScreen(<LandingScreen />);

    for (const topic of [
      'Implantación de las leyes',
      'Fechas de implantación',
      'Facturación',
      'Contratación y renovación de clientes',
      'Impresión de protocolos',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument();
    }
    const newsletter = screen.getByRole('region', { name: 'Novedades normativas en su correo' });
    // The form loads when the visitor scrolls near it (docs/decisions/0055); jsdom has no
    // IntersectionObserver, so it is asked for at once.
    expect(await within(newsletter).findByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(within(newsletter).getByRole('checkbox', { name: 'No soy un robot' })).toBeInTheDocument();
    expect(within(newsletter).getByRole('button', { name: 'Suscribirme' })).toBeInTheDocument();
  });
});
