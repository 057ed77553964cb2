// Mantine's base sheets; each component's own comes with its code (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { seedQueriesFromPage } from './app/page-data';
import { openingScreenLoaded } from './app/router';
import { restoreSession } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void restoreSession();

const queryClient = createQueryClient();
seedQueriesFromPage(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A page drawn ahead (the landing at build, a signing link's page by the server: decision 0072) is
// hydrated once its screen's code is there. Any other first draw waits a moment for the opened
// page's screen, whose files the server names in the page (decision 0070): drawn before, it would
// show its loading state first and React would hold the screen back 300 ms after that.
const drawnAhead = container.hasChildNodes();
void openingScreenLoaded({ wholly: drawnAhead }).then(() => (drawnAhead ? hydrateRoot(container, app) : createRoot(container).render(app)));
