import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@cumplia/shared/calendar';
import { formatPhone } from '@cumplia/shared/validators/phone';
import type { OutboxMessage } from '../api/get-outbox';
import { EmailPreview } from './email-preview';
import { MessageDetail } from './message-detail';
import { OutboxAttachments } from './outbox-attachments';
import classes from './outbox-message-modal.module.css';
import { OutboxStatusBadge } from './outbox-status-badge';
import { SmsPreview } from './sms-preview';

type OutboxMessageModalProps = {
  message: OutboxMessage | null;
  onClose: () => void;
};

export function OutboxMessageModal({ message, onClose }: OutboxMessageModalProps) {
  const isEmail = message?.channel === 'EMAIL';
  // A phone number written as everywhere else ("+34 612 345 678"); an address as it is.
  const recipient = message ? (isEmail ? message.recipient : formatPhone(message.recipient)) : '';
  const title = message ? (isEmail ? message.subject || '(Sin asunto)' : `SMS para ${recipient}`) : '';
  return (
    <Modal opened={message !== null} onClose={onClose} title={title} size={isEmail ? 'xl' : 'md'}>
      {message && (
        <Stack gap="md">
          <dl className={classes.facts}>
            <MessageDetail label="Para">{recipient}</MessageDetail>
            <MessageDetail label="Creado">{formatDateTime(message.createdAt)}</MessageDetail>
            <MessageDetail label="Enviado">{message.sentAt ? formatDateTime(message.sentAt) : '—'}</MessageDetail>
            <MessageDetail label="Estado">
              <Group gap={6}>
                <OutboxStatusBadge status={message.status} />
                <Text size="xs" c="dimmed">
                  {message.attempts} {message.attempts === 1 ? 'intento' : 'intentos'}
                </Text>
              </Group>
            </MessageDetail>
          </dl>
          {message.lastError && (
            <Alert color="red" variant="light" title="Último error">
              {message.lastError}
            </Alert>
          )}
          <OutboxAttachments names={message.attachments} />
          {isEmail ? <EmailPreview html={message.html} text={message.text} /> : <SmsPreview text={message.text} />}
        </Stack>
      )}
    </Modal>
  );
}
