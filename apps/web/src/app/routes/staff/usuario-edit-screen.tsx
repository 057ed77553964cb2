import { Box } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/layout/back-button';
import { PageHeader } from '../../../components/layout/page-header';
import { UsuarioEditPanel } from '../../../features/usuarios/components/usuario-edit-panel';
import type { UsuariosNoticeState } from './usuarios-screen';

const USUARIOS_PATH = '/anadirusuariosuperadmin';

/** /editarusuario?id= (spec 2 "Edit user"); the guard sends a missing id to /not-found. */
export default function UsuarioEditScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const id = searchParams.get('id') ?? '';
  const deleted = (notice: string) => {
    const state: UsuariosNoticeState = { notice };
    navigate(USUARIOS_PATH, { replace: true, state });
  };
  return (
    <Box maw={880} mx="auto">
      <PageHeader eyebrow="Panel de administración" title="Datos de Usuario" back={<BackButton fallback={USUARIOS_PATH} />} />
      <UsuarioEditPanel key={id} id={id} onDeleted={deleted} />
    </Box>
  );
}
