import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffRenovacionesPanel } from '../../../features/renovaciones/components/staff-renovaciones-panel';

/** /renovacionesadmin, "Renovaciones" (spec 3 §2.2): every renewal, its prices, Confirmar and Deshabilitar. */
export default function StaffRenovacionesScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/iniciosuperadmin" />}
        eyebrow="Panel de administración"
        title="Renovaciones"
        description="Las renovaciones por fecha de renovación: primero las que están a 18 días, después las que antes vencen. Confirme o deshabilite cada una y ajuste sus precios."
      />
      <StaffRenovacionesPanel area="admin" />
    </>
  );
}
