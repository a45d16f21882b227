import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codes, messages } from '#shared/messages.ts';
import {
  RESERVAS_ONLINE_PAGES,
  hiddenSitePaths,
  matchAppRoute,
  reservasSitePath,
  sitePaths,
  unlistedSitePaths,
  type SitePath,
} from '#shared/site-routes.ts';
import { datosDelCentro } from './centro-datos.ts';
import { compressed, HtmlPage, pickEncoding, type Encoding } from './html-page.ts';
import { panelDrawer } from './panel-page.ts';
import { siteOrigin } from './site-origin.ts';

export interface WebAppOptions {
  /** Folder of the built web app, or null to serve only the API. */
  webRoot: string | null;
  /** The site's public origin, or null to use each request's own. */
  publicUrl: string | null;
  /** Whether the owner has online booking on now: the public pages and the sitemap follow it. */
  reservasOnline: () => Promise<boolean>;
}

/** The public pages as the build drew them with online booking off, or on. */
interface SitePages {
  /** Site pages drawn by the build (`''` is the home page); search engines skip the hidden ones. */
  pages: Map<SitePath, HtmlPage>;
  /** Any other path: the build's not-found page, with status 404. */
  notFound: HtmlPage;
}

/** The built pages, read once at start. */
interface Site {
  off: SitePages;
  /** The same pages with the online booking's options beside the chat's (an older build: `off`'s). */
  on: SitePages;
  /** The panel (and `/empleados`): the app's empty shell, never indexed. */
  panel: HtmlPage;
  /**
   * The shell the server draws a screen into (panel-page.ts): the build's pages/panel.html, which
   * runs the app once the drawn screen is painted; an older build's, the panel's own.
   */
  panelDrawn: string;
}

const NOINDEX = '<meta name="robots" content="noindex" />';

function withNoIndex(html: string): string {
  return html.replace('</title>', `</title>\n    ${NOINDEX}`);
}

function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The build's file of a site page (scripts/prerender-pages.ts): `index` for the home page, the
 * path without its parameters for the others (`turno/:token` → turno).
 */
function pageFileName(page: SitePath): string {
  return page === '' ? 'index' : page.replace(/\/:[^/]+/g, '');
}

function loadSite(webRoot: string): Site | null {
  const shellFile = path.join(webRoot, 'index.html');
  if (!fs.existsSync(shellFile)) return null;
  const shell = fs.readFileSync(shellFile, 'utf8');
  const read = (folder: string, name: string) => {
    const file = path.join(webRoot, 'pages', folder, `${name}.html`);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };
  const name = datosDelCentro(webRoot).nombre;
  const titled = (title: string) => (name === null ? title : `${title} | ${escapeHtml(name)}`);
  const sitePages = (folder: string, fallback?: SitePages): SitePages => {
    const pages = new Map<SitePath, HtmlPage>();
    for (const page of sitePaths) {
      const html = read(folder, pageFileName(page));
      if (html !== null) pages.set(page, new HtmlPage(hiddenSitePaths.includes(page) ? withNoIndex(html) : html));
      else if (fallback?.pages.has(page) === true) pages.set(page, fallback.pages.get(page) as HtmlPage);
    }
    const notFound = read(folder, '404');
    return {
      pages,
      notFound:
        notFound !== null
          ? new HtmlPage(withNoIndex(notFound))
          : // An older build without it: the shell, whose router shows the same screen, with its title.
            (fallback?.notFound ?? new HtmlPage(withNoIndex(withTitle(shell, titled('Página no encontrada'))))),
    };
  };
  const off = sitePages('');
  const panel = withNoIndex(withTitle(shell, titled('Panel')));
  const drawn = read('', 'panel');
  return {
    off,
    on: sitePages(RESERVAS_ONLINE_PAGES, off),
    panel: new HtmlPage(panel),
    panelDrawn: drawn === null ? panel : withNoIndex(withTitle(drawn, titled('Panel'))),
  };
}

function robotsTxt(origin: string): string {
  // A path with a parameter is left out from its first one, slash kept: /turno/ covers every
  // client's link and leaves /turnos (a rule is a prefix) to the search engines.
  const hidden = ['/admin', '/api', ...hiddenSitePaths.map((p) => `/${p.replace(/\/:.*$/, '/')}`)];
  // The Sitemap line takes only an absolute address: without a known origin it is left out.
  const sitemap = origin === '' ? [] : ['', `Sitemap: ${origin}/sitemap.xml`];
  return ['User-agent: *', ...hidden.map((p) => `Disallow: ${p}`), ...sitemap, ''].join('\n');
}

