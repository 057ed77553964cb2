import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GestoriasListPanel } from '../../../features/gestorias/components/gestorias-list-panel';
import type { StaffAreaSettings } from './staff-area';
import { StaffPage } from './staff-page';

/** /editargestoriaslistado and /worker-editar-gestorias-listado, "Colaboradores" (spec 2 "Collaborator list", its "Tus colaboradores" in usted: decision 0054). */
export default function GestoriasListScreen({ staffArea }: { staffArea: StaffAreaSettings }) {
  return (
    <StaffPage
      staffArea={staffArea}
      title="Colaboradores"
      description="Busque un colaborador por su nombre o su NIF/CIF y abra su detalle para ver sus precios y sus empresas."
      actions={
        <Button component={Link} to={staffArea.paths.gestoriaCreate} leftSection={<IconUserPlus size={18} aria-hidden />}>
          Añadir colaborador
        </Button>
      }
    >
      <GestoriasListPanel area={staffArea.api} detailPath={staffArea.paths.gestoriaDetail} />
    </StaffPage>
  );
}
