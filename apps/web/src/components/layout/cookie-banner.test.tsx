import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <TestProviders>
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('CookieBanner', () => {
  it('links to the cookie policy until a choice is made', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Aviso de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'política de cookies' })).toHaveAttribute('href', '/politica-cookies');
  });

  it.each([
    ['Aceptar', 'accepted'],
    ['Rechazar', 'rejected'],
  ])('keeps the choice "%s" and does not ask again', async (button, stored) => {
    const first = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: button }));

    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe(stored);

    first.unmount();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });
});
