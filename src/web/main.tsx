import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreen } from './app.tsx';

const root = document.getElementById('root');
if (root === null) throw new Error('falta el elemento #root');
// The first screen's code is awaited before the first render, so the page appears complete (no
// loading state in between, no layout shift). A failure is shown by the screen's error boundary.
await preloadScreen(window.location.pathname).catch(() => {});
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
