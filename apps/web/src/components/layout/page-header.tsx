import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Right-hand actions, e.g. a refresh button. */
  actions?: ReactNode;
  /** Home screens have no "Volver". */
  withBackButton?: boolean;
};

export function PageHeader({ title, description, actions, withBackButton = true }: PageHeaderProps) {
  return (
    <Stack gap="xs" mb="lg">
      {withBackButton && (
        <div>
          <BackButton />
        </div>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" maw={760}>
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
