import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

type EmptyStateProps = { message: string };

export function EmptyState({ message }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon size={44} radius="xl" variant="light" color="gray">
        <IconInbox size={24} />
      </ThemeIcon>
      <Text c="dimmed">{message}</Text>
    </Stack>
  );
}