function sitemapXml(origin: string, reservasOnline: boolean): string {
  const urls = sitePaths
    .filter((p) => !unlistedSitePaths.includes(p) && (p !== reservasSitePath || reservasOnline))
    .map((p) => `  <url><loc>${origin}/${p}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Sends a page: never kept by a cache without asking (a deploy changes the scripts it names). */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { body: (origin: string, encoding: Encoding) => Buffer },
  opts: { status: number; noIndex: boolean; publicUrl: string | null; personal?: boolean },
) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .status(opts.status)
    .type('text/html; charset=utf-8')
    // A page drawn with a user's data is hers alone: kept by no cache, the browser's included.
    .header('Cache-Control', opts.personal === true ? 'no-store' : 'no-cache')
    .header('Vary', opts.personal === true ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  if (opts.noIndex) reply.header('X-Robots-Tag', 'noindex');
  return reply.send(page.body(siteOrigin(request, opts.publicUrl), encoding));
}

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed by the build), each
 * route of the app its page (src/shared/site-routes.ts), any other path a 404 page, plus
 * robots.txt and sitemap.xml.
 */
export function registerWebApp(app: FastifyInstance, { webRoot, publicUrl, reservasOnline }: WebAppOptions): void {
  const site = webRoot === null ? null : loadSite(webRoot);
  const drawPanel = webRoot === null ? null : panelDrawer(app, webRoot);
  /** A failed read of the setting still sends the page: the spec's, with the chat only. */
  const reservasOnlineOrOff = () => reservasOnline().catch(() => false);
  if (site !== null && webRoot !== null) {
    void app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // Pages are sent by the not-found handler below, with the origin filled in, never as the
      // built files: checked on the file finally chosen too, so `/` (index.html) goes there as well.
      // pages/ holds only what the server reads (the drawn pages, centro.json), never sent as a file.
      allowedPath: (pathname) => !/\.html(\.br|\.gz)?$/i.test(pathname) && !/^\/pages\//i.test(pathname),
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
    app.get('/robots.txt', (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(robotsTxt(siteOrigin(request, publicUrl))),
    );
    app.get('/sitemap.xml', async (request, reply) => {
      const origin = siteOrigin(request, publicUrl);
      // A sitemap lists absolute addresses only.
      if (origin === '') return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado.');
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(sitemapXml(origin, await reservasOnlineOrOff()));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      pathname === '/api' ||
      pathname.startsWith('/api/')
    ) {
      return reply.status(404).send({ error: messages.notFound, code: codes.noEncontrado });
    }
    // A file that is not there (an old hashed chunk after a deploy) is a 404, never a page.
    if (path.extname(pathname) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado.');
    }
    if (site === null) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada: ejecutá "npm run build".');
    }
    const route = matchAppRoute(pathname);
    // The panel's shell never changes with the setting: it is not asked for there.
    const pages = route?.area === 'admin' ? site.off : (await reservasOnlineOrOff()) ? site.on : site.off;
    if (route === null) return sendPage(request, reply, pages.notFound, { status: 404, noIndex: true, publicUrl });
    if (route.area === 'site' && !hiddenSitePaths.includes(route.path)) {
      // A page without its own head (an older build) still gets the app, with the home page's head.
      const page = pages.pages.get(route.path) ?? pages.pages.get('') ?? site.panel;
      return sendPage(request, reply, page, { status: 200, noIndex: false, publicUrl });
    }
    if (route.area === 'admin' && request.method === 'GET' && drawPanel !== null) {
      const drawn = await drawPanel(request, pathname, site.panelDrawn);
      if (drawn !== null) {
        const page = { body: (_origin: string, encoding: Encoding) => compressed(drawn, encoding) };
        return sendPage(request, reply, page, { status: 200, noIndex: true, publicUrl, personal: true });
      }
    }
    const page = (route.area === 'site' ? pages.pages.get(route.path) : undefined) ?? site.panel;
    return sendPage(request, reply, page, { status: 200, noIndex: true, publicUrl });
  });
}
