import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import RegistrarseScreen from './registrarse-screen';

describe('RegistrarseScreen', () => {
  it('sends companies to the registration form and advisory firms to the contact form', () => {
    const { container } = renderScreen(<RegistrarseScreen />, { path: '/registrarse' });

    expect(screen.getByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument();
    const empresa = screen.getByRole('region', { name: 'Soy una empresa o autónomo' });
    expect(within(empresa).getByRole('link', { name: 'Registre su empresa' })).toHaveAttribute('href', '/registrar');
    const gestoria = screen.getByRole('region', { name: 'Soy una gestoría y quiero ser colaborador' });
    expect(within(gestoria).getByRole('link', { name: 'Contactar con Cumplia' })).toHaveAttribute('href', '/contactar');
    expect(gestoria).toHaveTextContent(/las da de alta el equipo de Cumplia después de una conversación/);
    expect(screen.getByRole('link', { name: 'Acceda a su área' })).toHaveAttribute('href', '/acceso');
    expectSoundHeadingOutline(container);
  });
});
