import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Requerimiento, Requerimientos } from '@cumplia/shared/schemas/requerimiento';
import { dayjs } from '../../../lib/dayjs';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { fill } from '../../../test/form-fields';
import { onPhone } from '../../../test/phone';
import { TestProviders } from '../../../test/render-app';
import { columnHeaders } from '../../../test/table';
import { RequerimientosAeatCard } from './requerimientos-aeat-card';

const LIST = '/cumplia-core/admin/verifactu/requerimientos';

function makeRequerimiento(overrides: Partial<Requerimiento> = {}): Requerimiento {
  return {
    id: 'r-1',
    referencia: 'REQ2026A1',
    desde: '2026-01-01',
    hasta: '2026-03-31',
    registros: 1234,
    estado: 'remitido',
    mensajes: [],
    error: null,
    solicitadoPor: '12345678Z',
    solicitadoEl: '2026-11-30T09:00:00.000Z',
    remitidoEl: '2026-11-30T09:01:00.000Z',
    ...overrides,
  };
}

const REMITIDO = makeRequerimiento({
  mensajes: [
    { numero: 1, registros: 1000, estado: 'Correcto', csv: 'A-CSV0001', fin: false, rechazados: [] },
    {
      numero: 2,
      registros: 234,
      estado: 'ParcialmenteCorrecto',
      csv: 'A-CSV0002',
      fin: true,
      rechazados: [
        { numSerieFactura: 'F2026-000007', operacion: 'Alta', codigo: '1104', descripcion: 'NIF del destinatario no identificado' },
        { numSerieFactura: 'F2026-000009', operacion: 'Anulacion', codigo: '1105', descripcion: 'Fecha de expedición no válida' },
      ],
    },
  ],
});
const FALLIDO = makeRequerimiento({ id: 'r-2', referencia: 'REQ2026B2', estado: 'fallido', remitidoEl: null, error: 'Mensaje 1: La AEAT respondió con un error HTTP 503.' });
const ENVIANDO = makeRequerimiento({ id: 'r-3', referencia: 'REQ2026C3', estado: 'enviando', remitidoEl: null });

function renderCard(answer: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests = mockFetch(answer);
  render(
    <TestProviders>
      <RequerimientosAeatCard />
    </TestProviders>,
  );
  return requests;
}

