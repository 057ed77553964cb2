import { Badge } from '@mantine/core';
import { IconDeviceMobileMessage, IconMail } from '@tabler/icons-react';
import type { OutboxChannel } from '../api/get-outbox';

export function OutboxChannelBadge({ channel }: { channel: OutboxChannel }) {
  return channel === 'EMAIL' ? (
    <Badge variant="outline" color="cumplia" leftSection={<IconMail size={12} />}>
      Correo
    </Badge>
  ) : (
    <Badge variant="outline" color="grape" leftSection={<IconDeviceMobileMessage size={12} />}>
      SMS
    </Badge>
  );
}
