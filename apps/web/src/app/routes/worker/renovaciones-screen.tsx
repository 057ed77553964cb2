import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffRenovacionesPanel } from '../../../features/renovaciones/components/staff-renovaciones-panel';

/** /worker-renovaciones, "Renovaciones" (spec 3 §2.3): the renewals ending soon, with "Gestionar Renovación". */
export default function WorkerRenovacionesScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/iniciosuperadmin" />}
        eyebrow="Panel de trabajo"
        title="Renovaciones"
        description="Las renovaciones cuyo periodo termina en los próximos días, las prioritarias primero. Gestione sus servicios y precios y confírmelas o deshabilítelas."
      />
      <StaffRenovacionesPanel area="worker" />
    </>
  );
}
