import { useLocation } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { GestoriaDetailPanel } from '../../../features/gestorias/components/gestoria-detail-panel';

/** /detalleempresa: the collaborator of `gestoriaId` in navigation state (the route requires it). */
export default function GestoriaDetailScreen() {
  const gestoriaId = String((useLocation().state as { gestoriaId: string }).gestoriaId);
  return (
    <>
      <PageHeader
        eyebrow="Panel de administración"
        title="Detalle del colaborador"
        back={<BackButton fallback="/editargestoriaslistado" />}
      />
      <GestoriaDetailPanel
        key={gestoriaId}
        area="superadmin"
        gestoriaId={gestoriaId}
        editPagePath={`/editargestoriasuperadmin?id=${encodeURIComponent(gestoriaId)}`}
      />
    </>
  );
}
