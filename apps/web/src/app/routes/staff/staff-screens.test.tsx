import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { makeStaffEmpresaListItem, pageOf } from '../../../test/empresas';
import { hangingResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { GESTORIA_ID, makeGestoriaDetail, makeGestoriaListItem } from '../../../test/gestorias';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import ComisionesScreen from './comisiones-screen';
import EmpresaCreateScreen from './empresa-create-screen';
import EmpresasListScreen from './empresas-list-screen';
import FacturacionScreen from './facturacion-screen';
import GestoriaCreateScreen from './gestoria-create-screen';
import GestoriaDetailScreen from './gestoria-detail-screen';
import GestoriasListScreen from './gestorias-list-screen';
import RenovacionesScreen from './renovaciones-screen';
import { SUPERADMIN_AREA, WORKER_AREA, type StaffAreaSettings } from './staff-area';
import StaffHomeScreen from './staff-home-screen';

type StaffScreen = ComponentType<{ staffArea: StaffAreaSettings }>;

const AREAS = [
  { name: 'superadmin', area: SUPERADMIN_AREA, other: 'worker' },
  { name: 'worker', area: WORKER_AREA, other: 'admin' },
] as const;

/** Each screen of a task both staff areas have; `calls` is the API resource it reads on opening. */
const SCREENS: { Screen: StaffScreen; title: string; calls?: string; home?: boolean; back?: (area: StaffAreaSettings) => string }[] = [
  { Screen: StaffHomeScreen, title: 'Nuevas empresas', calls: 'empresas?', home: true },
  { Screen: EmpresaCreateScreen, title: 'Alta de una empresa', calls: 'gestorias?' },
  { Screen: EmpresasListScreen, title: 'Empresas', calls: 'empresas?' },
  { Screen: GestoriaCreateScreen, title: 'Alta de Colaborador' },
  { Screen: GestoriasListScreen, title: 'Colaboradores', calls: 'gestorias?' },
  { Screen: GestoriaDetailScreen, title: 'Detalle del colaborador', calls: `gestorias/${GESTORIA_ID}?`, back: (area) => area.paths.gestorias },
  { Screen: RenovacionesScreen, title: 'Renovaciones', calls: 'renovaciones?' },
  { Screen: FacturacionScreen, title: 'Facturación', calls: 'facturas?' },
  { Screen: ComisionesScreen, title: 'Comisiones', calls: 'comisiones?' },
];

const CASES = SCREENS.flatMap((screenCase) => AREAS.map((areaCase) => ({ ...screenCase, ...areaCase })));

/** A staff screen at an address of its own, opened directly (no history), with a collaborator in navigation state. */
function renderStaffScreen(Screen: StaffScreen, area: StaffAreaSettings) {
  return renderScreen(<Screen staffArea={area} />, { path: '/pantalla', entry: { pathname: '/pantalla', state: { gestoriaId: GESTORIA_ID } } });
}

const callsOf = (requests: RecordedRequest[], api: string) => requests.filter((request) => request.path.startsWith(`/cumplia-core/${api}/`));

describe('one screen per staff task, in either area', { timeout: 30_000 }, () => {
  it.each(CASES)('$title in the $name area: the area named above the title, its calls and its way back', async ({ Screen, title, calls, home, back, area, other }) => {
    const requests = mockFetch(hangingResponse);
    const user = userEvent.setup();
    const { router } = renderStaffScreen(Screen, area);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(area.eyebrow)).toBeInTheDocument();
    if (calls) await waitFor(() => expect(callsOf(requests, area.api).some((request) => request.path.includes(`/${calls}`))).toBe(true));
    expect(callsOf(requests, other)).toEqual([]);

    if (home) {
      expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
      return;
    }
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(back ? back(area) : area.home));
  });
});

