import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HomeLayout } from '../../../components/layout/home-layout';
import { dashboardKeys } from '../../../features/dashboard/api/get-staff-dashboard';
import { StaffDashboardSection } from '../../../features/dashboard/components/staff-dashboard-section';
import { StaffPendientesSection } from '../../../features/dashboard/components/staff-pendientes-section';
import { NuevasEmpresasPanel } from '../../../features/empresa-verification/components/nuevas-empresas-panel';
import type { StaffAreaSettings } from './staff-area';

const NUEVAS_EMPRESAS_ID = 'nuevas-empresas';

/**
 * /iniciosuperadmin and /worker-inicio (spec 2 "Superadmin home", "Worker home"): the pending work
 * first (issue 23: companies to verify, the collection due, renewals to decide, each opening its
 * list filtered), "Nuevas empresas" (the companies not yet verified, with "Verificar" where the area
 * verifies), then the dashboard. The worker's, "Tus empresas" in the spec, is the same list
 * (docs/decisions/0035).
 */
export default function StaffHomeScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  const queryClient = useQueryClient();
  const { api, can, paths, home } = staffArea;
  const { hash } = useLocation();

  // "Empresas nuevas por verificar" opens the list below, on this page.
  useEffect(() => {
    if (hash !== `#${NUEVAS_EMPRESAS_ID}`) return;
    const section = document.getElementById(NUEVAS_EMPRESAS_ID);
    section?.scrollIntoView?.({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <HomeLayout eyebrow={staffArea.eyebrow} title="Nuevas empresas">
      <StaffPendientesSection area={api} links={{ nuevasEmpresas: `${home}#${NUEVAS_EMPRESAS_ID}`, facturacion: paths.facturacion, renovaciones: paths.renovaciones }} />
      <Stack gap="sm" component="section" id={NUEVAS_EMPRESAS_ID} tabIndex={-1} aria-labelledby="nuevas-empresas-title" style={{ scrollMarginTop: 80, outline: 'none' }}>
        <Title order={2} size="h4" id="nuevas-empresas-title">
          Empresas por verificar
        </Title>
        <Text c="dimmed" size="sm" maw={620}>
          {can.verifyEmpresas ? 'Empresas registradas que aún no ha verificado. Revise sus datos y pulse «Verificar».' : 'Empresas registradas pendientes de verificación.'}
        </Text>
        <NuevasEmpresasPanel area={api} canVerify={can.verifyEmpresas} onVerified={() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })} />
      </Stack>
      <StaffDashboardSection area={api} />
    </HomeLayout>
  );
}
