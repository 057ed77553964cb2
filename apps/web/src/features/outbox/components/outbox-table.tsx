import { Table, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
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

export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Canal</Table.Th>
            <Table.Th>Destinatario</Table.Th>
            <Table.Th>Asunto/Texto</Table.Th>
            <Table.Th>Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id} onClick={() => onOpen(message)} style={{ cursor: 'pointer' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</Table.Td>
              <Table.Td>
                <OutboxChannelBadge channel={message.channel} />
              </Table.Td>
              <Table.Td>{message.recipient}</Table.Td>
              <Table.Td maw={420}>
                {/* The row is clickable with a mouse; this button makes it reachable by keyboard too. */}
                <UnstyledButton
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(message);
                  }}
                  aria-label={`Ver mensaje: ${summary(message)}`}
                >
                  <Text size="sm" lineClamp={1} c="cumplia.8" fw={500}>
                    {summary(message)}
                  </Text>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <OutboxStatusBadge status={message.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
