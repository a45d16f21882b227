import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { matchAppRoute, type AdminPath } from '#shared/site-routes.ts';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { centreDateQuery } from '#web/lib/centre-date.ts';
import { lazyPage, type LazyPage } from '#web/lib/lazy-page.tsx';
import { CentroOnly, CifrasOnly } from './admin-only.tsx';
import { AdminProviders, startedQueryClient } from './admin-providers.tsx';
import { AdminShell } from './admin-layout.tsx';
import { historialLoader } from './historial/api.ts';
import { meQuery, RequireSession } from './session.tsx';

const agenda = lazyPage(() => import('./agenda/page.tsx'));

/* The panel's screens by path: the shared list the server answers 404 outside of (typed: a screen
 * added only here does not compile). */
const screens = {
  '': agenda,
  agenda,
  recordatorios: lazyPage(() => import('./recordatorios/page.tsx')),
  clientes: lazyPage(() => import('./clientes/page.tsx')),
  'clientes/:id': lazyPage(() => import('./clientes/ficha.tsx')),
  servicios: lazyPage(() => import('./servicios/page.tsx')),
  productos: lazyPage(() => import('./productos/page.tsx')),
  giftcards: lazyPage(() => import('./giftcards/page.tsx')),
  paquetes: lazyPage(() => import('./paquetes/page.tsx')),
  empleados: lazyPage(() => import('./empleados/page.tsx')),
  'empleados/resumen/:id': lazyPage(() => import('./resumen/page.tsx')),
  historial: lazyPage(() => import('./historial/page.tsx')),
  deudores: lazyPage(() => import('./deudores/page.tsx')),
  caja: lazyPage(() => import('./caja/page.tsx')),
  liquidaciones: lazyPage(() => import('./liquidaciones/page.tsx')),
  'mis-ganancias': lazyPage(() => import('./mis-ganancias/page.tsx')),
  'cobrar/:id': lazyPage(() => import('./ventas/cobrar-page.tsx')),
  'ventas/:id': lazyPage(() => import('./ventas/ticket-page.tsx')),
  usuarios: lazyPage(() => import('./usuarios/page.tsx')),
  auditoria: lazyPage(() => import('./auditoria/page.tsx')),
  ajustes: lazyPage(() => import('./ajustes/page.tsx')),
} satisfies Record<AdminPath, LazyPage>;

/**
 * A screen's loader: asks for the data of its first drawing, read from the address, into the
 * query cache, so the panel can start it together with the session check (decision 030).
 */
type Loader = (queryClient: QueryClient, params: URLSearchParams) => Promise<void>;

/** The screens whose first drawing is their main cost, with a loader (the history, bench/reports.ts). */
const loaders: Partial<Record<AdminPath, Loader>> = {
  historial: historialLoader,
};

/**
 * The screen at `pathname`'s code and, where it has a loader, its data, asked for together; done
 * when both have answered, well or not.
 */
function startScreen(queryClient: QueryClient, pathname: string, search: string): Promise<void> {
  const route = matchAppRoute(pathname);
  if (route?.area !== 'admin') return Promise.resolve();
  // The data first: preloading the code appends a link per module it needs, and the history's
  // requests waited 40 ms behind those on the cheap laptop (bench/reports.ts).
  // A failed load is the screen's to show: its queries ask again when it is drawn.
  const data = loaders[route.path]?.(queryClient, new URLSearchParams(search)).catch(() => undefined);
  const code = screens[route.path].preload().catch(() => undefined); // its render retries
  return Promise.all([data, code]).then(() => undefined);
}

/** The address `startPanel` asked for, which the panel's first drawing then need not ask for again. */
let startedAt: string | null = null;

/**
 * Everything the panel's first drawing needs, asked for before it (decision 043): the session's
 * check first, then the first screen's code and data, and the centre's date, which most screens
 * read before asking for their own. Done when all have answered: the entry draws the panel then,
 * once and whole, instead of a loading state, the side panel and the screen one after another.
 */
export function startPanel(): Promise<void> {
  const queryClient = startedQueryClient();
  const { pathname, search } = window.location;
  startedAt = pathname;
  return Promise.all([
    queryClient.prefetchQuery(meQuery),
    startScreen(queryClient, pathname, search),
    queryClient.prefetchQuery(centreDateQuery),
  ]).then(() => undefined);
}

/**
 * On every move inside the panel, the new screen's code and data are asked for together, not the
 * data only once the code has arrived and drawn; and on a first address `startPanel` did not see
 * (the panel entered from the login page), its start as well.
 */
function PanelStart() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    const started = startedAt;
    startedAt = null;
    if (started === pathname) return;
    void startScreen(queryClient, pathname, window.location.search);
  }, [pathname, queryClient]);
  useEffect(() => {
    void queryClient.prefetchQuery(centreDateQuery);
  }, [queryClient]);
  return null;
}

/**
 * Whether the first screen's code is in. On the first address the side panel is drawn with a
 * loading state that is not a Suspense fallback, and the screen only once its code is in: once a
 * fallback is shown, React holds the screen that replaces it for 300 ms, and that hold was the
 * largest wait of the history's load (decision 038). A screen whose code fails to load is drawn
 * anyway: its boundary shows the error.
 */
function useFirstScreenCode(): boolean {
  const { pathname } = useLocation();
  const [first] = useState(() => {
    const route = matchAppRoute(pathname);
    return route?.area === 'admin' ? screens[route.path] : undefined;
  });
  const [ready, setReady] = useState(() => first === undefined || first.loaded());
  useEffect(() => {
    if (ready || first === undefined) return;
    let live = true;
    const done = () => live && setReady(true);
    first.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [first, ready]);
  return ready;
}

/**
 * The screens that are the centre's figures (issue 19): staff see them only while the setting
 * lets them. 'Empleados' is not one: without the figures it shows the team without their share.
 */
const cifras: ReadonlySet<AdminPath> = new Set<AdminPath>([
  'empleados/resumen/:id',
  'historial',
  'deudores',
  'caja',
  'liquidaciones',
]);

/**
 * The screens a professional's own account opens: her agenda and her earnings. Every other one
 * is the centre's desk, and tells her so (the API refuses her those anyway).
 */
const propias: ReadonlySet<AdminPath> = new Set<AdminPath>(['', 'agenda', 'mis-ganancias']);

/** The staff panel under /admin: guarded, inside the side-panel layout, each screen lazy. */
export function Component() {
  const firstScreenCode = useFirstScreenCode();
  return (
    <AdminProviders>
      <RequireSession>
        <Routes>
          <Route element={<AdminShell screenReady={firstScreenCode} />}>
            {Object.entries(screens).map(([path, { Page: Screen }]) => {
              const screen = cifras.has(path as AdminPath) ? (
                <CifrasOnly>
                  <Screen />
                </CifrasOnly>
              ) : (
                <Screen />
              );
              const element = propias.has(path as AdminPath) ? screen : <CentroOnly>{screen}</CentroOnly>;
              return path === '' ? (
                <Route key="index" index element={element} />
              ) : (
                <Route key={path} path={path} element={element} />
              );
            })}
          </Route>
          <Route path="*" element={<ErrorScreen kind="notFound" />} />
        </Routes>
      </RequireSession>
      <PanelStart />
    </AdminProviders>
  );
}
