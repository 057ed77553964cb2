import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Under the read-only administrator NIF of a staff form: the user behind it, where its login is managed. */
export function AdministradorUserLink({ userId }: { userId: string }) {
  return (
    <>
      Ver el usuario en{' '}
      <Anchor component={Link} to={`/editarusuario?id=${encodeURIComponent(userId)}`} inherit>
        Datos de Usuario
      </Anchor>
      .
    </>
  );
}
