import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoading } from '#web/components/page-loading.tsx';
import { chatLink, contact } from '#web/lib/contact.ts';
import { SiteNav, SocialLinks } from './site-nav.tsx';
import '#web/fonts/heading-font.css';
import './site.css';

/** The frame of every public page: navigation on top, contact details at the bottom. */
export function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <SiteNav />
      <main id="contenido" className="site-main">
        <Suspense fallback={<PageLoading inline />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <div className="footer-inner">
          <div>
            <p className="footer-brand">{contact.nombre}</p>
            <p>{contact.direccion}</p>
            <p>{contact.horario}</p>
          </div>
          <div>
            <p>
              <a href={chatLink()} target="_blank" rel="noopener noreferrer">
                Escribinos por WhatsApp
              </a>
            </p>
            <SocialLinks />
            <p>
              <Link to="/privacidad">Política de privacidad</Link>
            </p>
          </div>
        </div>
      </footer>
    </>
  );
}
