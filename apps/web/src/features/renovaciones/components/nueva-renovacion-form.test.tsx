import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENOVACION_MESSAGES } from '@cumplia/shared/schemas/renovacion';
import { addYearsIso, formatDate, madridIsoDate } from '@cumplia/shared/calendar';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { makeRenovacion } from '../../../test/renovaciones';
import { NuevaRenovacionForm } from './nueva-renovacion-form';

/*
 * The form's dates continue the tools' running period (docs/decisions/0075): the daily job invoices
 * the next period from the renewal's fechaFin (apps/api renovaciones-cycle.service.ts), so the
 * default today → a year later (spec 3 §9) would leave days unbilled for a tool already running.
 */

type Herramienta = Parameters<typeof NuevaRenovacionForm>[0]['herramientas'][number];
const LOPD: Herramienta = { tool: 'LOPD', activa: true, precio: 110, fechaInicio: '2026-05-01', fechaFin: '2027-05-01' };
const ACOSO: Herramienta = { tool: 'ACOSO', activa: true, precio: 85, fechaInicio: '2026-02-10', fechaFin: '2027-02-10' };
const DIGITAL_OFF: Herramienta = { tool: 'DIGITAL', activa: false, precio: 0, fechaInicio: null, fechaFin: null };

function renderForm(herramientas: Herramienta[], answer = () => jsonResponse(makeRenovacion(), 201)) {
  const requests = mockFetch(answer);
  const onDone = vi.fn();
  render(
    <TestProviders>
      <NuevaRenovacionForm empresaId="emp-1" herramientas={herramientas} onDone={onDone} />
    </TestProviders>,
  );
  const form = screen.getByRole('form', { name: 'Nueva renovación' });
  const shown = () => ['Fecha de inicio', 'Fecha de fin', 'Fecha de renovación'].map((label) => within(form).getByLabelText(label).textContent);
  return { requests, onDone, form, shown, user: userEvent.setup() };
}

describe('the new renewal form’s dates', () => {
  it('starts at the tools’ running period, the renewal date 18 days before its end, and says so beside the dates', async () => {
    const { requests, onDone, form, shown, user } = renderForm([LOPD, { ...ACOSO, fechaInicio: LOPD.fechaInicio, fechaFin: LOPD.fechaFin }, DIGITAL_OFF]);
    expect(shown()).toEqual(['01/05/2026', '01/05/2027', '13/04/2027']);
    expect(within(form).getByText('Periodo en curso de las herramientas: 01/05/2026 – 01/05/2027')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Crear renovación' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests[0]!.body).toMatchObject({ fechaInicio: '2026-05-01', fechaFin: '2027-05-01', fechaRenovacion: '2027-04-13', tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false } });
  });

  it('takes the period ending first when the ticked tools end on different days, and follows the ticks', async () => {
    const { form, shown, user } = renderForm([LOPD, ACOSO, DIGITAL_OFF]);
    expect(shown()).toEqual(['10/02/2026', '10/02/2027', '23/01/2027']);
    expect(within(form).getByText(/^Periodos en curso de las herramientas: LOPDGDD 01\/05\/2026 – 01\/05\/2027, Acoso Laboral 10\/02\/2026 – 10\/02\/2027\./)).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Acoso Laboral' }));
    expect(shown()).toEqual(['01/05/2026', '01/05/2027', '13/04/2027']);
    expect(within(form).getByText(RENOVACION_MESSAGES.periodoEnCurso('2026-05-01', '2027-05-01'))).toBeInTheDocument();
  });

  it('keeps today → a year later for tools without a period, with no period line', () => {
    const { form, shown } = renderForm([{ ...LOPD, fechaInicio: null, fechaFin: null }, DIGITAL_OFF, { ...ACOSO, activa: false }]);
    const today = madridIsoDate(new Date());
    expect(shown().slice(0, 2)).toEqual([formatDate(today), formatDate(addYearsIso(today, 1))]);
    expect(within(form).queryByText(/Periodo/)).toBeNull();
  });

  it('shows the server’s reason when it refuses the dates', async () => {
    const message = RENOVACION_MESSAGES.fechaFinPeriodo('LOPDGDD', '2027-05-01');
    const { form, onDone, user } = renderForm([LOPD], () => jsonResponse({ code: 'VALIDATION_ERROR', message, data: { fechaFin: message } }, 400));
    await user.click(within(form).getByRole('button', { name: 'Crear renovación' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
