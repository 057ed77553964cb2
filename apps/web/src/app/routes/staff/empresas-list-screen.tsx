import { Button } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { StaffEmpresasListPanel } from '../../../features/empresas/components/staff-empresas-list-panel';

/** /listarempresasadmin, "Tus empresas" (spec 2 "Superadmin company list"): every company. */
export default function StaffEmpresasListScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/iniciosuperadmin" />}
        eyebrow="Panel de administración"
        title="Tus empresas"
        description="Todas las empresas clientes, de cualquier colaborador. Busque por nombre o NIF/CIF, active o desactive sus herramientas y abra su detalle."
        actions={
          <Button component={Link} to="/anadirclienteempresasuperadmin" leftSection={<IconBuildingPlus size={18} aria-hidden />}>
            Añadir empresa
          </Button>
        }
      />
      <StaffEmpresasListPanel area="admin" />
    </>
  );
}
