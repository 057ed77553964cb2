import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small labelled value in the message preview's header. */
export function MessageDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
