import { USUARIO_TEXTS } from '@cumplia/shared/schemas/usuario';
import { useState } from 'react';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useDeleteUsuarioMutation } from '../api/delete-usuario';
import { failureWithReason } from '../utils/usuario-errors';

export type UsuarioToDelete = { id: string; email: string };

type DeleteUsuarioDialogProps = {
  usuario: UsuarioToDelete | null;
  onDeleted: (usuario: UsuarioToDelete) => void;
  onCancel: () => void;
};

/** Confirms and deletes a user (DELETE admin/users/{id}); a failure stays in the dialog. */
export function DeleteUsuarioDialog({ usuario, onDeleted, onCancel }: DeleteUsuarioDialogProps) {
  const remove = useDeleteUsuarioMutation();
  const [failure, setFailure] = useState<ReturnType<typeof failureWithReason> | null>(null);

  const close = () => {
    setFailure(null);
    remove.reset();
    onCancel();
  };
  const confirm = async (target: UsuarioToDelete) => {
    setFailure(null);
    try {
      await remove.mutateAsync(target.id);
      onDeleted(target);
    } catch (error) {
      setFailure(failureWithReason(error, USUARIO_TEXTS.deleteFailed));
    }
  };

  return (
    <ConfirmDialog
      opened={usuario !== null}
      title="Eliminar usuario"
      message={
        <>
          ¿Desea eliminar el usuario <strong>{usuario?.email}</strong>? Perderá el acceso a Cumplia y se cerrarán sus sesiones.
        </>
      }
      confirmLabel="Eliminar"
      color="red"
      busy={remove.isPending}
      onConfirm={() => usuario && void confirm(usuario)}
      onCancel={close}
    >
      <FailureAlert message={failure?.message} detail={failure?.detail} />
    </ConfirmDialog>
  );
}
