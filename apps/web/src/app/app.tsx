import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

type AppProps = {
  /** The browser's router; the build's prerender gives one in memory at the page's address (src/prerender.tsx). */
  createRouter?: () => ReturnType<typeof createAppRouter>;
};

export function App({ createRouter = createAppRouter }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
