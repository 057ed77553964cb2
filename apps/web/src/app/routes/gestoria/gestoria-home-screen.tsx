import { Button, Group, Text } from '@mantine/core';
import { IconArrowRight, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HomeLayout } from '../../../components/layout/home-layout';
import { EmpresasHomePanel } from '../../../features/empresas/components/empresas-home-panel';
import { GESTORIA_MENU } from './gestoria-menu';

/** /iniciogestora (spec 1 §2.11): the sidebar and the "Tus empresas" table. */
export default function GestoriaHomeScreen() {
  return (
    <HomeLayout eyebrow="Área de colaborador" title="Tus empresas" menuTitle="Tu gestoría" menu={GESTORIA_MENU}>
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" maw={520}>
          Las últimas empresas que ha dado de alta. Para editarlas o activar sus herramientas, vaya a «Tus empresas».
        </Text>
        <Group gap="sm">
          <Button
            component={Link}
            to="/empresas-sin-usuario"
            variant="light"
            leftSection={<IconUserQuestion size={18} aria-hidden />}
          >
            Empresas sin usuario
          </Button>
          <Button
            component={Link}
            to="/editarclientelistado"
            variant="default"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Gestionar empresas
          </Button>
        </Group>
      </Group>
      <EmpresasHomePanel />
    </HomeLayout>
  );
}
