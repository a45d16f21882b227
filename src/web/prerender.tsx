/**
 * The build's renderer of the public pages (vite.config.ts builds this for Node and
 * scripts/prerender-pages.ts calls it): each page's whole document, drawn by the same components
 * the browser hydrates, with the head its page definitions put there (title, description,
 * canonical, link previews) and the structured data, so search engines and link previews read
 * the page without running JavaScript.
 */
import { AppAt, drawnHtml } from './drawn-ahead.tsx';
import { contact } from './lib/contact.ts';

/** The built files a page loads, as addresses from the site's root. */
export interface PageAssets {
  /** The public pages' entry script (public-start.ts). */
  script: string;
  /** The app's entry, which that script imports once the page is shown. */
  app: string;
  /** The app's and the page's styles, so the page is drawn styled before any script runs. */
  stylesheets: string[];
  /** The app's and the page's chunks: that script asks for them with the app, not one after another. */
  modulePreloads: string[];
  /** The headings' font: preloaded, so headings do not reflow when it arrives. */
  font: string | null;
}

/** schema.org `openingHours`: days ("Mo-Sa", "Su") and a time range, e.g. "Mo-Sa 08:00-20:00". */
const OPENING_HOURS =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;

/** Stops the build on a setting the structured data could not state truthfully. */
export function checkSettings(): void {
  const bad = contact.horarios.filter((h) => !OPENING_HOURS.test(h));
  if (bad.length > 0 || contact.horarios.length === 0) {
    throw new Error(
      `VITE_CENTRO_HORARIOS: "${bad.join(', ')}" no es un horario válido. Usá la forma "Mo-Sa 08:00-20:00" (varios separados por comas).`,
    );
  }
}

/**
 * What the server needs to know about the centre, as data beside the pages
 * (dist/web/pages/centro.json): the panel's and the not-found shell's titles carry its name.
 */
export interface SiteData {
  nombre: string;
  /** For the receipts the server writes (server/http/centro-datos.ts). */
  direccion: string;
}

export function siteData(): SiteData {
  return { nombre: contact.nombre, direccion: contact.direccion };
}

function Document({ url, assets, reservasOnline }: { url: string; assets: PageAssets; reservasOnline: boolean }) {
  return (
    <html lang="es-AR" data-reservas={reservasOnline ? 'online' : 'no'}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f8f1ec" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.font !== null && <link rel="preload" as="font" type="font/woff2" crossOrigin="" href={assets.font} />}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" crossOrigin="" href={href} />
        ))}
        {/* The page is drawn already: its code comes after what draws it (styles, font, pictures),
            once the page is shown (public-start.ts, decision 028). */}
        <script
          type="module"
          crossOrigin=""
          fetchPriority="low"
          src={assets.script}
          data-app={assets.app}
          data-chunks={assets.modulePreloads.join(' ')}
        />
      </head>
      <body>
        <div id="root">
          <AppAt url={url} reservasOnline={reservasOnline} />
        </div>
      </body>
    </html>
  );
}

/**
 * The page at `url` as a complete HTML document, as it reads with online booking off or on; any
 * error while drawing it fails the build.
 */
export function renderPage(url: string, assets: PageAssets, reservasOnline: boolean): Promise<string> {
  return drawnHtml(<Document url={url} assets={assets} reservasOnline={reservasOnline} />, `No se pudo generar ${url}`);
}
