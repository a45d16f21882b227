import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { contact } from '#web/lib/contact.ts';
import { ChatButton } from './chat-button.tsx';
import { Icon } from './icons.tsx';
import { useHeadroom } from './use-headroom.ts';

const mainLinks = [
  { to: '/', label: 'Inicio' },
  { to: '/servicios', label: 'Servicios' },
  { to: '/galeria', label: 'Galería' },
  { to: '/turnos', label: 'Turnos' },
  { to: '/giftcard', label: 'Gift Card' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'Preguntas' },
  { to: '/empleos', label: 'Empleos' },
  { to: '/franquicias', label: 'Franquicias' },
];

const moreLinks = [
  { to: '/cursos', label: 'Cursos' },
  { to: '/login', label: 'Ingresar' },
];

/** Online booking's page (issue 22), in the menus while the owner has it on. */
const reservarLink = { to: '/reservar', label: 'Reservá online' };

let reservasOnline: Promise<boolean> | null = null;

/**
 * Whether online booking is on, asked once, the first time a menu opens: a page view asks
 * nothing, and the new item appears inside a menu just opened, never moving the page.
 */
function useReservasOnline(menuOpen: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!menuOpen) return;
    let current = true;
    reservasOnline ??= fetch('/api/reservas/estado', { headers: { accept: 'application/json' } })
      .then((r): Promise<{ reservasOnline?: unknown }> => (r.ok ? r.json() : Promise.resolve({})))
      .then(
        (e) => e.reservasOnline === true,
        () => false,
      );
    void reservasOnline.then((value) => current && setOn(value));
    return () => {
      current = false;
    };
  }, [menuOpen]);
  return on;
}

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

function MoreMenu() {
  const [open, setOpen] = useState(false);
  const online = useReservasOnline(open);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current !== null && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div
      className="more"
      ref={ref}
      // Focus moving to something outside the menu (Tab past its last item, Shift+Tab before the
      // button) closes it. A blur to nothing (a click on a bare spot, Safari's click on a link,
      // which does not focus it) is left to the pointer handler, or the link's click would be lost.
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null;
        if (open && next !== null && !e.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="nav-link more-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Más <Icon name="chevronDown" size={16} />
      </button>
      <ul id={menuId} className="more-menu" hidden={!open}>
        {(online ? [reservarLink, ...moreLinks] : moreLinks).map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className="more-item" onClick={() => setOpen(false)}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The public site's top navigation: hides on scroll down, shows on scroll up; a drawer on phones. */
export function SiteNav() {
  const visible = useHeadroom();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const online = useReservasOnline(drawerOpen);
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
        </nav>
        <div id="menu-movil" className="drawer" hidden={!drawerOpen} ref={drawerRef}>
          <ChatButton>Reservá por WhatsApp</ChatButton>
          <ul>
            {[...mainLinks.flatMap((l) => (online && l.to === '/turnos' ? [l, reservarLink] : [l])), ...moreLinks].map(
              (l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.to === '/'} className="drawer-link" onClick={closeDrawer}>
                    {l.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <SocialLinks />
        </div>
      </header>
    </>
  );
}
