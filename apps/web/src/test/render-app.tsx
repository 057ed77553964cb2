import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { DatesSettings } from '../components/dates-settings';
import { routes } from '../app/route-table';
import { QueryClient } from '@tanstack/react-query';

/** No retries: a failing call should show its error at once in a test. */
function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <DatesSettings>{children}</DatesSettings>
    </AppProviders>
  );
}

/** Renders `routeObjects` (the whole app by default) in memory, starting at `entry`. */
export function renderRoutes(entry: InitialEntry, routeObjects: RouteObject[] = routes) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [entry] });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
