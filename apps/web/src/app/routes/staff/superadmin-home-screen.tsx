import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { HomeLayout } from '../../../components/layout/home-layout';
import { dashboardKeys } from '../../../features/dashboard/api/get-staff-dashboard';
import { StaffDashboardSection } from '../../../features/dashboard/components/staff-dashboard-section';
import { NuevasEmpresasPanel } from '../../../features/empresa-verification/components/nuevas-empresas-panel';
import { SUPERADMIN_MENU } from './staff-menus';

/** /iniciosuperadmin (spec 2 "Superadmin home"): "Nuevas empresas" to verify, then the dashboard. */
export default function SuperadminHomeScreen() {
  const queryClient = useQueryClient();
  return (
    <HomeLayout eyebrow="Panel de administración" title="Nuevas empresas" menuTitle="Administración" menu={SUPERADMIN_MENU}>
      <Text c="dimmed" size="sm" maw={620}>
        Empresas registradas que aún no ha verificado. Revise sus datos y pulse «Verificar».
      </Text>
      <NuevasEmpresasPanel area="admin" onVerified={() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })} />
      <StaffDashboardSection area="admin" />
    </HomeLayout>
  );
}
