import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from './lib/api.ts';
import { router } from './router.tsx';

// Any admin data load answering 401 lands on the login page, without reloading the app.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

const root = document.getElementById('root');
if (root === null) throw new Error('falta el elemento #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
