import { Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DialogActions } from '../forms/dialog-actions';

type FailureDialogProps = {
  /** The dialog is open while there is a message. */
  message: ReactNode | null;
  title: string;
  onClose: () => void;
};

/** The dialog that says why something was not done (SuccessDialog's counterpart), with "Cerrar". */
export function FailureDialog({ message, title, onClose }: FailureDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={title}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="red" variant="light" radius="xl" size={32}>
            <IconAlertTriangle size={20} />
          </ThemeIcon>
          <Text role="alert">{message}</Text>
        </Group>
        <DialogActions onCancel={onClose} cancelLabel="Cerrar" />
      </Stack>
    </Modal>
  );
}
