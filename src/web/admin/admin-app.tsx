import { Route, Routes } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';
import { lazyPage } from '../lib/lazy-page.tsx';
import { AdminProviders } from './admin-providers.tsx';
import { AdminShell } from './admin-layout.tsx';
import { RequireSession } from './session.tsx';

const { Page: Agenda } = lazyPage(() => import('./agenda/page.tsx'));
const { Page: Clientes } = lazyPage(() => import('./clientes/page.tsx'));
const { Page: Servicios } = lazyPage(() => import('./servicios/page.tsx'));
const { Page: Empleados } = lazyPage(() => import('./empleados/page.tsx'));
const { Page: Resumen } = lazyPage(() => import('./resumen/page.tsx'));
const { Page: Historial } = lazyPage(() => import('./historial/page.tsx'));
const { Page: Usuarios } = lazyPage(() => import('./usuarios/page.tsx'));
const { Page: Auditoria } = lazyPage(() => import('./auditoria/page.tsx'));

/** The staff panel under /admin: guarded, inside the side-panel layout, each screen lazy. */
export function Component() {
  return (
    <AdminProviders>
      <RequireSession>
        <Routes>
          <Route element={<AdminShell />}>
            <Route index element={<Agenda />} />
            <Route path="agenda" element={<Agenda />} />
            <Route path="clientes" element={<Clientes />} />
            <Route path="servicios" element={<Servicios />} />
            <Route path="empleados" element={<Empleados />} />
            <Route path="empleados/resumen/:id" element={<Resumen />} />
            <Route path="historial" element={<Historial />} />
            <Route path="usuarios" element={<Usuarios />} />
            <Route path="auditoria" element={<Auditoria />} />
          </Route>
          <Route path="*" element={<ErrorScreen kind="notFound" />} />
        </Routes>
      </RequireSession>
    </AdminProviders>
  );
}
