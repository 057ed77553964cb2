import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Under the read-only tools of a staff edit form: where they are switched on and off, the staff's "Empresas". */
export function ToolsHint({ listPath }: { listPath: string }) {
  return (
    <>
      Las herramientas se activan y desactivan desde{' '}
      <Anchor component={Link} to={listPath} inherit>
        Empresas
      </Anchor>
      .
    </>
  );
}
