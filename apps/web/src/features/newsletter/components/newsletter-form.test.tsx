import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../../test/fetch-mock';
import { callsTo, servePublicApi, solveCaptcha } from '../../../test/public-forms';
import { TestProviders } from '../../../test/render-app';
import { NewsletterForm } from './newsletter-form';

const SUBSCRIBE = '/cumplia-mail/newsletter/subscribe';

function renderForm() {
  render(
    <TestProviders>
      <NewsletterForm privacyNotice={<p>Aviso de protección de datos</p>} />
    </TestProviders>,
  );
}

describe('NewsletterForm', () => {
  it('asks for the e-mail and the captcha before sending anything', async () => {
    const requests = await servePublicApi({});
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));

    expect(await screen.findByText('El correo electrónico es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, complete el captcha.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText('Correo electrónico inválido.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('subscribes with the captcha header and asks to confirm from the e-mail', async () => {
    const requests = await servePublicApi({
      [`POST ${SUBSCRIBE}`]: () => jsonResponse({ message: 'Suscripción enviada correctamente' }),
    });
    renderForm();

    await userEvent.type(screen.getByLabelText('Correo electrónico'), ' ana@example.com ');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));

    expect(await screen.findByText('Suscripción enviada correctamente')).toBeInTheDocument();
    expect(screen.getByText(/confirme la suscripción desde el enlace/)).toBeInTheDocument();
    const [call] = callsTo(requests, SUBSCRIBE);
    expect(call?.body).toEqual({ email: 'ana@example.com' });
    expect(call?.headers.get('X-CAPTCHA-AUTH')).toBeTruthy();
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
  });

  it('shows the failure text of the spec and resets the captcha', async () => {
    await servePublicApi({ [`POST ${SUBSCRIBE}`]: () => errorResponse(500, 'INTERNAL_SERVER_ERROR') });
    renderForm();

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));

    expect(await screen.findByText('Error al enviar la suscripción')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
    expect(localStorage.getItem('captchaToken')).toBeNull();
  });

  it("shows the server's message for the e-mail field when it sends one", async () => {
    await servePublicApi({
      [`POST ${SUBSCRIBE}`]: () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message: 'Los datos proporcionados no son válidos.', data: { email: 'Dominio no admitido.' } },
          400,
        ),
    });
    renderForm();

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));

    expect(await screen.findByText('Dominio no admitido.')).toBeInTheDocument();
    expect(screen.queryByText('Error al enviar la suscripción')).not.toBeInTheDocument();
  });
});
