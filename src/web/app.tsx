import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ErrorScreen } from './components/error-screen.tsx';
import { PageLoading } from './components/page-loading.tsx';
import { setUnauthorizedHandler } from './lib/api.ts';
import { ScreenErrorBoundary, lazyPage } from './lib/lazy-page.tsx';
import { SiteLayout } from './site/site-layout.tsx';

/* Public pages: each one its own small chunk, so `/` downloads only what it shows. */
const Home = lazyPage(() => import('./site/pages/home.tsx'));
const Servicios = lazyPage(() => import('./site/pages/servicios.tsx'));
const Galeria = lazyPage(() => import('./site/pages/galeria.tsx'));
const Turnos = lazyPage(() => import('./site/pages/turnos.tsx'));
const Empleos = lazyPage(() => import('./site/pages/empleos.tsx'));
const Franquicias = lazyPage(() => import('./site/pages/franquicias.tsx'));
const Blog = lazyPage(() => import('./site/pages/blog.tsx'));
const GiftCard = lazyPage(() => import('./site/pages/giftcard.tsx'));
const Faq = lazyPage(() => import('./site/pages/faq.tsx'));
const Cursos = lazyPage(() => import('./site/pages/cursos.tsx'));
const Login = lazyPage(() => import('./site/login-page.tsx'));
/* Staff screens: Mantine and the panel's code load only here. */
const EmpleadosPublic = lazyPage(() => import('./admin/empleados/public-route.tsx'));
const AdminApp = lazyPage(() => import('./admin/admin-app.tsx'));

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
          <Route index element={<Home />} />
          <Route path="servicios" element={<Servicios />} />
          <Route path="galeria" element={<Galeria />} />
          <Route path="turnos" element={<Turnos />} />
          <Route path="empleos" element={<Empleos />} />
          <Route path="franquicias" element={<Franquicias />} />
          <Route path="blog" element={<Blog />} />
          <Route path="giftcard" element={<GiftCard />} />
          <Route path="faq" element={<Faq />} />
          <Route path="cursos" element={<Cursos />} />
          <Route path="login" element={<Login />} />
          <Route path="empleados" element={<EmpleadosPublic />} />
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
 * Every route of the specification. Declarative React Router (not the data router): it keeps the
 * public site's JavaScript within its budget (docs/decisions/005-declarative-router.md).
 */
export function App() {
  return (
    <BrowserRouter>
      <UnauthorizedRedirect />
      <ScrollToTop />
      <Screens />
    </BrowserRouter>
  );
}
