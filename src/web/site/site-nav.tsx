import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { contact } from '#web/lib/contact.ts';
import { ChatButton } from './chat-button.tsx';
import { Icon } from './icons.tsx';
import { MoreMenu } from './more-menu.tsx';
import { mainLinks, moreLinks } from './nav-links.ts';
import { useReservasOnline } from './reservas-online.ts';
import { useCarryOver } from './use-carry-over.ts';
import { useHeadroom } from './use-headroom.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={`social ${className ?? ''}`} aria-label="Redes sociales">
      <li>
        <a href={contact.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram">
          <Icon name="instagram" size={20} />
        </a>
      </li>
      <li>
        <a href={contact.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
          <Icon name="facebook" size={20} />
        </a>
      </li>
      <li>
        <a href={contact.tiktok} target="_blank" rel="noopener noreferrer" aria-label="TikTok">
          <Icon name="tiktok" size={20} />
        </a>
      </li>
    </ul>
  );
}

/**
 * What the phone's drawer holds: the ways to book on top (online beside the chat while the owner
 * has it on), then every page and the social links.
 */
function DrawerContent({ onNavigate }: { onNavigate?: () => void }) {
  const online = useReservasOnline();
  return (
    <>
      {online && (
        <Link className="button" to="/reservar" onClick={onNavigate}>
          Reservá online
        </Link>
      )}
      <ChatButton outline={online}>Reservá por WhatsApp</ChatButton>
      <ul>
        {[...mainLinks, ...moreLinks].map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.to === '/'} className="drawer-link" onClick={onNavigate}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <SocialLinks />
    </>
  );
}

/**
 * Before the page's code runs (or without it): the phone's menu as a disclosure the browser opens
 * by itself, so a phone reaches every page. Drawn like the scripted menu, which replaces it.
 */
function DrawerDisclosure({ onCarryOver }: { onCarryOver: (focused: boolean) => void }) {
  const ref = useCarryOver(onCarryOver);
  return (
    <details className="drawer-disclosure" ref={ref}>
      <summary className="burger" aria-label="Menú">
        <span className="burger-open">
          <Icon name="menu" size={26} />
        </span>
        <span className="burger-close">
          <Icon name="close" size={26} />
        </span>
      </summary>
      <div className="drawer">
        <DrawerContent />
      </div>
    </details>
  );
}

/** The public site's top navigation: hides on scroll down, shows on scroll up; a drawer on phones. */
export function SiteNav() {
  const visible = useHeadroom();
  const hydrated = useHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const [drawerPath, setDrawerPath] = useState(location.pathname);
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname);
    setDrawerOpen(false);
  }
  /** Closing by hand (Escape, a link, the button, the backdrop) gives focus back to the menu button. */
  const closeDrawer = () => {
    setDrawerOpen(false);
    burgerRef.current?.focus();
  };
  useEffect(() => {
    const header = headerRef.current;
    const burger = burgerRef.current;
    const drawer = drawerRef.current;
    if (!drawerOpen || header === null || burger === null || drawer === null) return;
    // The open drawer is modal: the page behind it (skip link, main, footer) is out of reach.
    const behind = [...(header.parentElement?.children ?? [])].filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && el !== header && !el.classList.contains('drawer-backdrop'),
    );
    for (const el of behind) el.inert = true;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setDrawerOpen(false);
        burger.focus();
        return;
      }
      if (e.key !== 'Tab') return;
      // Tab cycles through the menu button and the drawer's links, never out of them.
      const items: HTMLElement[] = [burger, ...drawer.querySelectorAll<HTMLElement>('a[href], button')];
      const active = document.activeElement as HTMLElement | null;
      const inside = active !== null && items.includes(active);
      if (e.shiftKey && (!inside || active === items[0])) {
        e.preventDefault();
        items.at(-1)?.focus();
      } else if (!e.shiftKey && (!inside || active === items.at(-1))) {
        e.preventDefault();
        items[0]?.focus();
      }
    };
    // Widening the window past the phone layout closes the drawer (and frees the page's scroll).
    const wide = window.matchMedia('(min-width: 1100px)');
    const onWide = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of behind) el.inert = false;
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      document.body.style.overflow = '';
    };
  }, [drawerOpen]);

  return (
    <>
      {drawerOpen && <div className="drawer-backdrop" aria-hidden="true" onClick={closeDrawer} />}
      <header className="site-header" data-visible={visible || drawerOpen} ref={headerRef}>
        <nav className="site-nav" aria-label="Principal">
          <Link to="/" className="brand">
            <span className="brand-mark" aria-hidden="true">
              ✿
            </span>
            <span className="brand-name">{contact.nombre}</span>
          </Link>
          <ul className="nav-links">
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.to === '/'} className="nav-link">
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <MoreMenu />
            </li>
          </ul>
          <SocialLinks className="nav-social" />
          {!hydrated && (
            <DrawerDisclosure
              onCarryOver={(focused) => {
                setDrawerOpen(true);
                if (focused) requestAnimationFrame(() => burgerRef.current?.focus());
              }}
            />
          )}
          {hydrated && (
            <button
              ref={burgerRef}
              type="button"
              className="burger"
              aria-label={drawerOpen ? 'Cerrar menú' : 'Abrir menú'}
              aria-expanded={drawerOpen}
              aria-controls="menu-movil"
              onClick={() => (drawerOpen ? closeDrawer() : setDrawerOpen(true))}
            >
              {drawerOpen ? <Icon name="close" size={26} /> : <Icon name="menu" size={26} />}
            </button>
          )}
        </nav>
        {hydrated && (
          <div id="menu-movil" className="drawer" hidden={!drawerOpen} ref={drawerRef}>
            <DrawerContent onNavigate={closeDrawer} />
          </div>
        )}
      </header>
    </>
  );
}
