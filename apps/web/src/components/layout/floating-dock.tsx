import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Bottom corner stack for the floating chat button and the cookie banner, so that the banner pushes
 * the button up instead of covering it.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  return (
    <Stack
      align="flex-end"
      gap="sm"
      p="md"
      style={{ position: 'fixed', right: 0, bottom: 0, left: 0, zIndex: 200, pointerEvents: 'none' }}
    >
      {children}
    </Stack>
  );
}
