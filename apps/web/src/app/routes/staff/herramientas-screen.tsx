import { useSearchParams } from 'react-router';
import { HerramientasMasivasPanel } from '../../../features/empresas/components/herramientas-masivas-panel';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /herramientassuperadmin and /worker-herramientas, "Activar herramientas" (spec 3 §4.4, §5: bulk tool
 * activation; issue 23): one screen for both staff roles, as the call `tools/multiple-price` admits
 * both (decision 0035); `?cifNif=` opens it with that company chosen.
 */
export default function HerramientasScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  const nifCif = (useSearchParams()[0].get('cifNif') ?? '').trim();
  return (
    <StaffPage
      staffArea={staffArea}
      title="Activar herramientas"
      description="Active, desactive o cambie el precio de varias herramientas a la vez, en una o en varias empresas."
    >
      <HerramientasMasivasPanel area={staffArea.api} initialNifCif={nifCif || undefined} />
    </StaffPage>
  );
}
