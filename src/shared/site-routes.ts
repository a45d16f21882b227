/**
 * Every path the web app draws, in one list: the client's router (src/web/app.tsx and
 * src/web/admin/admin-app.tsx are typed against it, so a route cannot be added on one side only)
 * and the server, which answers any other path with 404 and tells search engines what to skip.
 * Paths are React Router patterns: the site's relative to `/` ('' is the home page), the
 * panel's relative to `/admin`.
 */
export const sitePaths = [
  '',
  'servicios',
  'galeria',
  'turnos',
  'empleos',
  'franquicias',
  'blog',
  'giftcard',
  'faq',
  'cursos',
  /* Who keeps the data online booking asks for, and how to have it erased (Ley 25.326). */
  'privacidad',
  'login',
  /* Online booking (issue 22): the flow, and a booking's private link to cancel it. */
  'reservar',
  'reservar/cancelar/:token',
  /* A client's own link to her booking, to confirm or cancel it (decision 048). */
  'turno/:token',
  /* The staff employees screen, routed publicly too (spec section 2); it asks for a session. */
  'empleados',
] as const;

export type SitePath = (typeof sitePaths)[number];

/**
 * Site pages kept out of search engines (noindex, robots.txt) and out of the sitemap: a staff
 * screen, and a client's private links to her booking.
 */
export const hiddenSitePaths: readonly SitePath[] = ['empleados', 'reservar/cancelar/:token', 'turno/:token'];

/**
 * Pages search engines may read but the sitemap does not offer: the staff's way in, linked from
 * every page's menu anyway (decision 025).
 */
export const unlistedSitePaths: readonly SitePath[] = ['login', ...hiddenSitePaths];

/** Online booking: in the sitemap only while the owner has it switched on. */
export const reservasSitePath: SitePath = 'reservar';

/**
 * The build's folder, under dist/web/pages, of the public pages as they read while the owner has
 * online booking on (its options beside the chat's): the server sends those while it is on.
 */
export const RESERVAS_ONLINE_PAGES = 'reservas-online';

export const adminPaths = [
  '',
  'agenda',
  'recordatorios',
  'clientes',
  'clientes/:id',
  'servicios',
  'productos',
  'giftcards',
  'paquetes',
  'empleados',
  'empleados/resumen/:id',
  'historial',
  'deudores',
  'caja',
  'liquidaciones',
  'mis-ganancias',
  'cobrar/:id',
  'ventas/:id',
  'usuarios',
  'auditoria',
  'ajustes',
] as const;

export type AdminPath = (typeof adminPaths)[number];

export type AppRoute = { area: 'site'; path: SitePath } | { area: 'admin'; path: AdminPath };

/** One pattern against a path's segments: `:name` takes any one segment, the rest must be equal. */
function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  return parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]);
}

/**
 * The route a path shows, or null when the client's router would show its not-found screen. As
 * React Router: letter case, a trailing slash and %-escapes do not matter.
 */
export function matchAppRoute(pathname: string): AppRoute | null {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return null; // a broken %-escape
  }
  if (segments[0] === 'admin') {
    const rest = segments.slice(1);
    const path = adminPaths.find((p) => matches(p, rest));
    return path === undefined ? null : { area: 'admin', path };
  }
  const path = sitePaths.find((p) => matches(p, segments));
  return path === undefined ? null : { area: 'site', path };
}
