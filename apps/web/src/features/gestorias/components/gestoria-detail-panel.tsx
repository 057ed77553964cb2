import type { StaffArea } from '@cumplia/shared/enums';
import { Button, Group, LoadingOverlay, Paper, Stack } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { SuccessNotice } from '../../../components/feedback/success-notice';
import { useGestoriaQuery } from '../api/get-gestoria';
import { GESTORIA_TEXTS } from '../utils/gestoria-area';
import { GestoriaDataView } from './gestoria-data-view';
import { GestoriaEditForm } from './gestoria-edit-form';
import { GestoriaEmpresasTable } from './gestoria-empresas-table';
import { GestoriaProductosView } from './gestoria-productos-view';

export const GESTORIA_SAVED_MESSAGE = 'Cambios guardados correctamente.';

type GestoriaDetailPanelProps = {
  /** Whose calls: `admin/gestorias` or `worker/gestorias`. */
  area: StaffArea;
  gestoriaId: string;
  /** Where the edit form opens on a page of its own (/editargestoriasuperadmin?id=), if the area has one. */
  editPagePath?: string;
};

/**
 * The collaborator's detail (spec 2 "Collaborator detail"): its data and prices in view mode, or the
 * edit form ("Editar"; "Cancelar" discards, "Guardar Cambios" saves and returns to view mode, a
 * failed save stays in edit mode), and its companies paged by the server.
 */
export function GestoriaDetailPanel({ area, gestoriaId, editPagePath }: GestoriaDetailPanelProps) {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const query = useGestoriaQuery(area, gestoriaId, page);
  const gestoria = query.data;

  if (!gestoria) {
    return (
      <Paper withBorder p="md" pos="relative" mih={180}>
        <LoadingOverlay visible={query.isPending} loaderProps={{ role: 'progressbar', 'aria-label': 'Cargando colaborador' }} />
        {query.isError && <ErrorState message={GESTORIA_TEXTS.loadError} onRetry={() => void query.refetch()} />}
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      {saved && (
        <SuccessNotice title={GESTORIA_SAVED_MESSAGE} onClose={() => setSaved(false)}>
          {gestoria.nombreComercial} ({gestoria.nifCif})
        </SuccessNotice>
      )}
      {editing ? (
        <GestoriaEditForm
          api={area}
          gestoria={gestoria}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      ) : (
        <>
          <Group justify="flex-end" gap="sm">
            {editPagePath && (
              <Button component={Link} to={editPagePath} variant="subtle" leftSection={<IconExternalLink size={16} aria-hidden />}>
                Abrir el formulario de edición
              </Button>
            )}
            <Button
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Editar
            </Button>
          </Group>
          <GestoriaDataView gestoria={gestoria} />
          <GestoriaProductosView productos={gestoria.productos} />
        </>
      )}
      <GestoriaEmpresasTable empresas={gestoria.empresas} isFetching={query.isFetching} page={page} onPageChange={setPage} />
    </Stack>
  );
}
