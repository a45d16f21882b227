import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { ErrorScreen } from './components/error-screen.tsx';
import { PageLoading } from './components/page-loading.tsx';
import { setUnauthorizedHandler } from './lib/api.ts';
import { ScreenErrorBoundary, lazyPage, type LazyPage } from './lib/lazy-page.tsx';
import { SiteLayout } from './site/site-layout.tsx';
import type { SitePath } from '#shared/site-routes.ts';

/*
 * Public pages: each one its own small chunk, so `/` downloads only what it shows. Their paths are
 * the shared list the server answers 404 outside of (typed: a page added only here does not compile).
 */
const sitePages = {
  '': lazyPage(() => import('./site/pages/home.tsx')),
  servicios: lazyPage(() => import('./site/pages/servicios.tsx')),
  galeria: lazyPage(() => import('./site/pages/galeria.tsx')),
  turnos: lazyPage(() => import('./site/pages/turnos.tsx')),
  empleos: lazyPage(() => import('./site/pages/empleos.tsx')),
  franquicias: lazyPage(() => import('./site/pages/franquicias.tsx')),
  blog: lazyPage(() => import('./site/pages/blog.tsx')),
  giftcard: lazyPage(() => import('./site/pages/giftcard.tsx')),
  faq: lazyPage(() => import('./site/pages/faq.tsx')),
  cursos: lazyPage(() => import('./site/pages/cursos.tsx')),
  privacidad: lazyPage(() => import('./site/pages/privacidad.tsx')),
  login: lazyPage(() => import('./site/login-page.tsx')),
  reservar: lazyPage(() => import('./site/pages/reservar.tsx')),
  'reservar/cancelar/:token': lazyPage(() => import('./site/pages/reservar-cancelar.tsx')),
  'turno/:token': lazyPage(() => import('./site/pages/turno-enlace.tsx')),
  /* `/empleados` is the staff employees screen (spec section 2): Mantine loads only with it. */
  empleados: lazyPage(() => import('./admin/empleados/public-route.tsx')),
} satisfies Record<SitePath, LazyPage>;
/* Staff screens: Mantine and the panel's code load only here. */
const loadAdminApp = () => import('./admin/admin-app.tsx');
const adminApp = lazyPage(loadAdminApp);
const { Page: AdminApp } = adminApp;

/** How long the panel's first drawing waits for its session and first screen's data (decision 043). */
const PANEL_WAIT_MS = 300;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The code of the screen at `pathname`, so the entry can draw the first page complete. */
export function preloadScreen(pathname: string): Promise<void> {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  if (first === 'admin') {
    // The panel's requests go out as soon as its code is in, and it is drawn once they have
    // answered, whole; a slow answer is not waited for: its screen shows it loading.
    // A 401 meanwhile (a session that ended) is the panel's to answer once drawn, with the login
    // page inside the app: not a reload of the whole page to it.
    setUnauthorizedHandler(() => {});
    // A screen the server drew (decision 061) brings its answers: only its code is waited for,
    // whole, since drawn without it the panel would differ from the page React takes over.
    const drawn = document.getElementById('root')?.hasChildNodes() === true;
    const started = loadAdminApp().then((m) =>
      drawn ? m.startPanel() : Promise.race([m.startPanel(), pause(PANEL_WAIT_MS)]),
    );
    return Promise.all([adminApp.preload(), started]).then(() => undefined);
  }
  const page = sitePages[first as keyof typeof sitePages] as LazyPage | undefined;
  return page === undefined || segments.length > 1 ? Promise.resolve() : page.preload();
}

/** Any admin data load answering 401 lands on the login page, without reloading the app. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (pathname !== '/login') void navigate('/login', { replace: true });
    });
  }, [navigate, pathname]);
  return null;
}

/** A new page starts at its top (the browser keeps the position on back and forward). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function Screens() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<SiteLayout />}>
          {Object.entries(sitePages).map(([path, { Page }]) =>
            path === '' ? (
              <Route key="index" index element={<Page />} />
            ) : (
              <Route key={path} path={path} element={<Page />} />
            ),
          )}
        </Route>
        <Route
          path="admin/*"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route path="*" element={<ErrorScreen kind="notFound" />} />
      </Routes>
    </ScreenErrorBoundary>
  );
}

/**
 * Every route of the specification, inside a router: the browser's (main.tsx) or, when the build
 * renders the public pages ahead of time, a static one (prerender.tsx). Declarative React Router
 * (not the data router): it keeps the public site's JavaScript within its budget
 * (docs/decisions/005-declarative-router.md).
 */
export function AppRoutes() {
  return (
    <>
      <UnauthorizedRedirect />
      <ScrollToTop />
      <Screens />
    </>
  );
}
