import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Icon } from './icons.tsx';
import { moreLinks, reservarLink, type NavItem } from './nav-links.ts';
import { useReservasOnline } from './reservas-online.ts';
import { useCarryOver } from './use-carry-over.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

function useMoreItems(): readonly NavItem[] {
  return useReservasOnline() ? [reservarLink, ...moreLinks] : moreLinks;
}

/**
 * Before the page's code runs (or without it): a disclosure the browser opens and closes by
 * itself, so its links are reachable. Drawn the same as the scripted menu, which replaces it.
 */
function MoreDisclosure({ onCarryOver }: { onCarryOver: (focused: boolean) => void }) {
  const items = useMoreItems();
  const ref = useCarryOver(onCarryOver);
  return (
    <details className="more" ref={ref}>
      <summary className="nav-link more-button">
        Más <Icon name="chevronDown" size={16} />
      </summary>
      <ul className="more-menu">
        {items.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className="more-item">
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The wide screen's 'Más' menu: closes on Escape, a click outside, or focus leaving it. */
function MoreButtonMenu({ initiallyOpen, focus }: { initiallyOpen: boolean; focus: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const items = useMoreItems();
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (focus) buttonRef.current?.focus();
  }, [focus]);
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
        ref={buttonRef}
        type="button"
        className="nav-link more-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Más <Icon name="chevronDown" size={16} />
      </button>
      <ul id={menuId} className="more-menu" hidden={!open}>
        {items.map((l) => (
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

export function MoreMenu() {
  const hydrated = useHydrated();
  const [carried, setCarried] = useState({ open: false, focused: false });
  return hydrated ? (
    // Keyed: the disclosure tells its state as it goes, after this menu's first render.
    <MoreButtonMenu key={String(carried.open)} initiallyOpen={carried.open} focus={carried.focused} />
  ) : (
    <MoreDisclosure onCarryOver={(focused) => setCarried({ open: true, focused })} />
  );
}
