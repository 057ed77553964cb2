import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AsignarUsuarioPanel, SIN_USUARIO_PATH } from '../../../features/empresas/components/asignar-usuario-panel';
import { GestoriaPage } from './gestoria-page';

/** /asignar-usuario-empresa?cifNif= (spec 1 §2.17): "Volver" returns to the companies without user. */
export default function AsignarUsuarioScreen() {
  const [searchParams] = useSearchParams();
  const nifCif = searchParams.get('cifNif') ?? '';
  return (
    <GestoriaPage
      title="Asignar usuario a la empresa"
      maw={880}
      back={
        <Button component={Link} to={SIN_USUARIO_PATH} variant="subtle" color="gray" size="compact-sm" leftSection={<IconArrowLeft size={16} />}>
          Volver
        </Button>
      }
    >
      <AsignarUsuarioPanel key={nifCif} nifCif={nifCif} />
    </GestoriaPage>
  );
}
