import { Text } from '@mantine/core';
import { HomeLayout } from '../../../components/layout/home-layout';
import { StaffDashboardSection } from '../../../features/dashboard/components/staff-dashboard-section';
import { NuevasEmpresasPanel } from '../../../features/empresa-verification/components/nuevas-empresas-panel';
import { WORKER_MENU } from '../staff/staff-menus';

/** /worker-inicio (spec 2 "Worker home"): "Tus empresas", the companies not yet verified, then the dashboard. */
export default function WorkerHomeScreen() {
  return (
    <HomeLayout eyebrow="Panel de trabajo" title="Tus empresas" menuTitle="Gestión" menu={WORKER_MENU}>
      <Text c="dimmed" size="sm" maw={620}>
        Empresas registradas pendientes de verificación.
      </Text>
      <NuevasEmpresasPanel area="worker" />
      <StaffDashboardSection area="worker" />
    </HomeLayout>
  );
}