describe('what each area may do', { timeout: 30_000 }, () => {
  it('home: the superadmin verifies the new companies, the worker sees them', async () => {
    mockFetch((request) => (request.path.includes('/empresas?') ? jsonResponse(pageOf([makeStaffEmpresaListItem({ verificado: false })], { size: 7 })) : hangingResponse(request)));
    const { unmount } = renderStaffScreen(StaffHomeScreen, SUPERADMIN_AREA);
    expect(await screen.findByRole('button', { name: 'Verificar Talleres Ejemplo' })).toBeInTheDocument();
    expect(screen.getByText(/pulse «Verificar»/)).toBeInTheDocument();
    unmount();

    renderStaffScreen(StaffHomeScreen, WORKER_AREA);
    expect(await screen.findByText('Talleres Ejemplo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verificar/ })).not.toBeInTheDocument();
    expect(screen.getByText('Empresas registradas pendientes de verificación.')).toBeInTheDocument();
  });

  it.each(AREAS)('home in the $name area: the pending work first, each count opening its list filtered (issue 23)', async ({ area }) => {
    const pendientes = { nuevasEmpresas: 3, remesa: { facturas: 2, importe: 1331.5, hasta: '2026-12-03' }, renovacionesPendientes: 4, renovacionesPrioritarias: 1, devueltas: 1, reembolsosPendientes: 0, registrosRechazados: 2 };
    mockFetch((request) => (request.path.startsWith(`/cumplia-core/${area.api}/dashboard/pendientes`) ? jsonResponse(pendientes) : hangingResponse(request)));
    const user = userEvent.setup();
    const { router } = renderStaffScreen(StaffHomeScreen, area);

    const pendiente = await screen.findByRole('region', { name: 'Pendiente' });
    expect(await within(pendiente).findByRole('link', { name: /^3\s*empresas nuevas por verificar/i })).toHaveAttribute('href', `${area.home}#nuevas-empresas`);
    const remesa = within(pendiente).getByRole('link', { name: /^2\s*facturas por cobrar esta semana/i });
    expect(remesa).toHaveAttribute('href', `${area.paths.facturacion}?cobroHasta=2026-12-03`);
    expect(remesa).toHaveTextContent('1.331,50 € con cobro hasta el 03/12/2026, vencidas incluidas.');
    const renovaciones = within(pendiente).getByRole('link', { name: /^4\s*renovaciones por decidir/i });
    expect(renovaciones).toHaveAttribute('href', `${area.paths.renovaciones}?estado=pendientes`);
    expect(renovaciones).toHaveTextContent('1 prioritaria: su fecha de renovación ha llegado.');
    expect(within(pendiente).getByRole('link', { name: /^1\s*cobro devuelto por el banco/i })).toHaveAttribute('href', `${area.paths.facturacion}?devuelta=true`);
    // A count of zero reads "Al día" and still opens its list.
    expect(within(pendiente).getByRole('link', { name: /reembolsos pendientes/i })).toHaveAttribute('href', `${area.paths.facturacion}?reembolsoPendiente=true`);
    expect(within(pendiente).getByRole('link', { name: /^2\s*registros rechazados por la AEAT/i })).toHaveAttribute('href', `${area.paths.facturacion}?registroRechazado=true`);

    await user.click(renovaciones);
    expect(router.state.location.pathname + router.state.location.search).toBe(`${area.paths.renovaciones}?estado=pendientes`);
  });

  it('home: no "registros rechazados" card when the system does not send its records (non-VERI*FACTU, decision 0061)', async () => {
    const pendientes = { nuevasEmpresas: 0, remesa: { facturas: 0, importe: 0, hasta: '2026-12-03' }, renovacionesPendientes: 0, renovacionesPrioritarias: 0, devueltas: 0, reembolsosPendientes: 0, registrosRechazados: null };
    mockFetch((request) => (request.path.startsWith('/cumplia-core/admin/dashboard/pendientes') ? jsonResponse(pendientes) : hangingResponse(request)));
    renderStaffScreen(StaffHomeScreen, SUPERADMIN_AREA);
    const pendiente = await screen.findByRole('region', { name: 'Pendiente' });
    await within(pendiente).findByRole('link', { name: /reembolsos pendientes/i });
    expect(within(pendiente).queryByRole('link', { name: /registros rechazados/i })).toBeNull();
  });

  it("companies: the superadmin's list prices the tools and opens the detail by id; the worker's opens the edit by NIF/CIF", async () => {
    mockFetch(() => jsonResponse(pageOf([makeStaffEmpresaListItem({ gestoriaNombre: 'Asesoría Norte' })])));
    const { unmount } = renderStaffScreen(EmpresasListScreen, SUPERADMIN_AREA);
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Cif/Nif', 'Colaborador', 'Herramientas', 'Método de pago', 'Acciones']);
    expect(within(table).getByRole('link', { name: 'Editar Talleres Ejemplo' })).toHaveAttribute('href', '/editarempresasuperadmin?id=e-1');
    expect(screen.getByRole('link', { name: 'Añadir empresa' })).toHaveAttribute('href', '/anadirclienteempresasuperadmin');
    unmount();

    renderStaffScreen(EmpresasListScreen, WORKER_AREA);
    const workerTable = await screen.findByRole('table');
    expect(columnHeaders(workerTable)).toEqual(['Fecha', 'Empresa', 'Cif/Nif', 'Herramientas', 'Acciones']);
    expect(within(workerTable).getByRole('link', { name: 'Editar Talleres Ejemplo' })).toHaveAttribute('href', '/worker-editar-cliente-empresa?cifNif=B45678901');
    expect(screen.getByRole('link', { name: 'Añadir empresa' })).toHaveAttribute('href', '/worker-anadir-empresa');
  });

  it.each([
    { area: SUPERADMIN_AREA, detail: '/detalleempresa', create: '/anadircolaboradorsuperadmin' },
    { area: WORKER_AREA, detail: '/worker-detalle-empresa', create: '/worker-anadir-gestoria' },
  ])("collaborators: the list opens the area's own detail ($detail) and creation", async ({ area, detail, create }) => {
    mockFetch(() => jsonResponse(pageOf([makeGestoriaListItem()])));
    renderStaffScreen(GestoriasListScreen, area);
    expect(await screen.findByRole('link', { name: 'Ver detalle de Asesoría Martínez' })).toHaveAttribute('href', detail);
    expect(screen.getByRole('link', { name: 'Añadir colaborador' })).toHaveAttribute('href', create);
  });

  it("a collaborator's detail: only the superadmin's links its edit page", async () => {
    mockFetch(() => jsonResponse(makeGestoriaDetail()));
    const { unmount } = renderStaffScreen(GestoriaDetailScreen, SUPERADMIN_AREA);
    expect(await screen.findByRole('link', { name: 'Abrir el formulario de edición' })).toHaveAttribute('href', `/editargestoriasuperadmin?id=${GESTORIA_ID}`);
    unmount();

    renderStaffScreen(GestoriaDetailScreen, WORKER_AREA);
    expect(await screen.findByText('marta@asesoriamartinez.es')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abrir el formulario de edición' })).not.toBeInTheDocument();
  });

  it('a new collaborator: the superadmin types any commission from 10 %, the worker picks one from 3 %', async () => {
    mockFetch(hangingResponse);
    const { unmount } = renderStaffScreen(GestoriaCreateScreen, SUPERADMIN_AREA);
    expect(screen.getByLabelText('Comisión (%)', { exact: false, selector: 'input' })).toHaveValue('10');
    unmount();

    renderStaffScreen(GestoriaCreateScreen, WORKER_AREA);
    expect(screen.getByRole('combobox', { name: 'Comisión (%)' })).toHaveValue('3 %');
  });
});
