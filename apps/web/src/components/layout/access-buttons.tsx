import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** "Acceder" and "Registre su empresa", the visitor's two ways in. */
export function AccessButtons({ onClick }: { onClick?: () => void }) {
  return (
    <>
      <Button component={Link} to="/acceso" variant="default" onClick={onClick}>
        Acceder
      </Button>
      <Button component={Link} to="/registrar" onClick={onClick}>
        Registre su empresa
      </Button>
    </>
  );
}
