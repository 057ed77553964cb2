import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';

type PageHeaderProps = {
  title: string;
  /** A short line above the title naming the area, e.g. "Área de colaborador". */
  eyebrow?: string;
  description?: ReactNode;
  /** Right-hand actions, e.g. a refresh button. */
  actions?: ReactNode;
  /** Home screens have no "Volver". */
  withBackButton?: boolean;
  /** Replaces the usual "Volver" one step back in history. */
  back?: ReactNode;
};

/** The top of a screen: "Volver", the page's only h1 and what goes with it. */
export function PageHeader({ title, eyebrow, description, actions, withBackButton = true, back }: PageHeaderProps) {
  return (
    <Stack gap="xs" mb="lg">
      {withBackButton && <div>{back ?? <BackButton />}</div>}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          {eyebrow && (
            <Text size="sm" fw={600} c="cumplia.7" tt="uppercase">
              {eyebrow}
            </Text>
          )}
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
