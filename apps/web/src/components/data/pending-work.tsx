import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '@cumplia/shared/numbers';

/** One count of a home's pending work and the filtered list it opens. */
export type PendingWorkItem = {
  /** Stable key, also the card's test id. */
  id: string;
  count: number;
  /** What is counted, in the singular and plural ("empresa sin usuario", "empresas sin usuario"). */
  label: readonly [singular: string, plural: string];
  /** One line under the count: what opening it lets the user do. */
  detail?: string;
  to: string;
  icon: Icon;
  /** The icon's colour while something is pending. */
  color: string;
};

type PendingWorkProps = {
  title?: string;
  items: readonly PendingWorkItem[] | undefined;
  isPending: boolean;
  isError: boolean;
};

/**
 * "Pendiente" on a home (issue 23): each count a card that opens the list filtered to what it counts,
 * as a dashboard such as Stripe's leads from a figure to its rows. A count of zero reads "Al día" and
 * still opens its list; the cards are links, named by what they show (their count, what it counts and
 * its detail), so that the name a screen reader or a voice command uses is the text on screen.
 */
export function PendingWork({ title = 'Pendiente', items, isPending, isError }: PendingWorkProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="pendiente-title">
      <Title order={2} size="h4" id="pendiente-title">
        {title}
      </Title>
      {isError ? (
        <Alert color="red" variant="light">
          No se pudo cargar el trabajo pendiente. Recargue la página para intentarlo de nuevo.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          {isPending || !items
            ? [0, 1, 2].map((index) => <Skeleton key={index} height={104} radius="md" />)
            : items.map((item) => <PendingWorkCard key={item.id} item={item} />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function PendingWorkCard({ item }: { item: PendingWorkItem }) {
  const { count, label, detail, to, icon: ItemIcon, color } = item;
  const name = count === 1 ? label[0] : label[1];
  const done = count === 0;
  return (
    <UnstyledButton component={Link} to={to} data-testid={`pendiente-${item.id}`} style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}>
      <Paper withBorder p="md" radius="md" h="100%" style={{ borderLeft: `4px solid var(--mantine-color-${done ? 'gray-3' : `${color}-filled`})` }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fz={30} fw={700} lh={1.1}>
              {formatNumber(count)}
            </Text>
            <Text fw={600} size="sm" mt={4}>
              {name.charAt(0).toUpperCase() + name.slice(1)}
            </Text>
          </div>
          <ThemeIcon variant="light" color={done ? 'teal' : color} size={36} radius="md" aria-hidden>
            {done ? <IconCircleCheck size={20} /> : <ItemIcon size={20} />}
          </ThemeIcon>
        </Group>
        <Group gap={4} mt="xs" wrap="nowrap" c="dimmed">
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            {done ? 'Al día' : detail}
          </Text>
          <IconArrowRight size={14} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
