import type { Gestoria } from '@cumplia/shared/schemas/gestoria';
import { LoadingOverlay, Paper } from '@mantine/core';
import { ErrorState } from '../../../components/feedback/error-state';
import { useGestoriaQuery } from '../api/get-gestoria';
import { GESTORIA_TEXTS } from '../utils/gestoria-area';
import { GestoriaEditForm } from './gestoria-edit-form';

type GestoriaEditPanelProps = {
  gestoriaId: string;
  onSaved: (saved: Gestoria) => void;
  onCancel: () => void;
};

/** The superadmin's area (`admin/gestorias`): the only one whose collaborators have an edit page. */
const api = 'admin';

/** The collaborator's edit form on a page of its own (/editargestoriasuperadmin?id=): the detail's edit mode. */
export function GestoriaEditPanel({ gestoriaId, onSaved, onCancel }: GestoriaEditPanelProps) {
  const query = useGestoriaQuery(api, gestoriaId, 0);
  if (!query.data) {
    return (
      <Paper withBorder p="md" pos="relative" mih={180}>
        <LoadingOverlay visible={query.isPending} loaderProps={{ role: 'progressbar', 'aria-label': 'Cargando colaborador' }} />
        {query.isError && <ErrorState message={GESTORIA_TEXTS.loadError} onRetry={() => void query.refetch()} />}
      </Paper>
    );
  }
  return <GestoriaEditForm api={api} gestoria={query.data} onSaved={onSaved} onCancel={onCancel} />;
}
