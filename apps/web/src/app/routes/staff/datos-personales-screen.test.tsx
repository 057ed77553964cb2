import type { DatosPersonales } from '@cumplia/shared/schemas/datos-personales';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, fileNamesOf, textOf } from '../../../test/downloads';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import DatosPersonalesScreen from './datos-personales-screen';

const PATH = '/cumplia-core/admin/datos-personales';

const DATOS: DatosPersonales = {
  generadoEl: '2026-11-26T17:10:00.000Z',
  interesado: { nif: '33333333P', email: null, telefono: null },
  secciones: [
    {
      titulo: 'Cuenta de usuario',
      finalidad: 'Dar acceso a Cumplia.',
      conservacion: 'Mientras la cuenta exista.',
      registros: [{ usuario: '33333333P', email: 'carmen@panaderiavidal.es', apellidos: null, roles: ['ROLE_COMPANY'] }],
    },
    {
      titulo: 'Empresas',
      finalidad: 'Prestar el servicio contratado.',
      conservacion: 'Seis años desde la baja (artículo 30 del Código de Comercio).',
      registros: [
        { razonSocial: 'Panadería Vidal S.L.', telefono: '+34612345678' },
        { razonSocial: 'Obrador Vidal S.L.', telefono: '+34612345679' },
      ],
    },
  ],
};

const SIN_SECCIONES: DatosPersonales = { generadoEl: '2026-11-26T17:10:00.000Z', interesado: { nif: null, email: 'nadie@ejemplo.es', telefono: null }, secciones: [] };

function serve(answer: (request: RecordedRequest) => Response) {
  return mockFetch((request) => (request.method === 'POST' && request.path === PATH ? answer(request) : errorResponse(404, 'NOT_FOUND', 'No existe.')));
}

const renderDatosPersonales = () => renderScreen(<DatosPersonalesScreen />, { path: '/datospersonales' });
const buscar = () => screen.getByRole('button', { name: 'Buscar datos' });

