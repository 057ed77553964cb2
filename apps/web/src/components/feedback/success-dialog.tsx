import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SuccessDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  /** The one button, e.g. "Aceptar"; it and closing the dialog both call onClose. */
  buttonLabel: string;
  onClose: () => void;
};

/** The dialog that says something was done, with one button to go on. */
export function SuccessDialog({ opened, title, message, buttonLabel, onClose }: SuccessDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" radius="xl" size={32}>
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{buttonLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
