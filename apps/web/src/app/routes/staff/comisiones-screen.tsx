import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffComisionesPanel } from '../../../features/comisiones/components/staff-comisiones-panel';

/** /comisionessuperadmin, "Comisiones" (docs/decisions/0033): each collaborator's commission statement of a month. */
export default function StaffComisionesScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/iniciosuperadmin" />}
        eyebrow="Panel de administración"
        title="Comisiones"
        description="Las liquidaciones de comisiones de los colaboradores por mes. Elija el mes y descargue la liquidación de cada colaborador en PDF o Excel."
      />
      <StaffComisionesPanel area="admin" />
    </>
  );
}
