/**
 * Where the site's origin goes in a pre-rendered public page. The build does not know the address
 * the site is served at (PUBLIC_URL, or each request's own), and link previews and search engines
 * need absolute addresses (canonical, og:image, the structured data): the build writes this token
 * in their place and the server puts the origin in when it sends the page
 * (src/server/http/html-page.ts). In the browser the pages read the origin back from the page's
 * canonical link (src/web/site/page-head.tsx), so what they draw is what the server sent.
 */
export const SITE_ORIGIN_TOKEN = '__ORIGEN_DEL_SITIO__';
