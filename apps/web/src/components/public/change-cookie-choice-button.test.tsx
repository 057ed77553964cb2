import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { ChangeCookieChoiceButton } from './change-cookie-choice-button';
import { getAuthToken, storeSession } from '../../lib/auth-storage';

describe('ChangeCookieChoiceButton', () => {
  it('removes cookieConsent, keeps the session, and reloads so the banner asks again', async () => {
    localStorage.setItem('cookieConsent', 'rejected');
    storeSession('token-1');
    const reload = vi.fn(() => {
      // The banner reads the choice when the page loads: by then it must be gone.
      expect(localStorage.getItem('cookieConsent')).toBeNull();
    });
    render(
      <TestProviders>
        <ChangeCookieChoiceButton reload={reload} />
      </TestProviders>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar mi elección' }));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(getAuthToken()).toBe('token-1');
  });
});
