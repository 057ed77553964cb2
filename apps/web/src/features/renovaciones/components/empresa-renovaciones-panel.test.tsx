import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Renovacion } from '@cumplia/shared/schemas/renovacion';
import { describe, expect, it } from 'vitest';
import { addDaysIso, addYearsIso, madridIsoDate } from '@cumplia/shared/calendar';
import { pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { makeRenovacion } from '../../../test/renovaciones';
import { columnHeaders } from '../../../test/table';
import { EmpresaRenovacionesPanel } from './empresa-renovaciones-panel';

const BASE = '/cumplia-core/admin/empresas/emp-1/renovaciones';
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');
// LOPD on but without a period yet (its contract unsigned): the form keeps spec 3 §9's dates.
const HERRAMIENTAS = [
  { tool: 'LOPD' as const, activa: true, precio: 110, fechaInicio: null, fechaFin: null },
  { tool: 'ACOSO' as const, activa: false, precio: 0, fechaInicio: null, fechaFin: null },
  { tool: 'DIGITAL' as const, activa: false, precio: 0, fechaInicio: null, fechaFin: null },
];

function serve(current: Renovacion | null, { post }: { post?: (request: RecordedRequest) => Response } = {}) {
  return mockFetch((request) => {
    if (request.method === 'POST') return post?.(request) ?? jsonResponse(makeRenovacion());
    if (request.path === `${BASE}/current`) return jsonResponse(current);
    return jsonResponse(pageOf([makeRenovacion(), makeRenovacion({ id: 'ren-0', renueva: true, procesada: true })], { size: 5, totalElements: 7 }));
  });
}

function renderPanel() {
  render(
    <TestProviders>
      <EmpresaRenovacionesPanel empresaId="emp-1" herramientas={HERRAMIENTAS} />
    </TestProviders>,
  );
  return userEvent.setup();
}

describe('the company detail renewals (spec 3 §4.6)', () => {
  it('shows the current renewal in its colour and the history 5 per page', async () => {
    const requests = serve(makeRenovacion());
    renderPanel();
    const card = await screen.findByLabelText('Renovación actual');
    expect(await within(card).findByText('Pendiente')).toHaveAttribute('class', expect.stringContaining('Badge'));
    expect(within(card).getByText('Pendiente').closest('[class*=Badge-root]')).toHaveStyle({ '--badge-color': 'var(--mantine-color-yellow-light-color)' });
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Inicio', 'Fin', 'Renovación', 'Estado', 'Última actualización']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Activa');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(requests.some((request) => request.path === `${BASE}/all?page=0&size=5`)).toBe(true);
  });

  it('refuses to approve outside the 18-day window and says so', async () => {
    const requests = serve(makeRenovacion({ diasRestantes: 40 }));
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('La renovación solo se puede aprobar cuando faltan 18 días o menos para la fecha de renovación.')).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it('approves inside the window after the confirmation, with the toggling call', async () => {
    const requests = serve(makeRenovacion({ diasRestantes: 18 }));
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar la renovación' });
    expect(posts(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(posts(requests).map((request) => request.path)).toEqual([BASE]));
  });

  it('cancels an active renewal and disables after confirming; a failed disable is shown', async () => {
    const requests = serve(makeRenovacion({ renueva: true }), { post: (request) => (request.path.endsWith('/disable') ? errorResponse(500, 'INTERNAL_ERROR', '') : jsonResponse(makeRenovacion())) });
    const user = renderPanel();
    const card = await screen.findByLabelText('Renovación actual');
    expect(await within(card).findByText('Activa')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancelar la aprobación' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancelar la aprobación' })).getByRole('button', { name: 'Cancelar la aprobación' }));
    await waitFor(() => expect(posts(requests).map((request) => request.path)).toEqual([BASE]));
    await user.click(within(card).getByRole('button', { name: 'Deshabilitar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Deshabilitar la renovación' })).getByRole('button', { name: 'Deshabilitar' }));
    expect(await screen.findByText('Error al deshabilitar la renovación')).toBeInTheDocument();
    expect(posts(requests).at(-1)!.path).toBe(`${BASE}/disable`);
  });

  it('creates a renewal with the defaults: the company’s tools at their price; without a period, today, a year, 18 days before the end', async () => {
    const requests = serve(null);
    const user = renderPanel();
    expect(await screen.findByText('La empresa no tiene ninguna renovación en curso.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nueva renovación' }));
    const form = screen.getByRole('form', { name: 'Nueva renovación' });
    await user.click(within(form).getByRole('button', { name: 'Crear renovación' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    const today = madridIsoDate(new Date());
    const fin = addYearsIso(today, 1);
    expect(posts(requests)[0]!.path).toBe(`${BASE}/completa`);
    expect(posts(requests)[0]!.body).toEqual({
      fechaInicio: today,
      fechaFin: fin,
      fechaRenovacion: addDaysIso(fin, -18),
      tools: { lopdgdd: true, acosoLaboral: false, desconexionDigital: false },
      productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 110 }],
      enviarEmail: true,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nueva renovación' })).toBeNull());
  });

  it('asks for at least one tool, and shows a refused creation', async () => {
    const requests = serve(null, { post: () => errorResponse(500, 'INTERNAL_ERROR', '') });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Nueva renovación' }));
    const form = screen.getByRole('form', { name: 'Nueva renovación' });
    await user.click(within(form).getByRole('checkbox', { name: 'LOPDGDD' }));
    await user.click(within(form).getByRole('button', { name: 'Crear renovación' }));
    expect(await within(form).findByText('Debe seleccionar al menos una tool')).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
    await user.click(within(form).getByRole('checkbox', { name: 'Acoso Laboral' }));
    await user.click(within(form).getByRole('button', { name: 'Crear renovación' }));
    expect(await within(form).findByText('Error al crear la renovación con precios')).toBeInTheDocument();
    expect(posts(requests)[0]!.body).toMatchObject({ productos: [{ nombrePlantilla: 'ACOSO', precioDescuento: 75 }] });
  });
});
