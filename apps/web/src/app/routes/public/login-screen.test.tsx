import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-app';

describe('LoginScreen', () => {
  it('shows the message it was sent with, e.g. after a password reset', async () => {
    renderRoutes({ pathname: '/acceso', state: { message: 'Contraseña actualizada. Ya puedes acceder.' } });
    expect(await screen.findByText('Contraseña actualizada. Ya puedes acceder.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });
});