describe('/datospersonales, "Derechos de protección de datos" (RGPD arts. 15 and 20)', () => {
  it('asks for at least one of the NIF/NIE, the e-mail and the phone before searching', async () => {
    const requests = serve(() => jsonResponse(DATOS));
    const user = userEvent.setup();
    renderDatosPersonales();

    expect(screen.getByRole('heading', { level: 1, name: 'Derechos de protección de datos' })).toBeInTheDocument();
    expect(screen.getByText(/artículo 15 del RGPD/)).toBeInTheDocument();
    await user.click(buscar());

    expect(await screen.findByText('Indique el NIF/NIE, el correo electrónico o el teléfono de la persona.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'NIF/NIE' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
    // Any of the three answers it.
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'c');
    expect(screen.queryByText('Indique el NIF/NIE, el correo electrónico o el teléfono de la persona.')).not.toBeInTheDocument();
  });

  it('shows each section with its purpose, retention and records, and downloads the answer as JSON', async () => {
    const downloads = captureDownloads();
    const requests = serve(() => jsonResponse(DATOS));
    const user = userEvent.setup();
    renderDatosPersonales();

    await user.type(screen.getByRole('textbox', { name: 'NIF/NIE' }), ' 33333333p ');
    await user.click(buscar());

    const result = await screen.findByRole('region', { name: 'Datos de la persona' });
    expect(requests.map((request) => request.body)).toEqual([{ nif: '33333333P', email: '', telefono: '' }]);
    expect(result).toHaveTextContent('Reunidos el 26/11/2026 18:10');
    // A heading per section, its control telling how many records it holds.
    expect(within(result).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const cuenta = within(result).getByRole('button', { name: /^Cuenta de usuario/ });
    expect(cuenta).toHaveTextContent('1 registro');
    expect(within(result).getByRole('button', { name: /^Empresas/ })).toHaveTextContent('2 registros');

    // The first section is open: its purpose, retention, and each field's name and value (nothing as "—", a list as JSON).
    expect(cuenta).toHaveAttribute('aria-expanded', 'true');
    const cuentaPanel = document.getElementById(cuenta.getAttribute('aria-controls')!)!;
    expect(cuentaPanel).toHaveTextContent('Finalidad: Dar acceso a Cumplia.');
    expect(cuentaPanel).toHaveTextContent('Conservación: Mientras la cuenta exista.');
    const fields = Object.fromEntries(within(cuentaPanel).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(fields).toEqual({ Usuario: '33333333P', 'Correo electrónico': 'carmen@panaderiavidal.es', Apellidos: '—', Roles: 'ROLE_COMPANY' });
    await user.click(within(result).getByRole('button', { name: /^Empresas/ }));
    expect(await within(result).findByText('Registro 2 de 2')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: /^Empresas/ })).toHaveAttribute('aria-expanded', 'true');
    expect(result).toHaveTextContent('Conservación: Seis años desde la baja (artículo 30 del Código de Comercio).');
    expect(result).toHaveTextContent('Obrador Vidal S.L.');
    expect(result).toHaveTextContent('Entregue el archivo a la persona por un medio seguro, dentro del mes siguiente a su solicitud (artículo 12.3 del RGPD). Esta consulta queda registrada.');

    await user.click(within(result).getByRole('button', { name: 'Descargar (JSON)' }));
    await waitFor(() => expect(fileNamesOf(downloads)).toEqual(['datos-personales-33333333P-2026-11-26.json']));
    expect(downloads[0]!.blob.type).toBe('application/json');
    expect(await textOf(downloads[0]!)).toBe(JSON.stringify(DATOS, null, 2));
  });

  it('says so when Cumplia holds nothing about the person, the answer of a new search in place of the last one', async () => {
    // Chromium's returns a promise (scroll promises): the screen must not hand it to React as an effect's clean-up.
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => Promise.resolve() as never);
    serve((request) => jsonResponse((request.body as { nif: string }).nif ? DATOS : SIN_SECCIONES));
    const user = userEvent.setup();
    renderDatosPersonales();
    await user.type(screen.getByRole('textbox', { name: 'NIF/NIE' }), '33333333P');
    await user.click(buscar());
    expect(await screen.findByRole('button', { name: /^Cuenta de usuario/ })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'NIF/NIE' }));
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'nadie@ejemplo.es');
    await user.click(buscar());

    const result = await screen.findByRole('region', { name: 'Datos de la persona' });
    expect(await within(result).findByText('Cumplia no guarda ningún dato de esta persona.')).toBeInTheDocument();
    expect(within(result).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(within(result).getByText('nadie@ejemplo.es')).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Descargar (JSON)' })).toBeInTheDocument();
  });

  it('draws the first 50 records of a long set and says the file holds them all', async () => {
    const cambios = Array.from({ length: 1_200 }, (_, index) => ({ accion: 'CREATE', identificador: `empresa-${index + 1}` }));
    const answer: DatosPersonales = { ...DATOS, secciones: [{ titulo: 'Registro de cambios', finalidad: 'Seguridad.', conservacion: 'Seis años.', registros: cambios }] };
    serve(() => jsonResponse(answer));
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderDatosPersonales();
    await user.type(screen.getByRole('textbox', { name: 'NIF/NIE' }), '33333333P');
    await user.click(buscar());

    const result = await screen.findByRole('region', { name: 'Datos de la persona' });
    expect(await within(result).findByText('Se muestran los 50 primeros de 1.200; el archivo descargado los contiene todos.')).toBeInTheDocument();
    expect(within(result).getByText('Registro 50 de 1.200')).toBeInTheDocument();
    expect(within(result).queryByText('Registro 51 de 1.200')).not.toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Descargar (JSON)' }));
    expect(((JSON.parse(await textOf(downloads[0]!)) as DatosPersonales).secciones[0]!.registros)).toHaveLength(1_200);
  });

  it("shows the server's refusal, at the field it names", async () => {
    serve(() => jsonResponse({ code: 'VALIDATION_ERROR', message: 'Revise los datos de la persona.', data: { telefono: 'Teléfono no válido.' } }, 400));
    const user = userEvent.setup();
    renderDatosPersonales();

    await user.type(screen.getByRole('textbox', { name: 'NIF/NIE' }), '33333333P');
    await user.click(buscar());

    expect(await screen.findByRole('alert')).toHaveTextContent('Revise los datos de la persona.');
    expect(screen.getByText('Teléfono no válido.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Datos de la persona' })).not.toBeInTheDocument();
  });
});
