import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { GestoriasListPanel } from '../../../features/gestorias/components/gestorias-list-panel';

/** /editargestoriaslistado, "Tus Colaboradores" (spec 2 "Collaborator list"). */
export default function GestoriasListScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/iniciosuperadmin" />}
        eyebrow="Panel de administración"
        title="Tus Colaboradores"
        description="Busque un colaborador por su nombre o su NIF/CIF y abra su detalle para ver sus precios y sus empresas."
        actions={
          <Button component={Link} to="/anadircolaboradorsuperadmin" leftSection={<IconUserPlus size={18} aria-hidden />}>
            Añadir colaborador
          </Button>
        }
      />
      <GestoriasListPanel area="superadmin" />
    </>
  );
}
