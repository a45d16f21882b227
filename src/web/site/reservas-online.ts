import { createContext, use } from 'react';

/**
 * Whether the owner has online booking on. The build draws every public page twice, with it off
 * and on (scripts/prerender-pages.ts), and the server sends the one that holds at the moment of
 * the request, marked on `<html data-reservas>`. So the page arrives with its online options
 * already drawn (no shift when they appear, and they work without JavaScript), and the browser
 * reads the same answer from the page it got instead of asking again.
 */
export const ReservasOnlineContext = createContext(false);

/** The attribute on `<html>` that says which of the two pages this is. */
export const RESERVAS_ATTRIBUTE = 'data-reservas';

export function useReservasOnline(): boolean {
  return use(ReservasOnlineContext);
}

/** What the page the browser got says: off on a page without the mark (the panel's shell). */
export function reservasOnlineDelDocumento(): boolean {
  return document.documentElement.getAttribute(RESERVAS_ATTRIBUTE) === 'online';
}
