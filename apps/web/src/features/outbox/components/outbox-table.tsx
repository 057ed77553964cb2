import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatDateTime } from '@cumplia/shared/calendar';
import { formatPhone } from '@cumplia/shared/validators/phone';
import { DataTable, type DataColumn } from '../../../components/data/data-table';
import { useInCard } from '../../../components/data/in-card';
import type { OutboxMessage } from '../api/get-outbox';
import { OutboxChannelBadge } from './outbox-channel-badge';
import { OutboxStatusBadge } from './outbox-status-badge';

type OutboxTableProps = {
  messages: readonly OutboxMessage[];
  onOpen: (message: OutboxMessage) => void;
};

/** What the list shows of a message: the subject of an e-mail, the text of an SMS. */
function summary(message: OutboxMessage): string {
  return message.channel === 'EMAIL' ? message.subject || '(Sin asunto)' : message.text;
}

/** The summary on one line of a table row; in a phone's card, where the line is short, up to three. */
function OutboxSummary({ message }: { message: OutboxMessage }) {
  return (
    <Text size="sm" lineClamp={useInCard() ? 3 : 1} c="cumplia.8" fw={500}>
      {summary(message)}
    </Text>
  );
}

export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  const columns: DataColumn<OutboxMessage>[] = [
    { header: 'Fecha', cell: (message) => formatDateTime(message.createdAt), nowrap: true },
    { header: 'Canal', cell: (message) => <OutboxChannelBadge channel={message.channel} /> },
    { header: 'Destinatario', nowrap: true, cell: (message) => (message.channel === 'SMS' ? formatPhone(message.recipient) : message.recipient) },
    {
      header: 'Asunto/Texto',
      td: { maw: 420 },
      cell: (message) => (
        // The row is clickable with a mouse; this button makes it reachable by keyboard too.
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            onOpen(message);
          }}
        >
          {/* The visible text is the name's end, as a voice-control user would say it. */}
          <VisuallyHidden>Ver mensaje: </VisuallyHidden>
          <Group gap={6} wrap="nowrap">
            <OutboxSummary message={message} />
            {message.attachments.length > 0 && (
              <Group gap={2} wrap="nowrap" c="dimmed" role="img" aria-label={`${message.attachments.length} adjuntos`}>
                <IconPaperclip size={14} aria-hidden />
                <Text size="xs">{message.attachments.length}</Text>
              </Group>
            )}
          </Group>
        </UnstyledButton>
      ),
    },
    { header: 'Estado', cell: (message) => <OutboxStatusBadge status={message.status} /> },
  ];
  return <DataTable rows={messages} columns={columns} rowKey={(message) => message.id} minWidth={720} onRowClick={onOpen} />;
}
