import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HomeLayout } from '../../../components/layout/home-layout';
import { GestoriaPendientesSection } from '../../../features/dashboard/components/gestoria-pendientes-section';
import { EmpresasHomePanel } from '../../../features/empresas/components/empresas-home-panel';

/**
 * /iniciogestora (spec 1 §2.11): the pending work of its own companies first (issue 23: without a
 * user, contracts unsigned for more than 7 days, renewals to decide, each opening its list
 * filtered), then the latest companies.
 */
export default function GestoriaHomeScreen() {
  return (
    <HomeLayout eyebrow="Área de colaborador" title="Inicio">
      <GestoriaPendientesSection />
      <Stack gap="sm" component="section" aria-labelledby="ultimas-empresas-title">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} size="h4" id="ultimas-empresas-title">
              Últimas empresas
            </Title>
            <Text c="dimmed" size="sm" maw={520}>
              Las últimas empresas que ha dado de alta. Para editarlas o activar sus herramientas, vaya a «Empresas».
            </Text>
          </div>
          <Button component={Link} to="/editarclientelistado" variant="default" rightSection={<IconArrowRight size={18} aria-hidden />}>
            Gestionar empresas
          </Button>
        </Group>
        <EmpresasHomePanel />
      </Stack>
    </HomeLayout>
  );
}
