import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app.tsx';
import { ReservasOnlineContext, reservasOnlineDelDocumento } from './site/reservas-online.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('falta el elemento #root');
// The first screen's code is awaited before the first render, so the page appears complete (no
// loading state in between, no layout shift). A failure is shown by the screen's error boundary.
await preloadScreen(window.location.pathname).catch(() => {});
const app = (
  <StrictMode>
    <ReservasOnlineContext value={reservasOnlineDelDocumento()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ReservasOnlineContext>
  </StrictMode>
);
// Public pages arrive drawn by the build (prerender.tsx): React takes over their HTML, as a
// transition, so in short slices that a tap meanwhile does not wait behind. The panel's page is
// an empty shell that React draws into.
if (root.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
