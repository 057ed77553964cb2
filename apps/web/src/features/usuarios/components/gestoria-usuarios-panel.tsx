import type { GestoriaUsuarios, Usuario, UsuarioLink } from '@cumplia/shared/schemas/usuario';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
import { RowAction } from '../../../components/data/row-action';
import { RowActions } from '../../../components/data/row-actions';
import { usePagedSearch } from '../../../components/data/use-paged-search';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { serverMessageOr } from '../../../lib/error-message';
import { GESTORIAS_USUARIOS_PAGE_SIZE, useGestoriasUsuariosQuery } from '../api/get-gestorias-usuarios';
import { AddUsuarioDialog } from './add-usuario-dialog';
import { DeleteUsuarioDialog, type UsuarioToDelete } from './delete-usuario-dialog';
import { UsuarioEmailsMenu } from './usuario-emails-menu';
import { SearchInput } from '../../../components/forms/search-input';

export const GESTORIAS_USUARIOS_ERROR = 'No se pudieron obtener los usuarios.';

/** Where the collaborator's detail is (spec 2 "Collaborator detail"), with its id in navigation state. */
const COLLABORATOR_DETAIL = '/detalleempresa';

type GestoriaUsuariosPanelProps = {
  /** Shown first, e.g. after a user was deleted from the edit screen. */
  notice?: string | null;
};

/** /anadirusuariosuperadmin (spec 2 "User management"): gestorías, their users, add and delete. */
export function GestoriaUsuariosPanel({ notice: initialNotice = null }: GestoriaUsuariosPanelProps) {
  const navigate = useNavigate();
  const search = usePagedSearch({ userEmail: '', nifCif: '' });
  const params = { page: search.query.page, size: GESTORIAS_USUARIOS_PAGE_SIZE, userEmail: search.query.userEmail, nifCif: search.query.nifCif };
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useGestoriasUsuariosQuery(params);
  const [adding, setAdding] = useState<{ gestoria: UsuarioLink | null } | null>(null);
  const [deleting, setDeleting] = useState<UsuarioToDelete | null>(null);
  const [notice, setNotice] = useState<string | null>(initialNotice);

  const created = (usuario: Usuario) => {
    setAdding(null);
    setNotice(`Se ha agregado el usuario ${usuario.email}. Recibirá un correo electrónico para verificar su cuenta.`);
  };
  const deleted = (usuario: UsuarioToDelete) => {
    setDeleting(null);
    setNotice(`Se ha eliminado el usuario ${usuario.email}.`);
  };

  const columns: DataColumn<GestoriaUsuarios>[] = [
    { header: 'Cif/Nif', cell: (row) => row.nifCif, nowrap: true },
    { header: 'Colaborador', cell: (row) => row.nombreComercial, td: { miw: 180 } },
    { header: 'Usuarios', cell: (row) => <UsuarioEmailsMenu row={row} onDelete={setDeleting} /> },
    {
      header: 'Acciones',
      nowrap: true,
      cell: (row) => (
        <RowActions>
          <RowAction
            label="Editar colaborador"
            item={row.nombreComercial}
            icon={IconPencil}
            onClick={() => navigate(COLLABORATOR_DETAIL, { state: { gestoriaId: row.id } })}
          />
          <RowAction
            label="Agregar usuario"
            item={`a ${row.nombreComercial}`}
            icon={IconUserPlus}
            onClick={() => setAdding({ gestoria: { id: row.id, nifCif: row.nifCif, nombre: row.nombreComercial } })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="md">
      {notice && <SuccessNotice onClose={() => setNotice(null)}>{notice}</SuccessNotice>}
      <Group justify="space-between" align="flex-end" gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="search" aria-label="Buscar usuarios" style={{ flex: 1 }} maw={640}>
          <SearchInput label="Email del usuario" placeholder="Ej. nombre@gestoria.es" value={search.inputs.userEmail} onChange={(value) => search.setInput('userEmail', value)} />
          <SearchInput label="CIF/NIF del colaborador" placeholder="Ej. B12345674" capitals value={search.inputs.nifCif} onChange={(value) => search.setInput('nifCif', value)} />
        </SimpleGrid>
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding({ gestoria: null })}>
          Agregar Usuario
        </Button>
      </Group>
      <PagedTablePanel
        data={data}
        isPending={isPending || (isFetching && isPlaceholderData)}
        errorMessage={error ? serverMessageOr(error, GESTORIAS_USUARIOS_ERROR) : null}
        onRetry={() => void refetch()}
        emptyMessage={search.query.userEmail || search.query.nifCif ? 'Ningún colaborador coincide con la búsqueda.' : 'No hay colaboradores.'}
        loadingLabel="Cargando usuarios"
        page={search.query.page}
        onPageChange={search.setPage}
        pagerDisabled={isFetching}
        count={(total) => (total === 1 ? '1 colaborador' : `${total} colaboradores`)}
      >
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(row) => row.id} minWidth={640} />}
      </PagedTablePanel>
      <AddUsuarioDialog opened={adding !== null} gestoria={adding?.gestoria ?? null} onClose={() => setAdding(null)} onCreated={created} />
      <DeleteUsuarioDialog usuario={deleting} onDeleted={deleted} onCancel={() => setDeleting(null)} />
    </Stack>
  );
}
