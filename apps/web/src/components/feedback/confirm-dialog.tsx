import { Button, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from '../forms/dialog-actions';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /** The confirm button's label: the action's verb ("Enviar", "Eliminar"). */
  confirmLabel: string;
  onConfirm: () => void;
  /** "Cancelar" and closing the dialog both call it. */
  onCancel: () => void;
  /** While the action runs: the confirm button spins and "Cancelar" waits. */
  busy?: boolean;
  /** `red` for an action that removes something. */
  color?: ButtonProps['color'];
  /** Shown under the message: a failure that keeps the dialog open, say. */
  children?: ReactNode;
};

/** The dialog that asks before doing something: what will happen, "Cancelar" and the action. */
export function ConfirmDialog({ opened, title, message, confirmLabel, onConfirm, onCancel, busy = false, color, children }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        <DialogActions onCancel={onCancel} busy={busy}>
          <Button color={color} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
