import { Paper, SimpleGrid, Text } from '@mantine/core';

export type ComisionFigure = { label: string; value: string };

/** The totals of a month, side by side: a label in small capitals over its figure. */
export function ComisionFigures({ figures }: { figures: readonly ComisionFigure[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: figures.length }} spacing="md">
      {figures.map(({ label, value }) => (
        <Paper key={label} withBorder p="md" role="group" aria-label={label}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text fz={24} fw={700} lh={1.2} mt={4}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
