// Mantine's base sheets; each component's own comes with its code (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreSession } from './lib/api-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void restoreSession();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
