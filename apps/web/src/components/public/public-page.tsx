import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from '../layout/back-button';

/** A public content page: "Volver" (spec 1 §2.1) and its blocks, evenly spaced. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap={48}>
      <div style={{ marginBottom: -32 }}>
        <BackButton />
      </div>
      {children}
    </Stack>
  );
}
