import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type DialogActionsProps = {
  /** The cancel button's click: closes the dialog without doing anything. */
  onCancel: () => void;
  /** "Cancelar" until the work is done, then usually "Cerrar". */
  cancelLabel?: string;
  /** While the confirm action is running: the cancel button is disabled. */
  busy?: boolean;
  /** The confirm button(s), after the cancel one; none for a dialog that only closes. */
  children?: ReactNode;
};

/** The footer of a dialog: the cancel button, then the confirm action(s), right-aligned. */
export function DialogActions({ onCancel, cancelLabel = 'Cancelar', busy = false, children }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {children}
    </Group>
  );
}
