import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StaffEmpresasListPanel } from '../../../features/empresas/components/staff-empresas-list-panel';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/**
 * /listarempresasadmin and /worker-editar-cliente-listado (spec 2 "Superadmin company list",
 * "Worker company list"): every company, whoever's it is. "Empresas", not the spec's "Tus empresas":
 * that is the collaborator's list of its own (docs/decisions/0035).
 */
export default function EmpresasListScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  return (
    <StaffPage
      staffArea={staffArea}
      title="Empresas"
      description="Todas las empresas clientes, de cualquier colaborador. Busque por nombre o NIF/CIF, active o desactive sus herramientas y abra cada una para ver o editar sus datos."
      actions={
        <Button component={Link} to={staffArea.paths.empresaCreate} leftSection={<IconBuildingPlus size={18} aria-hidden />}>
          Añadir empresa
        </Button>
      }
    >
      <StaffEmpresasListPanel area={staffArea.api} pricing={staffArea.can.priceTools} editPath={staffArea.empresaPath} />
    </StaffPage>
  );
}
