import { SITE_ORIGIN_TOKEN } from '#shared/site-origin.ts';
import { contact } from '#web/lib/contact.ts';
import { fullTitle, pageDescription, pageMeta, type PublicPath } from './page-meta.ts';
import { useReservasOnline } from './reservas-online.ts';

let browserOrigin: string | undefined;

/**
 * The origin absolute addresses start with. At build time, the token the server replaces with
 * the site's origin. In the browser, the origin the server wrote into the page's canonical link
 * (read once, before React touches the head), so the tags drawn here are the ones already in the
 * page and React keeps them instead of adding copies; a page sent without one (the panel's) uses
 * the browser's own.
 */
export function siteOrigin(): string {
  if (import.meta.env.SSR) return SITE_ORIGIN_TOKEN;
  if (browserOrigin === undefined) {
    const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
    if (href === null) browserOrigin = window.location.origin;
    else browserOrigin = /^https?:\/\//.test(href) ? new URL(href).origin : '';
  }
  return browserOrigin;
}

/**
 * A public page's title, description, canonical address and link-preview tags, from its entry
 * in page-meta.ts. React puts them in the document's head: the build's HTML has them for search
 * engines and WhatsApp or Instagram previews, and they follow the visitor from page to page.
 */
export function PageHead({ path }: { path: PublicPath }) {
  const meta = pageMeta[path];
  const title = fullTitle(meta, contact.nombre);
  const description = pageDescription(meta, useReservasOnline());
  const origin = siteOrigin();
  const url = `${origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:site_name" content={contact.nombre} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}/img/${meta.image}.jpg`} />
    </>
  );
}
