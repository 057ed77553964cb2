import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmpresa, makeStaffEmpresaListItem, pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { priceText } from '../../../features/empresas/components/herramientas-masivas-panel';
import HerramientasScreen from './herramientas-screen';
import { SUPERADMIN_AREA, WORKER_AREA } from './staff-area';

const NORTE = makeStaffEmpresaListItem({ id: 'e-1', nombreComercial: 'Talleres Norte', nifCif: 'B45678901', lopdgdd: true, precioLopdgdd: 110 });
const SUR = makeStaffEmpresaListItem({ id: 'e-2', nombreComercial: 'Talleres Sur', nifCif: 'B12345674', lopdgdd: false });
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

describe('"Activar herramientas" (spec 3 §4.4, §5; issue 23)', { timeout: 90_000 }, () => {
  it('the price input takes only digits and one decimal point', () => {
    expect(priceText('12a,5.0€')).toBe('12.50');
    expect(priceText('1.2.3')).toBe('1.23');
  });

  it.each([
    { name: 'superadmin', area: SUPERADMIN_AREA },
    { name: 'worker', area: WORKER_AREA },
  ])('the $name applies several tools at their prices to several companies, one multiple-price call each', async ({ area }) => {
    const requests = mockFetch((request) =>
      request.method === 'PUT' ? jsonResponse(makeEmpresa()) : request.path.startsWith(`/cumplia-core/${area.api}/empresas?`) ? jsonResponse(pageOf([NORTE, SUR])) : errorResponse(404, 'NOT_FOUND'),
    );
    const user = userEvent.setup();
    renderScreen(<HerramientasScreen staffArea={area} />, { path: '/herramientas' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Activar herramientas' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Talleres Norte/ }));
    await user.click(screen.getByRole('checkbox', { name: /Talleres Sur/ }));
    expect(screen.getByText('2 empresas elegidas:')).toBeInTheDocument();

    // Nothing chosen: the spec's message, no call.
    await user.click(screen.getByRole('button', { name: 'Aplicar a 2 empresas' }));
    expect(await screen.findByText('Debe seleccionar al menos una herramienta')).toBeInTheDocument();

    const lopd = screen.getByRole('group', { name: 'LOPDGDD' });
    await user.click(within(lopd).getByText('Activar o cambiar precio'));
    const lopdPrice = screen.getByRole('textbox', { name: 'Precio de LOPDGDD (€)' });
    expect(lopdPrice).toHaveValue('120');
    await user.clear(lopdPrice);
    await user.click(screen.getByRole('button', { name: 'Aplicar a 2 empresas' }));
    expect(await screen.findByText('El precio es requerido y debe ser mayor a 0')).toBeInTheDocument();
    await user.type(lopdPrice, '99,5');

    await user.click(within(screen.getByRole('group', { name: 'Desconexión Digital' })).getByText('Desactivar'));
    await user.click(screen.getByRole('radio', { name: 'El contrato ya está firmado en papel' }));
    expect(puts(requests)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Aplicar a 2 empresas' }));

    expect(await screen.findByText('Herramientas actualizadas en 2 empresas')).toBeInTheDocument();
    expect(puts(requests).map((request) => request.path)).toEqual([
      '/cumplia-core/admin/empresas/B45678901/tools/multiple-price',
      '/cumplia-core/admin/empresas/B12345674/tools/multiple-price',
    ]);
    expect(puts(requests)[0]!.body).toEqual({ tools: { lopdgdd: { enabled: true, price: '99.5' }, desconexionDigital: { enabled: false, price: null } }, callViafirma: false });
  });

  it('keeps chosen the companies the server refused, and says why', async () => {
    mockFetch((request) => {
      if (request.method === 'PUT') return request.path.includes('B12345674') ? errorResponse(404, 'NOT_FOUND', 'Empresa no encontrada') : jsonResponse(makeEmpresa());
      return jsonResponse(pageOf([NORTE, SUR]));
    });
    const user = userEvent.setup();
    renderScreen(<HerramientasScreen staffArea={SUPERADMIN_AREA} />, { path: '/herramientas', entry: '/herramientas?cifNif=B45678901' });

    // Opened from a company: it is chosen.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Talleres Norte/ })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: /Talleres Sur/ }));
    await user.click(within(screen.getByRole('group', { name: 'Acoso Laboral' })).getByText('Activar o cambiar precio'));
    await user.click(screen.getByRole('button', { name: 'Aplicar a 2 empresas' }));

    expect(await screen.findByText('Herramientas actualizadas')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cambiar las herramientas de Talleres Sur (Empresa no encontrada). Siguen seleccionadas');
    expect(screen.getByText('1 empresa elegida:')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Talleres Sur/ })).toBeChecked();
  });
});
