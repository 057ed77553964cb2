import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { GestoriaUsuariosPanel } from '../../../features/usuarios/components/gestoria-usuarios-panel';

/** Spec 2 "User management": "Volver" goes to the superadmin home (a worker is sent on to theirs). */
const SUPERADMIN_HOME = '/iniciosuperadmin';

/** What the edit screen leaves for this one after deleting a user. */
export type UsuariosNoticeState = { notice?: string };

/** /anadirusuariosuperadmin: the gestorías' users, searched, added, edited and deleted. */
export default function UsuariosScreen() {
  const location = useLocation();
  const notice = (location.state as UsuariosNoticeState | null)?.notice ?? null;
  return (
    <>
      <PageHeader
        eyebrow="Panel de administración"
        title="Gestionar usuarios"
        description="Los usuarios de cada colaborador: búsquelos por su email o por el CIF/NIF del colaborador."
        back={
          <Button component={Link} to={SUPERADMIN_HOME} variant="subtle" color="gray" size="compact-sm" leftSection={<IconArrowLeft size={16} />}>
            Volver
          </Button>
        }
      />
      <GestoriaUsuariosPanel key={location.key} notice={notice} />
    </>
  );
}
