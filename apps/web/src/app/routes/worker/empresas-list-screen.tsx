import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffEmpresasListPanel } from '../../../features/empresas/components/staff-empresas-list-panel';

/** /worker-editar-cliente-listado, "Tus empresas" (spec 2 "Worker company list"). */
export default function WorkerEmpresasListScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/worker-inicio" />}
        eyebrow="Panel de trabajo"
        title="Tus empresas"
        description="Busque una empresa por su nombre o su CIF/NIF, active o desactive sus herramientas y edite sus datos."
        actions={
          <Button component={Link} to="/worker-anadir-empresa" leftSection={<IconBuildingPlus size={18} aria-hidden />}>
            Añadir empresa
          </Button>
        }
      />
      <StaffEmpresasListPanel area="worker" />
    </>
  );
}
