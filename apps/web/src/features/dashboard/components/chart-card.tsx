import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart with its title and a line saying what it shows. */
export function ChartCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
