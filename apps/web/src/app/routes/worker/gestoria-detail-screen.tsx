import { useLocation } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { GestoriaDetailPanel } from '../../../features/gestorias/components/gestoria-detail-panel';

/** /worker-detalle-empresa: the collaborator of `gestoriaId` in navigation state (the route requires it). */
export default function WorkerGestoriaDetailScreen() {
  const gestoriaId = String((useLocation().state as { gestoriaId: string }).gestoriaId);
  return (
    <>
      <PageHeader eyebrow="Panel de trabajo" title="Detalle del colaborador" back={<BackButton fallback="/worker-editar-gestorias-listado" />} />
      <GestoriaDetailPanel key={gestoriaId} area="worker" gestoriaId={gestoriaId} />
    </>
  );
}
