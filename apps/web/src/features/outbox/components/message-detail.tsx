import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value of the message preview's header: a term and its description in the list. */
export function MessageDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
