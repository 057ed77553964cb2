import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import type { OutboxMessage } from '../api/get-outbox';
import { OutboxPanel } from './outbox-panel';

const email: OutboxMessage = {
  id: 'm1',
  channel: 'EMAIL',
  recipient: 'admin@empresa.es',
  subject: 'Verifica tu cuenta de Cumplia',
  text: 'Abre el enlace para verificar tu cuenta.',
  html: '<html><head></head><body><a href="/verificacion?data=abc">Verificar</a></body></html>',
  status: 'SENT',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-05T13:07:00.000Z',
  sentAt: '2026-03-05T13:07:05.000Z',
  attachments: [],
};

const sms: OutboxMessage = {
  id: 'm2',
  channel: 'SMS',
  recipient: '+34600111222',
  subject: null,
  text: 'Cumplia: su código de firma es 123456',
  html: null,
  status: 'FAILED',
  attempts: 3,
  lastError: 'SMS gateway not configured',
  createdAt: '2026-03-04T08:00:00.000Z',
  sentAt: null,
  attachments: [],
};

const withProtocols: OutboxMessage = {
  ...email,
  id: 'm3',
  subject: 'Sus protocolos de cumplimiento · Talleres Ejemplo S.L.',
  attachments: ['Protocolo_LOPDGDD_B45678901.pdf', 'Protocolo_Acoso_Laboral_B45678901.pdf'],
};

function page(content: OutboxMessage[], number: number, totalPages: number) {
  return { content, number, size: 10, totalPages, totalElements: totalPages * 10 };
}

function renderPanel() {
  return render(
    <TestProviders>
      <MemoryRouter>
        <OutboxPanel />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('OutboxPanel', () => {
  it('lists the messages with channel and status labels', async () => {
    const requests = mockFetch(() => jsonResponse(page([email, sms], 0, 1)));
    renderPanel();

    const row = (await screen.findByText('Verifica tu cuenta de Cumplia')).closest('tr')!;
    expect(within(row).getByText('05/03/2026 14:07')).toBeInTheDocument();
    expect(within(row).getByText('Correo')).toBeInTheDocument();
    expect(within(row).getByText('admin@empresa.es')).toBeInTheDocument();
    expect(within(row).getByText('Enviado')).toBeInTheDocument();
    const smsRow = screen.getByText('Cumplia: su código de firma es 123456').closest('tr')!;
    expect(within(smsRow).getByText('SMS')).toBeInTheDocument();
    expect(within(smsRow).getByText('Fallido')).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/cumplia-mail/outbox?page=0&size=10');
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('pages with Anterior and Siguiente', async () => {
    const requests = mockFetch((request) =>
      request.path.includes('page=1') ? jsonResponse(page([sms], 1, 2)) : jsonResponse(page([email], 0, 2)),
    );
    renderPanel();

    await screen.findByText('Página 1 de 2');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(await screen.findByText('Cumplia: su código de firma es 123456')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(requests.map((request) => request.path)).toContain('/cumplia-mail/outbox?page=1&size=10');
  });

  it('shows an e-mail as its recipient sees it, in a sandboxed frame that opens links in a new tab', async () => {
    mockFetch(() => jsonResponse(page([email, sms], 0, 1)));
    renderPanel();

    await userEvent.click(await screen.findByText('Verifica tu cuenta de Cumplia'));

    const dialog = await screen.findByRole('dialog', { name: 'Verifica tu cuenta de Cumplia' });
    expect(within(dialog).getByText('admin@empresa.es')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Contenido del correo');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
    );
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank">');
    expect(frame.getAttribute('srcdoc')).toContain('href="/verificacion?data=abc"');
  });

  it('names the files sent with an e-mail, in the list and in the message', async () => {
    mockFetch(() => jsonResponse(page([withProtocols, email], 0, 1)));
    renderPanel();

    const row = (await screen.findByText('Sus protocolos de cumplimiento · Talleres Ejemplo S.L.')).closest('tr')!;
    expect(within(row).getByLabelText('2 adjuntos')).toBeInTheDocument();
    expect(within(screen.getByText('Verifica tu cuenta de Cumplia').closest('tr')!).queryByLabelText(/adjuntos/)).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Ver mensaje/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Sus protocolos de cumplimiento · Talleres Ejemplo S.L.' });
    const files = within(within(dialog).getByRole('list', { name: 'Adjuntos (2)' })).getAllByRole('listitem');
    expect(files.map((file) => file.textContent)).toEqual(['Protocolo_LOPDGDD_B45678901.pdf', 'Protocolo_Acoso_Laboral_B45678901.pdf']);
  });

  it('shows an SMS in a phone bubble with its last error', async () => {
    mockFetch(() => jsonResponse(page([email, sms], 0, 1)));
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: /Ver mensaje: Cumplia: su código/ }));

    const dialog = await screen.findByRole('dialog', { name: 'SMS para +34 600 111 222' });
    expect(within(within(dialog).getByTestId('sms-preview')).getByText('Cumplia: su código de firma es 123456')).toBeInTheDocument();
    expect(within(dialog).getByText('SMS gateway not configured')).toBeInTheDocument();
    // The facts as terms and their values, the phone written as everywhere else.
    const terms = within(dialog).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Para', 'Creado', 'Enviado', 'Estado']);
    expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent('+34 600 111 222');
  });

  it('makes the addresses in an SMS links that open in a new tab', async () => {
    const link = { ...sms, id: 'sms-link', text: 'Cumplia: firme su contrato en http://127.0.0.1:3000/firma/abc123. Gracias.' };
    mockFetch(() => jsonResponse(page([link], 0, 1)));
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: /Ver mensaje: Cumplia: firme su contrato/ }));

    const dialog = await screen.findByRole('dialog', { name: 'SMS para +34 600 111 222' });
    const anchor = within(dialog).getByRole('link', { name: /http:\/\/127\.0\.0\.1:3000\/firma\/abc123/ });
    expect(anchor).toHaveAttribute('href', 'http://127.0.0.1:3000/firma/abc123');
    expect(anchor).toHaveAttribute('target', '_blank');
    // The full stop after the address is the sentence's, not the link's.
    expect(within(dialog).getByTestId('sms-preview')).toHaveTextContent(/abc123 \(se abre en una pestaña nueva\)\. Gracias\.$/);
  });

  it('reloads with "Actualizar"', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return jsonResponse(page(calls === 1 ? [email] : [email, sms], 0, 1));
    });
    renderPanel();
    await screen.findByText('Verifica tu cuenta de Cumplia');

    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));

    expect(await screen.findByText('Cumplia: su código de firma es 123456')).toBeInTheDocument();
  });

  it('says so when the outbox is empty or cannot be loaded', async () => {
    mockFetch(() => jsonResponse(page([], 0, 0)));
    const view = renderPanel();
    expect(await screen.findByText('No hay mensajes en la bandeja de salida.')).toBeInTheDocument();
    view.unmount();

    mockFetch(() => errorResponse(500, 'INTERNAL_SERVER_ERROR'));
    renderPanel();
    expect(await screen.findByText('Error al obtener la bandeja de salida.')).toBeInTheDocument();
  });
});
