import { Button, Group, Stack } from '@mantine/core';
import { IconBuildingPlus, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmpresasListPanel } from '../../../features/empresas/components/empresas-list-panel';
import { EmpresasDatosPendientesNotice } from '../../../features/protocolos/components/empresas-datos-pendientes-notice';
import { GestoriaPage } from './gestoria-page';

/** /editarclientelistado, "Tus empresas" (spec 1 §2.14, spec 3 §2.7), under the companies whose facts for the protocols are missing. */
export default function EmpresasListScreen() {
  return (
    <GestoriaPage
      title="Tus empresas"
      description="Busque una empresa, active o desactive sus herramientas y edite sus datos."
      actions={
        <Group gap="sm">
          <Button component={Link} to="/empresas-sin-usuario" variant="light" leftSection={<IconUserQuestion size={18} aria-hidden />}>
            Empresas sin usuario
          </Button>
          <Button component={Link} to="/anadirclienteempresa" leftSection={<IconBuildingPlus size={18} aria-hidden />}>
            Alta de empresa
          </Button>
        </Group>
      }
    >
      <Stack gap="lg">
        <EmpresasDatosPendientesNotice />
        <EmpresasListPanel />
      </Stack>
    </GestoriaPage>
  );
}
