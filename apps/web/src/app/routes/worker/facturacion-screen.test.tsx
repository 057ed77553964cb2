import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { pageOf } from '../../../test/empresas';
import { makeFactura } from '../../../test/facturas';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import WorkerFacturacionScreen from './facturacion-screen';

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);

describe('/worker-facturacion (spec 3 §2.6)', () => {
  it('pages by 7 over the last two months; the checkbox sends facturado=true', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFactura()], { size: 7, totalElements: 15 })));
    const user = userEvent.setup();
    renderScreen(<WorkerFacturacionScreen />, { path: '/worker-facturacion' });
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'NIF/CIF Empresa', 'Remesado', 'Importe (€)', 'Acciones']);
    // The worker's screen reads the list; remittance is done from "Facturación" of the admin menu.
    expect(within(table).queryByRole('button', { name: /Marcar como remesada/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    const range = { fechaInicio: dayjs().subtract(2, 'month').format('YYYY-MM-DD'), fechaFin: dayjs().format('YYYY-MM-DD') };
    expect(requests[0]!.path.startsWith('/cumplia-core/worker/facturas?')).toBe(true);
    expect(queryOf(requests[0]!)).toEqual({ page: '0', size: '7', facturado: 'false', ...range });

    await user.click(screen.getByLabelText('Mostrar las facturas remesadas'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(queryOf(requests.at(-1)!)).toEqual({ page: '0', size: '7', facturado: 'true', ...range }));
  });

  it('says "No se encontraron facturas" when none match', async () => {
    mockFetch(() => jsonResponse(pageOf([], { size: 7 })));
    renderScreen(<WorkerFacturacionScreen />, { path: '/worker-facturacion' });
    expect(await screen.findByText('No se encontraron facturas')).toBeInTheDocument();
  });
});
