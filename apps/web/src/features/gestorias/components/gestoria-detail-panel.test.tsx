import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { GESTORIA_ID, makeGestoriaDetail } from '../../../test/gestorias';
import { renderScreen } from '../../../test/render-screen';
import { GestoriaDetailPanel } from './gestoria-detail-panel';

const ID = GESTORIA_ID;
const gestoria = makeGestoriaDetail();

describe('GestoriaDetailPanel (spec 2 "Collaborator detail")', { timeout: 30_000 }, () => {
  it('shows the data, the prices and a page of companies with their edit link', async () => {
    const requests = mockFetch(() => jsonResponse(gestoria));
    renderScreen(<GestoriaDetailPanel area="admin" gestoriaId={ID} />);
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
    renderScreen(<GestoriaDetailPanel area="admin" gestoriaId={ID} />);
    expect(await screen.findByText('No se pudo cargar la información de la gestoría.')).toBeInTheDocument();
  });
});
