import { useLocation } from 'react-router';
import { GestoriaDetailPanel } from '../../../features/gestorias/components/gestoria-detail-panel';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /detalleempresa and /worker-detalle-empresa: the collaborator of `gestoriaId` in navigation state
 * (the route requires it), with a link to its edit page where the area has one.
 */
export default function GestoriaDetailScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  const gestoriaId = String((useLocation().state as { gestoriaId: string }).gestoriaId);
  return (
    <StaffPage staffArea={staffArea} title="Detalle del colaborador" backFallback={staffArea.paths.gestorias}>
      <GestoriaDetailPanel key={gestoriaId} area={staffArea.api} gestoriaId={gestoriaId} editPagePath={staffArea.gestoriaEditPath?.(gestoriaId)} />
    </StaffPage>
  );
}
