import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { matchAppRoute, type AdminPath } from '#shared/site-routes.ts';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { centreDateQuery } from '#web/lib/centre-date.ts';
import { lazyPage, type LazyPage } from '#web/lib/lazy-page.tsx';
import { CifrasOnly } from './admin-only.tsx';
import { AdminProviders } from './admin-providers.tsx';
import { AdminShell } from './admin-layout.tsx';
import { RequireSession } from './session.tsx';

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
  empleados: lazyPage(() => import('./empleados/page.tsx')),
  'empleados/resumen/:id': lazyPage(() => import('./resumen/page.tsx')),
  historial: lazyPage(() => import('./historial/page.tsx')),
  deudores: lazyPage(() => import('./deudores/page.tsx')),
  caja: lazyPage(() => import('./caja/page.tsx')),
  usuarios: lazyPage(() => import('./usuarios/page.tsx')),
  auditoria: lazyPage(() => import('./auditoria/page.tsx')),
  ajustes: lazyPage(() => import('./ajustes/page.tsx')),
} satisfies Record<AdminPath, LazyPage>;

/**
 * What the first screen needs besides the session, asked for while the session is checked (the
 * session's own request goes first: this runs after it is sent): the screen's code, so it is drawn
 * as soon as the session is in, without a loading state in between, and the centre's date, which
 * most screens read before asking for their data.
 */
function PanelStart() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const route = matchAppRoute(window.location.pathname);
    if (route?.area === 'admin') screens[route.path].preload().catch(() => undefined); // its render retries
    void queryClient.prefetchQuery(centreDateQuery);
  }, [queryClient]);
  return null;
}

/**
 * The screens that are the centre's figures (issue 19): staff see them only while the setting
 * lets them. 'Empleados' is not one: without the figures it shows the team without their share.
 */
const cifras: ReadonlySet<AdminPath> = new Set<AdminPath>(['empleados/resumen/:id', 'historial', 'deudores', 'caja']);

/** The staff panel under /admin: guarded, inside the side-panel layout, each screen lazy. */
export function Component() {
  return (
    <AdminProviders>
      <RequireSession>
        <Routes>
          <Route element={<AdminShell />}>
            {Object.entries(screens).map(([path, { Page: Screen }]) => {
              const element = cifras.has(path as AdminPath) ? (
                <CifrasOnly>
                  <Screen />
                </CifrasOnly>
              ) : (
                <Screen />
              );
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
