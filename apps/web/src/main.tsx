// Mantine's base sheets; each component's own comes with its code (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { openingScreenLoaded } from './app/router';
import { restoreSession } from './lib/api-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void restoreSession();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page (the landing, drawn at build: decision 0072) is hydrated once its screen's code
// is there. Any other first draw waits a moment for the opened page's screen, whose files the server
// names in the page (decision 0070): drawn before, it would show its loading state first and React
// would hold the screen back 300 ms after that.
const prerendered = container.hasChildNodes();
void openingScreenLoaded({ wholly: prerendered }).then(() => (prerendered ? hydrateRoot(container, app) : createRoot(container).render(app)));
