import { useEffect, useState, type ReactNode } from 'react';
import { hydrate, useQueryClient, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { matchAppRoute, type AdminPath } from '#shared/site-routes.ts';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { centreDateQuery } from '#web/lib/centre-date.ts';
import { lazyPage, type LazyPage } from '#web/lib/lazy-page.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
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

/** Whether this page came with a screen the server drew, which the panel takes over (decision 061). */
let drawnInThePage = false;

/** The page's data block with the answers the server drew the first screen with (panel-render.tsx). */
export const PANEL_STATE_ID = 'panel-respuestas';

/**
 * Whether the server draws the screen at `pathname` into the page, with its data: the screens
 * with a loader, whose first drawing is their main cost (decision 061).
 */
export function drawnByServer(pathname: string): boolean {
  const route = matchAppRoute(pathname);
  return route?.area === 'admin' && loaders[route.path] !== undefined;
}

/**
 * Everything the panel's first drawing needs (decision 043): the session's check first, then the
 * first screen's code and data, and the centre's date, which most screens read before asking for
 * their own. Done when all have answered, well or not.
 */
export function prefetchPanel(queryClient: QueryClient, pathname: string, search: string): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(meQuery),
    startScreen(queryClient, pathname, search),
    queryClient.prefetchQuery(centreDateQuery),
  ]).then(() => undefined);
}

/** The answers the server drew this page with, taken once; null on a page it did not draw. */
function answersInThePage(): DehydratedState | null {
  const block = document.getElementById(PANEL_STATE_ID);
  if (block === null) return null;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * The panel's first drawing's needs, asked for before it: the entry draws the panel once they
 * have answered, once and whole, instead of a loading state, the side panel and the screen one
 * after another. On a screen the server drew, its answers are in the page: the cache takes them
 * and only the screen's code is waited for, so that React takes over the same drawing.
 */
export function startPanel(): Promise<void> {
  const queryClient = startedQueryClient();
  const { pathname, search } = window.location;
  startedAt = pathname;
  const answers = answersInThePage();
  if (answers === null) return prefetchPanel(queryClient, pathname, search);
  drawnInThePage = true;
  hydrate(queryClient, answers);
  const route = matchAppRoute(pathname);
  return route?.area === 'admin' ? screens[route.path].preload().catch(() => undefined) : Promise.resolve();
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

/**
 * A screen the server drew is on screen before the panel's code has taken it over (decision 061).
 * Until then its buttons and fields would do nothing, and what was typed into them would be
 * lost, so they are disabled meanwhile: a disabled fieldset around the panel disables every
 * control inside it, and React's first drawing in the browser (the same as the server's) enables
 * them. Links keep working: each is a page the server sends. A panel the browser draws itself
 * has no such wait, and no fieldset.
 */
function UntilTakenOver({ children }: { children: ReactNode }) {
  const [drawnByTheServer] = useState(() => typeof document === 'undefined' || drawnInThePage);
  const takenOver = useHydrated();
  if (!drawnByTheServer) return children;
  return (
    <fieldset disabled={!takenOver} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}

/** The staff panel under /admin: guarded, inside the side-panel layout, each screen lazy. */
export function Component() {
  const firstScreenCode = useFirstScreenCode();
  return (
    <AdminProviders>
      <UntilTakenOver>
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
      </UntilTakenOver>
      <PanelStart />
    </AdminProviders>
  );
}
