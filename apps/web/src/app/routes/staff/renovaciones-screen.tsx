import type { StaffArea } from '@cumplia/shared/enums';
import { StaffRenovacionesPanel } from '../../../features/renovaciones/components/staff-renovaciones-panel';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/** How each area's list is filtered and ordered (spec 3 §2.2, §2.3). */
const DESCRIPTION: Record<StaffArea, string> = {
  admin: 'Las renovaciones por fecha de renovación: primero las que están a 18 días, después las que antes vencen. Confirme o deshabilite cada una y ajuste sus precios.',
  worker: 'Las renovaciones cuyo periodo termina en los próximos días, las prioritarias primero. Gestione sus servicios y precios y confírmelas o deshabilítelas.',
};

/**
 * /renovacionesadmin (spec 3 §2.2: by month and year, with the collaborator) and /worker-renovaciones
 * (§2.3: by days remaining), "Renovaciones", with "Gestionar Renovación". "Volver" without history
 * goes to the area's home (the spec's /iniciosuperadmin sends a worker there; decision 0035).
 */
export default function RenovacionesScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  return (
    <StaffPage staffArea={staffArea} title="Renovaciones" description={DESCRIPTION[staffArea.api]}>
      <StaffRenovacionesPanel area={staffArea.api} />
    </StaffPage>
  );
}