const listOf = (data: Requerimientos) => (request: RecordedRequest) => (request.path === LIST && request.method === 'GET' ? jsonResponse(data) : jsonResponse({}, 404));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('"Requerimientos de la Agencia Tributaria" (decision 0083)', () => {
  it('with nothing remitted yet: the form, and the list says so', async () => {
    renderCard(listOf({ sinRemision: null, remisiones: [] }));
    const card = screen.getByRole('region', { name: 'Requerimientos de la Agencia Tributaria' });
    expect(await within(card).findByText('Aún no se ha remitido ningún requerimiento.')).toBeInTheDocument();
    expect(within(card).getByRole('form', { name: 'Remitir registros a la AEAT' })).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /Referencia del requerimiento/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Facturas expedidas desde/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^hasta/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Remitir registros' })).toBeInTheDocument();
  });

  it("when the server cannot remit, says why and offers no form", async () => {
    const why = 'Falta configurar el certificado electrónico con el que Cumplia se identifica ante la AEAT (VERIFACTU_CERT_P12_PATH). Avise al equipo técnico.';
    renderCard(listOf({ sinRemision: why, remisiones: [REMITIDO] }));
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Remitir registros a la AEAT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remitir registros' })).not.toBeInTheDocument();
    // What was remitted before stays in view.
    expect(screen.getByRole('table')).toHaveTextContent('REQ2026A1');
  });

  it("lists each remittance with its state and the agency's answer per message; one that stopped is resumed", async () => {
    let remisiones = [ENVIANDO, FALLIDO, REMITIDO];
    const requests = renderCard((request) => {
      if (request.method === 'POST' && request.path === `${LIST}/r-2/reanudar`) {
        remisiones = [ENVIANDO, { ...FALLIDO, estado: 'enviando', error: null }, REMITIDO];
        return jsonResponse(remisiones[1]);
      }
      return jsonResponse({ sinRemision: null, remisiones });
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Referencia', 'Periodo', 'Registros', 'Estado', 'Respuesta de la AEAT']);
    const [, enviando, fallido, remitido] = within(table).getAllByRole('row');

    expect(remitido).toHaveTextContent('REQ2026A1');
    expect(remitido).toHaveTextContent('01/01/2026 – 31/03/2026');
    expect(remitido).toHaveTextContent('1.234');
    expect(within(remitido!).getByText('Remitido')).toBeInTheDocument();
    expect(remitido).toHaveTextContent('Mensaje 1: Correcto · CSV A-CSV0001');
    expect(remitido).toHaveTextContent('Mensaje 2: Parcialmente correcto · CSV A-CSV0002');
    expect(remitido).toHaveTextContent('2 registros rechazados');
    expect(remitido).toHaveTextContent('F2026-000007 · 1104 · NIF del destinatario no identificado');
    expect(remitido).toHaveTextContent('F2026-000009 (anulación) · 1105 · Fecha de expedición no válida');
    expect(within(remitido!).queryByRole('button')).not.toBeInTheDocument();

    expect(within(enviando!).getByText('Enviando')).toBeInTheDocument();
    expect(enviando).toHaveTextContent('Esperando la respuesta de la AEAT.');

    expect(within(fallido!).getByText('Envío interrumpido')).toBeInTheDocument();
    expect(fallido).toHaveTextContent('Mensaje 1: La AEAT respondió con un error HTTP 503.');
    await user.click(within(fallido!).getByRole('button', { name: 'Reanudar envío de la remisión REQ2026B2' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([`${LIST}/r-2/reanudar`]));
    // The list is asked for again: the remittance is being sent, and nothing is left to resume.
    await waitFor(() => expect(screen.getAllByText('Enviando')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Reanudar envío/ })).not.toBeInTheDocument();
  });

  it('on a phone, each remittance is a card with its answer and its action', async () => {
    onPhone(true);
    renderCard(listOf({ sinRemision: null, remisiones: [FALLIDO, REMITIDO] }));
    expect(await screen.findByRole('button', { name: 'Reanudar envío de la remisión REQ2026B2' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/^Mensaje 1: Correcto/)).toHaveTextContent('Mensaje 1: Correcto · CSV A-CSV0001');
    expect(screen.getAllByText('Respuesta de la AEAT', { selector: 'dt' })).toHaveLength(2);
  });

  it('asks for the list again every 2 s while a remittance is being sent, and no more once it is done', async () => {
    let sent = false;
    const requests = renderCard(() => {
      const answer = { sinRemision: null, remisiones: [sent ? REMITIDO : ENVIANDO] };
      sent = true;
      return jsonResponse(answer);
    });
    expect(await screen.findByText('Enviando')).toBeInTheDocument();
    expect(await screen.findByText('Remitido', {}, { timeout: 4000 })).toBeInTheDocument();
    const asked = requests.length;
    expect(asked).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requests).toHaveLength(asked);
  }, 15_000);

  it('asks before remitting, sends the reference and the period, and puts the server\'s message under its field', async () => {
    let accepted = false;
    const requests = renderCard((request) => {
      if (request.method === 'POST' && accepted) return jsonResponse(makeRequerimiento({ referencia: 'REQ2026X9', estado: 'pendiente', remitidoEl: null }), 201);
      if (request.method === 'POST') return jsonResponse({ code: 'REQUERIMIENTO_SIN_REGISTROS', message: 'No hay registros de facturas expedidas en ese periodo: no hay nada que remitir.', data: { desde: 'No hay facturas expedidas entre estas fechas.' } }, 400);
      return jsonResponse({ sinRemision: null, remisiones: [] });
    });
    const user = userEvent.setup();
    await screen.findByText('Aún no se ha remitido ningún requerimiento.');

    // The form's own checks first, with the shared schema's messages.
    await fill(user, 'Referencia del requerimiento', 'REQ-1');
    await user.click(screen.getByRole('button', { name: 'Remitir registros' }));
    expect(await screen.findByText(/La referencia del requerimiento tiene de 1 a 18 letras o cifras/)).toBeInTheDocument();
    expect(screen.getByText('Indique desde qué fecha de expedición.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await fill(user, 'Referencia del requerimiento', 'REQ2026X9');
    const day = dayjs().startOf('month');
    await user.click(screen.getByRole('button', { name: /Facturas expedidas desde/ }));
    await user.click(await screen.findByRole('button', { name: day.format('D MMMM YYYY') }));
    await user.click(screen.getByRole('button', { name: /^hasta/ }));
    await user.click(await screen.findByRole('button', { name: day.format('D MMMM YYYY') }));
    await user.click(screen.getByRole('button', { name: 'Remitir registros' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remitir registros a la AEAT' });
    expect(dialog).toHaveTextContent(
      `Se remitirán a la AEAT los registros de las facturas expedidas del ${day.format('DD/MM/YYYY')} al ${day.format('DD/MM/YYYY')}, indicando la referencia REQ2026X9. ¿Continuar?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remitir registros' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ referencia: 'REQ2026X9', desde: day.format('YYYY-MM-DD'), hasta: day.format('YYYY-MM-DD') });

    expect(await screen.findByRole('button', { name: /Facturas expedidas desde/ })).toHaveAccessibleDescription(expect.stringContaining('No hay facturas expedidas entre estas fechas.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The field said it: no second alert repeats it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Sent again once the server has records to remit: said so, and the form emptied.
    accepted = true;
    await user.click(screen.getByRole('button', { name: 'Remitir registros' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remitir registros a la AEAT' })).getByRole('button', { name: 'Remitir registros' }));
    expect(await screen.findByText('Remisión solicitada: se envía en segundo plano.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Referencia del requerimiento/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Facturas expedidas desde/ })).toHaveTextContent('dd/mm/aaaa');
  }, 30_000);
});
