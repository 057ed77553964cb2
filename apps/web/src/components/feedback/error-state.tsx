import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

type ErrorStateProps = {
  message: string;
  onRetry?: () => void;
};

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      <Group justify="space-between" gap="sm">
        <span>{message}</span>
        {onRetry && (
          <Button size="xs" variant="white" color="red.9" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Reintentar
          </Button>
        )}
      </Group>
    </Alert>
  );
}
