import { Center, Loader } from '@mantine/core';
import { ErrorState } from '../../../components/feedback/error-state';
import { useUsuarioQuery } from '../api/get-usuario';
import { editScreenFailure, LOAD_TEXTS } from '../utils/usuario-errors';
import { UsuarioForm } from './usuario-form';

type UsuarioEditPanelProps = {
  id: string;
  /** After the user was deleted from the form, with what to say about it. */
  onDeleted: (notice: string) => void;
};

/** /editarusuario?id= (spec 2 "Edit user"): the user's data, loaded, then the form. */
export function UsuarioEditPanel({ id, onDeleted }: UsuarioEditPanelProps) {
  const { data: usuario, error, isPending, refetch } = useUsuarioQuery(id);
  if (isPending) {
    return (
      <Center mih={240} role="status" aria-label="Cargando usuario">
        <Loader size="sm" />
      </Center>
    );
  }
  if (error) {
    const failure = editScreenFailure(error, LOAD_TEXTS);
    return <ErrorState message={failure.detail ? `${failure.message} ${failure.detail}` : failure.message} onRetry={() => void refetch()} />;
  }
  return <UsuarioForm key={usuario.id} usuario={usuario} onDeleted={onDeleted} />;
}
