import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { TestProviders } from './render-app';

type RenderScreenOptions = {
  /** The route the screen is mounted at; other paths render a stand-in page. */
  path?: string;
  entry?: InitialEntry;
};

/**
 * Renders one screen inside a memory router, without the app's layout: for screens not yet wired
 * into the route table, and to keep a test about a screen free of header and footer calls.
 */
export function renderScreen(screenElement: ReactElement, { path = '/', entry = path }: RenderScreenOptions = {}) {
  const router = createMemoryRouter(
    [
      { path, element: screenElement },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
