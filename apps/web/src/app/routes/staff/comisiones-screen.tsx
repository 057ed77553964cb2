import { StaffComisionesPanel } from '../../../features/comisiones/components/staff-comisiones-panel';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/** /comisionessuperadmin and /worker-comisiones, "Comisiones" (docs/decisions/0033): each collaborator's commission statement of a month. */
export default function ComisionesScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  return (
    <StaffPage
      staffArea={staffArea}
      title="Comisiones"
      description="Las liquidaciones de comisiones de los colaboradores por mes. Elija el mes y descargue la liquidación de cada colaborador en PDF o Excel."
    >
      <StaffComisionesPanel area={staffArea.api} />
    </StaffPage>
  );
}
