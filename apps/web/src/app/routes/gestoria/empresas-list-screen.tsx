import { Button, Group, Stack } from '@mantine/core';
import { IconBuildingPlus, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmpresasListPanel } from '../../../features/empresas/components/empresas-list-panel';
import { EmpresasDatosPendientesNotice } from '../../../features/protocolos/components/empresas-datos-pendientes-notice';
import { GestoriaPage } from './gestoria-page';

/** /editarclientelistado, "Empresas" (spec 1 §2.14 and spec 3 §2.7's "Tus empresas", in usted: decision 0054), under the companies whose facts for the protocols are missing. */
export default function EmpresasListScreen() {
  return (
    <GestoriaPage
      title="Empresas"
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
