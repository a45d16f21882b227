import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { AdminPath } from '#shared/site-routes.ts';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { lazyPage } from '#web/lib/lazy-page.tsx';
import { CifrasOnly } from './admin-only.tsx';
import { AdminProviders } from './admin-providers.tsx';
import { AdminShell } from './admin-layout.tsx';
import { RequireSession } from './session.tsx';

const { Page: Agenda } = lazyPage(() => import('./agenda/page.tsx'));
const { Page: Recordatorios } = lazyPage(() => import('./recordatorios/page.tsx'));
const { Page: Clientes } = lazyPage(() => import('./clientes/page.tsx'));
const { Page: FichaCliente } = lazyPage(() => import('./clientes/ficha.tsx'));
const { Page: Servicios } = lazyPage(() => import('./servicios/page.tsx'));
const { Page: Empleados } = lazyPage(() => import('./empleados/page.tsx'));
const { Page: Resumen } = lazyPage(() => import('./resumen/page.tsx'));
const { Page: Historial } = lazyPage(() => import('./historial/page.tsx'));
const { Page: Deudores } = lazyPage(() => import('./deudores/page.tsx'));
const { Page: Caja } = lazyPage(() => import('./caja/page.tsx'));
const { Page: Usuarios } = lazyPage(() => import('./usuarios/page.tsx'));
const { Page: Auditoria } = lazyPage(() => import('./auditoria/page.tsx'));
const { Page: Ajustes } = lazyPage(() => import('./ajustes/page.tsx'));

/* The panel's screens by path: the shared list the server answers 404 outside of (typed: a screen
 * added only here does not compile). */
const screens = {
  '': Agenda,
  agenda: Agenda,
  recordatorios: Recordatorios,
  clientes: Clientes,
  'clientes/:id': FichaCliente,
  servicios: Servicios,
  empleados: Empleados,
  'empleados/resumen/:id': Resumen,
  historial: Historial,
  deudores: Deudores,
  caja: Caja,
  usuarios: Usuarios,
  auditoria: Auditoria,
  ajustes: Ajustes,
} satisfies Record<AdminPath, ComponentType>;

/** The screens that are the centre's figures (issue 19): staff see them only while the setting lets them. */
const cifras: ReadonlySet<AdminPath> = new Set<AdminPath>([
  'empleados',
  'empleados/resumen/:id',
  'historial',
  'deudores',
  'caja',
]);

/** The staff panel under /admin: guarded, inside the side-panel layout, each screen lazy. */
export function Component() {
  return (
    <AdminProviders>
      <RequireSession>
        <Routes>
          <Route element={<AdminShell />}>
            {Object.entries(screens).map(([path, Screen]) => {
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
    </AdminProviders>
  );
}
