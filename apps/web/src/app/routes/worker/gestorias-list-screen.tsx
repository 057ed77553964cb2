import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { GestoriasListPanel } from '../../../features/gestorias/components/gestorias-list-panel';

/** /worker-editar-gestorias-listado, "Tus colaboradores" (spec 2 "Collaborator list"), worker version. */
export default function WorkerGestoriasListScreen() {
  return (
    <>
      <PageHeader
        back={<BackButton fallback="/worker-inicio" />}
        eyebrow="Panel de trabajo"
        title="Tus colaboradores"
        description="Busque un colaborador por su nombre o su NIF/CIF y abra su detalle para ver sus precios y sus empresas."
        actions={
          <Button component={Link} to="/worker-anadir-gestoria" leftSection={<IconUserPlus size={18} aria-hidden />}>
            Añadir colaborador
          </Button>
        }
      />
      <GestoriasListPanel area="worker" />
    </>
  );
}
