import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Two fields a row from small screens up, one below: the grid of every long form's section. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
