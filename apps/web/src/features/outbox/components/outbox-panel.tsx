import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PagedTablePanel } from '../../../components/data/paged-table-panel';
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
      <PagedTablePanel
        data={data}
        isPending={isPending}
        errorMessage={isError ? 'Error al obtener la bandeja de salida.' : null}
        onRetry={() => void refetch()}
        emptyMessage="No hay mensajes en la bandeja de salida."
        loadingLabel="Cargando mensajes"
        page={page}
        onPageChange={setPage}
        pagerDisabled={isFetching}
      >
        {(messages) => <OutboxTable messages={messages} onOpen={setOpened} />}
      </PagedTablePanel>
      <OutboxMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
