import { Button, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { Pager } from '../../../components/data/pager';
import { useOutboxQuery, type OutboxMessage } from '../api/get-outbox';
import { OutboxMessageModal } from './outbox-message-modal';
import { OutboxTable } from './outbox-table';

/** The outbox list with its pager, refresh button and message preview. */
export function OutboxPanel() {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const { data, isPending, isError, isFetching, refetch } = useOutboxQuery(page);

  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data ? `${data.totalElements} ${data.totalElements === 1 ? 'mensaje' : 'mensajes'}` : ' '}
        </Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          loading={isFetching && !isPending}
          onClick={() => void refetch()}
        >
          Actualizar
        </Button>
      </Group>
      <Paper withBorder p="md" pos="relative" mih={160}>
        <LoadingOverlay visible={isPending} zIndex={10} overlayProps={{ blur: 1 }} />
        {isError && !data && (
          <ErrorState message="Error al obtener la bandeja de salida." onRetry={() => void refetch()} />
        )}
        {data && data.content.length === 0 && <EmptyState message="No hay mensajes en la bandeja de salida." />}
        {data && data.content.length > 0 && (
          <>
            <OutboxTable messages={data.content} onOpen={setOpened} />
            <Pager page={page} totalPages={data.totalPages} onChange={setPage} disabled={isFetching} />
          </>
        )}
      </Paper>
      <OutboxMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
