import '@mantine/core/styles.css';
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
