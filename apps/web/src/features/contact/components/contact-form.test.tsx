import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../../test/fetch-mock';
import { callsTo, servePublicApi, solveCaptcha } from '../../../test/public-forms';
import { TestProviders } from '../../../test/render-app';
import { expectTexts } from '../../../test/texts';
import { ContactForm } from './contact-form';

const CONTACT = '/cumplia-mail/contact';

function renderForm() {
  render(
    <TestProviders>
      <ContactForm privacyNotice={<p>Aviso de protección de datos</p>} />
    </TestProviders>,
  );
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText(/^Nombre/), 'Ana García');
  await userEvent.type(screen.getByLabelText('Ciudad'), 'Valencia');
  await userEvent.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
  await userEvent.type(screen.getByLabelText(/^Teléfono/), '612 345 678');
  await userEvent.type(screen.getByLabelText(/^Mensaje/), 'Quiero información sobre el protocolo de acoso.');
  await userEvent.click(screen.getByRole('checkbox', { name: /acepto la política de privacidad/ }));
}

describe('ContactForm', { timeout: 20_000 }, () => {
  it('requires name, e-mail, phone, message, the privacy consent and the captcha', async () => {
    const requests = await servePublicApi({});
    renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await expectTexts([
      'El nombre es obligatorio.',
      'El correo electrónico es obligatorio.',
      'El teléfono es obligatorio.',
      'El mensaje es obligatorio.',
      'Debes aceptar la política de privacidad',
      'Por favor, complete el captcha.',
    ]);
    expect(requests).toHaveLength(0);
  });

  it('links the privacy policy to /aviso-legal in a new tab', () => {
    renderForm();
    const link = screen.getByRole('link', { name: /política de privacidad/ });
    expect(link).toHaveAttribute('href', '/aviso-legal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('sends the message with the captcha and shows the success dialog', async () => {
    const requests = await servePublicApi({
      [`POST ${CONTACT}`]: () => jsonResponse({ message: 'Mensaje enviado correctamente' }),
    });
    renderForm();

    await fillForm();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mensaje enviado correctamente')).toBeInTheDocument();
    const [call] = callsTo(requests, CONTACT);
    expect(call?.body).toEqual({
      name: 'Ana García',
      city: 'Valencia',
      email: 'ana@example.com',
      phone: '612 345 678',
      message: 'Quiero información sobre el protocolo de acoso.',
      privacidad: true,
    });
    expect(call?.headers.get('X-CAPTCHA-AUTH')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('');
  });

  it('shows the failure dialog and keeps what was typed', async () => {
    await servePublicApi({ [`POST ${CONTACT}`]: () => errorResponse(500, 'INTERNAL_SERVER_ERROR') });
    renderForm();

    await fillForm();
    await solveCaptcha();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error al enviar el formulario')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana García');
    expect(screen.getByRole('checkbox', { name: 'No soy un robot' })).not.toBeChecked();
  });
});
