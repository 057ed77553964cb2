import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCaptchaChallenge } from '../../test/captcha-challenge';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { TestProviders } from '../../test/render-app';
import { CaptchaField, type CaptchaFieldHandle } from './captcha-field';

let challenge: Awaited<ReturnType<typeof makeCaptchaChallenge>>;

function renderCaptcha(props: { error?: string } = {}) {
  const onChange = vi.fn();
  const ref = createRef<CaptchaFieldHandle>();
  render(
    <TestProviders>
      <CaptchaField ref={ref} onChange={onChange} {...props} />
    </TestProviders>,
  );
  return { onChange, ref };
}

describe('CaptchaField', () => {
  beforeEach(async () => {
    challenge = await makeCaptchaChallenge();
  });

  it('solves the server challenge and stores the ALTCHA payload for the next submission', async () => {
    mockFetch(() => jsonResponse(challenge));
    const { onChange } = renderCaptcha();

    await userEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));

    expect(await screen.findByText('Verificado')).toBeInTheDocument();
    const payload = localStorage.getItem('captchaToken')!;
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(onChange).toHaveBeenLastCalledWith(payload);
  });

  it('offers a retry when the challenge cannot be fetched', async () => {
    let attempts = 0;
    mockFetch(() => {
      attempts += 1;
      return attempts === 1 ? errorResponse(503, 'INTERNAL_SERVER_ERROR') : jsonResponse(challenge);
    });
    renderCaptcha();

    await userEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    expect(
      await screen.findByText('No se pudo completar la verificación. Inténtelo de nuevo.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Verificado')).toBeInTheDocument();
  });

  it('goes back to "No soy un robot" and forgets the solution when reset', async () => {
    mockFetch(() => jsonResponse(challenge));
    const { onChange, ref } = renderCaptcha();
    await userEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
    await screen.findByText('Verificado');

    act(() => ref.current?.reset());

    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    expect(localStorage.getItem('captchaToken')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the form validation message', () => {
    renderCaptcha({ error: 'Por favor, complete el captcha.' });
    expect(screen.getByText('Por favor, complete el captcha.')).toBeInTheDocument();
  });
});
