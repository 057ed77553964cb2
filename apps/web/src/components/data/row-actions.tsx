import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useInCard } from './in-card';

/** Mantine's `lg` ActionIcon, a row action's icon in a table, and the gap between two. */
const ICON_PX = 34;
const GAP_PX = 4;

/**
 * A row's actions side by side: in a table, icons in one line, or `perLine` to a line where a row has
 * many (so that the table still fits beside the menu); in a phone's card, labelled buttons that wrap.
 */
export function RowActions({ perLine, children }: { perLine?: number; children: ReactNode }) {
  if (useInCard()) {
    return (
      <Group gap="xs" justify="flex-end">
        {children}
      </Group>
    );
  }
  return (
    <Group gap={GAP_PX} wrap={perLine ? 'wrap' : 'nowrap'} w={perLine ? perLine * ICON_PX + (perLine - 1) * GAP_PX : undefined}>
      {children}
    </Group>
  );
}
