import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

type AppProps = {
  /** The browser's router; the server's drawing gives one in memory at the page's address (src/server-render.tsx). */
  createRouter?: () => ReturnType<typeof createAppRouter>;
  /** A cache that already holds the data the page came with (app/page-data.ts). */
  queryClient?: QueryClient;
};

export function App({ createRouter = createAppRouter, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(createRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
