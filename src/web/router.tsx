import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from './components/error-screen.tsx';
import { PageLoading } from './components/page-loading.tsx';
import { withTimeout } from './lib/lazy.ts';
import { SiteLayout } from './site/site-layout.tsx';

/** Public pages: each one its own small chunk, so `/` downloads only what it shows. */
const sitePages: RouteObject[] = [
  { index: true, lazy: () => withTimeout(() => import('./site/pages/home.tsx')) },
  { path: 'servicios', lazy: () => withTimeout(() => import('./site/pages/servicios.tsx')) },
  { path: 'galeria', lazy: () => withTimeout(() => import('./site/pages/galeria.tsx')) },
  { path: 'turnos', lazy: () => withTimeout(() => import('./site/pages/turnos.tsx')) },
  { path: 'empleos', lazy: () => withTimeout(() => import('./site/pages/empleos.tsx')) },
  { path: 'franquicias', lazy: () => withTimeout(() => import('./site/pages/franquicias.tsx')) },
  { path: 'blog', lazy: () => withTimeout(() => import('./site/pages/blog.tsx')) },
  { path: 'giftcard', lazy: () => withTimeout(() => import('./site/pages/giftcard.tsx')) },
  { path: 'faq', lazy: () => withTimeout(() => import('./site/pages/faq.tsx')) },
  { path: 'cursos', lazy: () => withTimeout(() => import('./site/pages/cursos.tsx')) },
  { path: 'login', lazy: () => withTimeout(() => import('./site/login-page.tsx')) },
  { path: 'empleados', lazy: () => withTimeout(() => import('./admin/empleados/public-route.tsx')) },
];

/** Staff screens: Mantine and the panel's code load only here. */
const adminPages: RouteObject[] = [
  { index: true, lazy: () => withTimeout(() => import('./admin/agenda/page.tsx')) },
  { path: 'agenda', lazy: () => withTimeout(() => import('./admin/agenda/page.tsx')) },
  { path: 'clientes', lazy: () => withTimeout(() => import('./admin/clientes/page.tsx')) },
  { path: 'servicios', lazy: () => withTimeout(() => import('./admin/servicios/page.tsx')) },
  { path: 'empleados', lazy: () => withTimeout(() => import('./admin/empleados/page.tsx')) },
  { path: 'empleados/resumen/:id', lazy: () => withTimeout(() => import('./admin/resumen/page.tsx')) },
  { path: 'historial', lazy: () => withTimeout(() => import('./admin/historial/page.tsx')) },
];

export const routes: RouteObject[] = [
  { path: '/', Component: SiteLayout, ErrorBoundary: ErrorScreen, HydrateFallback: PageLoading, children: sitePages },
  {
    path: '/admin',
    lazy: () => withTimeout(() => import('./admin/admin-layout.tsx')),
    ErrorBoundary: ErrorScreen,
    HydrateFallback: PageLoading,
    children: adminPages,
  },
];

export const router = createBrowserRouter(routes);
