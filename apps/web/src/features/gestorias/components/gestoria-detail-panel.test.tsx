import type { GestoriaDetail } from '@cumplia/shared/schemas/gestoria';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { GestoriaDetailPanel } from './gestoria-detail-panel';

const ID = '6c1f8a52-3c49-4f77-9d1f-4f1a1b2c3d4e';

const gestoria: GestoriaDetail = {
  id: ID,
  razonSocial: 'Asesoría Martínez y Asociados S.L.',
  nombreComercial: 'Asesoría Martínez',
  nifCif: 'B87654323',
  tipo: 'E',
  nombre: 'Marta Martínez Sanz',
  dni: '11111111H',
  email: 'marta@asesoriamartinez.es',
  telefono: '+34911234567',
  direccion: 'Calle de Serrano 45',
  provincia: 'Madrid',
  codigoPostal: '28001',
  cnae: '6920',
  actividad: 'Asesoría',
  numTrabajadores: 12,
  numCuenta: 'ES7921000813610123456789',
  comision: 12.5,
  superColaborador: true,
  createdAt: '2026-11-23T10:00:00.000Z',
  productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 110 }],
  empresas: {
    content: [
      {
        id: 'e1',
        createdAt: '2026-11-20T10:00:00.000Z',
        razonSocial: 'Talleres Ruiz S.L.',
        nombreComercial: 'Talleres Ruiz',
        nifCif: 'B56789019',
        lopdgdd: true,
        acosoLaboral: false,
        desconexionDigital: false,
        metodoDePago: 'SEPA',
        verificado: true,
        username: '44444444A',
      },
    ],
    number: 0,
    size: 10,
    totalPages: 2,
    totalElements: 11,
  },
};

describe('GestoriaDetailPanel (spec 2 "Collaborator detail")', { timeout: 30_000 }, () => {
  it('shows the data, the prices and a page of companies with their edit link', async () => {
    const requests = mockFetch(() => jsonResponse(gestoria));
    renderScreen(<GestoriaDetailPanel area="superadmin" gestoriaId={ID} />);
    expect(await screen.findByText('marta@asesoriamartinez.es')).toBeInTheDocument();
    expect(screen.getByText('12,5 %')).toBeInTheDocument();
    expect(screen.getByText('110,00 €')).toBeInTheDocument();
    expect(screen.getAllByText('90,00 € (precio base)')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Editar Talleres Ruiz' })).toHaveAttribute('href', '/empresas/e1/edit');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(requests[0]?.path).toBe(`/cumplia-core/admin/gestorias/${ID}?page=0&size=10`);

    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(requests.at(-1)?.path).toBe(`/cumplia-core/admin/gestorias/${ID}?page=1&size=10`));
  });

  it('stays in edit mode with the server answer when the save fails, and Cancelar discards the edit', async () => {
    const requests = mockFetch((request) =>
      request.method === 'PUT' ? errorResponse(409, 'DUPLICATE_NIF_CIF', 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.') : jsonResponse(gestoria),
    );
    const user = userEvent.setup();
    renderScreen(<GestoriaDetailPanel area="worker" gestoriaId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const nombre = screen.getByLabelText('Nombre Comercial', { exact: false, selector: 'input' });
    await user.clear(nombre);
    await user.type(nombre, 'Martínez Asesores');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    const dialog = await screen.findByRole('dialog', { name: 'No se han podido guardar los cambios' });
    expect(dialog).toHaveTextContent('El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.');
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/cumplia-core/worker/gestorias/${ID}`);
    expect(put?.body).toMatchObject({ nombreComercial: 'Martínez Asesores', comision: 12.5, productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 110 }] });
    await user.click(screen.getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre Comercial', { exact: false, selector: 'input' })).toHaveValue('Martínez Asesores');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).not.toBeInTheDocument();
    expect(screen.getByText('Asesoría Martínez')).toBeInTheDocument();
  });

  it('says the gestoría could not be loaded', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'La gestoría no existe.'));
    renderScreen(<GestoriaDetailPanel area="superadmin" gestoriaId={ID} />);
    expect(await screen.findByText('No se pudo cargar la información de la gestoría.')).toBeInTheDocument();
  });
});
