import { Badge } from '@mantine/core';
import type { OutboxStatus } from '../api/get-outbox';

const STATUS_LABELS: Record<OutboxStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pendiente', color: 'yellow' },
  SENT: { label: 'Enviado', color: 'teal' },
  FAILED: { label: 'Fallido', color: 'red' },
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { label, color } = STATUS_LABELS[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
