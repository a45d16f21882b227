import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN_TOKEN } from '#shared/site-origin.ts';
import { RESERVAS_ONLINE_PAGES, adminPaths, sitePaths } from '#shared/site-routes.ts';
import { buildApp } from '#server/app.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { testConfig, testDialects } from '#server/testing/test-db.ts';
import { pickEncoding } from './html-page.ts';

/* A web root laid out as the build leaves it (vite.config.ts, scripts/prerender-pages.ts): the
 * panel's empty shell as index.html; pages/<name>.html drawn whole, with the origin's token in
 * their absolute addresses; pages/404.html; pages/centro.json (the centre's name, for the titles the
 * server writes); hashed assets; .br and .gz beside each. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-web-'));
/** The centre's name as the build gives it (pages/centro.json), and as a page shows it. */
const CENTRE_NAME = 'Centro de Prueba & Spa';
const SITE_NAME = 'Centro de Prueba &amp; Spa';
const O = SITE_ORIGIN_TOKEN;
const SCRIPT = '<script type="module" crossorigin src="/assets/app-abc123.js"></script>';

const shell = `<!doctype html>
<html lang="es-AR">
  <head>
    <meta charset="UTF-8" />
    <title>Centro de Belleza y Estética</title>
    ${SCRIPT}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function builtPage(route: string, title: string | null, image: string, heading: string): string {
  const full = title === null ? SITE_NAME : `${title} | ${SITE_NAME}`;
  return `<!DOCTYPE html><html lang="es-AR"><head><meta charSet="UTF-8"/>${SCRIPT}<title>${full}</title>\
<meta name="description" content="Una descripción de la página para los buscadores."/>\
<link rel="canonical" href="${O}${route}"/><meta property="og:site_name" content="${SITE_NAME}"/>\
<meta property="og:title" content="${full}"/><meta property="og:url" content="${O}${route}"/>\
<meta property="og:image" content="${O}/img/${image}.jpg"/></head><body><div id="root"><h1>${heading}</h1>\
<script type="application/ld+json">{"@id":"${O}/#centro","url":"${O}/"}</script></div></body></html>`;
}

function writeBuilt(file: string, content: string) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}

const ASSET = `console.log(${JSON.stringify('x'.repeat(2000))});`;
writeBuilt('index.html', shell);
writeBuilt('pages/index.html', builtPage('/', null, 'frente', 'Te damos la bienvenida'));
writeBuilt('pages/servicios.html', builtPage('/servicios', 'Nuestros Servicios', 'manicura', 'Nuestros Servicios'));
writeBuilt('pages/login.html', builtPage('/login', 'Ingresar', 'frente', 'Ingreso de administradoras o staff'));
writeBuilt(
  'pages/404.html',
  `<!DOCTYPE html><html lang="es-AR"><head>${SCRIPT}<title>Página no encontrada | ${SITE_NAME}</title></head>\
<body><div id="root"><h1>Unexpected Application Error!</h1></div></body></html>`,
);
writeBuilt('assets/app-abc123.js', ASSET);
/* The same pages as the build draws them while the owner has online booking on (only some: an
 * older build, or a page missing there, falls back to the page with it off). */
const ONLINE = RESERVAS_ONLINE_PAGES;
writeBuilt(`pages/${ONLINE}/index.html`, builtPage('/', null, 'frente', 'Te damos la bienvenida, reservá online'));
writeBuilt(
  `pages/${ONLINE}/404.html`,
  `<!DOCTYPE html><html lang="es-AR"><head><title>Página no encontrada | ${SITE_NAME}</title></head>\
<body><div id="root"><h1>No encontrada, reservá online</h1></div></body></html>`,
);
writeBuilt('pages/centro.json', JSON.stringify({ nombre: CENTRE_NAME }));
/* A page at an address with a parameter, drawn as it reads before its data: named without it. */
writeBuilt(
  'pages/turno.html',
  `<!DOCTYPE html><html lang="es-AR"><head>${SCRIPT}<title>Tu turno</title></head>\
<body><div id="root"><h1>Tu turno</h1><p role="status">Buscando tu turno…</p></div></body></html>`,
);

/** The pages the sitemap lists after the home page, in its order. */
const LISTED = [
  'servicios',
  'galeria',
  'turnos',
  'empleos',
  'franquicias',
  'blog',
  'giftcard',
  'faq',
  'cursos',
  'privacidad',
];

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function webApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const file = path.join(dir, `web-${apps.length}.db`);
  const app = await buildApp(testConfig({ dialect: 'sqlite', file }, { WEB_ROOT: dir, ...env }));
  apps.push(app);
  return app;
}

/** The answer's body as text, whatever its Content-Encoding. */
function text(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  return raw.toString();
}

const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const NOINDEX_META = '<meta name="robots" content="noindex" />';

/* What browsers send: nothing (a crawler), gzip only, and what every current browser sends. */
const encodings = [
  { header: undefined, expected: undefined },
  { header: 'gzip', expected: 'gzip' },
  { header: 'gzip, deflate, br, zstd', expected: 'br' },
] as const;

describe('the web app', () => {
  it('sends every page as no-cache in every encoding, and hashed assets as immutable', async () => {
    const app = await webApp();
    const pages = [
      ['/', `<title>${SITE_NAME}</title>`, '<h1>Te damos la bienvenida</h1>'],
      ['/servicios', `<title>Nuestros Servicios | ${SITE_NAME}</title>`, '<h1>Nuestros Servicios</h1>'],
      ['/login', `<title>Ingresar | ${SITE_NAME}</title>`, '<h1>Ingreso de administradoras o staff</h1>'],
      ['/admin/agenda', `<title>Panel | ${SITE_NAME}</title>`, '<div id="root"></div>'],
      ['/no-existe', `<title>Página no encontrada | ${SITE_NAME}</title>`, '<h1>Unexpected Application Error!</h1>'],
    ] as const;
    for (const [url, title, body] of pages) {
      for (const { header, expected } of encodings) {
        const res = await app.inject({ url, headers: header === undefined ? {} : { 'accept-encoding': header } });
        const what = `${url} with ${header ?? 'no Accept-Encoding'}`;
        expect(res.statusCode, what).toBe(url === '/no-existe' ? 404 : 200);
        expect(res.headers['content-type'], what).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], what).toBe('no-cache');
        expect(res.headers['content-encoding'], what).toBe(expected);
        expect(String(res.headers.vary).toLowerCase(), what).toContain('accept-encoding');
        const html = text(res);
        expect(html, what).toContain(title);
        expect(html, what).toContain(body);
        expect(html, what).not.toContain(SITE_ORIGIN_TOKEN);
      }
    }
    for (const { header, expected } of encodings) {
      const res = await app.inject({
        url: '/assets/app-abc123.js',
        headers: header === undefined ? {} : { 'accept-encoding': header },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe(expected);
      expect(text(res)).toBe(ASSET);
    }
    // An old hashed chunk after a deploy is a plain 404, never a page.
    const missing = await app.inject({ url: '/assets/app-viejo.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    // The built files are templates (the origin still to be put in): they are not served as they are.
    for (const url of [
      '/index.html',
      '/index.html.br',
      '/pages/servicios.html',
      '/pages/login.html.gz',
      '/pages/404.html',
      '/pages/centro.json',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("titles the panel with the centre's name the build gave as data, not read back out of a page", async () => {
    // A build whose home page says nothing of the name: only pages/centro.json does.
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-web-datos-'));
    try {
      fs.writeFileSync(path.join(other, 'index.html'), shell);
      fs.mkdirSync(path.join(other, 'pages'));
      fs.writeFileSync(
        path.join(other, 'pages', 'index.html'),
        '<!DOCTYPE html><html><head><title>x</title></head></html>',
      );
      fs.writeFileSync(path.join(other, 'pages', 'centro.json'), JSON.stringify({ nombre: 'Estética <Luz> & "Sol"' }));
      const withData = await buildApp(
        testConfig({ dialect: 'sqlite', file: path.join(other, 'web-2.db') }, { WEB_ROOT: other }),
      );
      apps.push(withData);
      expect(text(await withData.inject({ url: '/admin/agenda' }))).toContain(
        '<title>Panel | Estética &lt;Luz&gt; &amp; &quot;Sol&quot;</title>',
      );
      // A build from before the file: the titles without a name, as the shell's router would draw them.
      fs.rmSync(path.join(other, 'pages', 'centro.json'));
      const withoutData = await buildApp(
        testConfig({ dialect: 'sqlite', file: path.join(other, 'web-3.db') }, { WEB_ROOT: other }),
      );
      apps.push(withoutData);
      expect(text(await withoutData.inject({ url: '/admin/agenda' }))).toContain('<title>Panel</title>');
    } finally {
      await Promise.all(apps.splice(-2).map((a) => a.close()));
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('answers 404 to a path the app has no screen for, with its not-found page marked noindex', async () => {
    const app = await webApp();
    for (const url of [
      '/ruta/que/no/existe',
      '/serviciosx',
      '/servicios/extra',
      '/admin/no-existe',
      '/admin/agenda/extra',
      '/admin/empleados/resumen',
      '/admin/empleados/resumen/7/mas',
      '/assets',
      '/assets/',
      '/img/',
    ]) {
      const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      const html = text(res);
      // The build's not-found page, 'Unexpected Application Error!', whose app still loads.
      expect(html, url).toContain('<h1>Unexpected Application Error!</h1>');
      expect(html, url).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
      expect(html, url).toContain(`<title>Página no encontrada | ${SITE_NAME}</title>`);
      expect(html, url).toContain(NOINDEX_META);
    }
    // An unknown API path keeps its JSON 404.
    const api = await app.inject({ url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('answers 200 on every route of the app, as its router matches them', async () => {
    const app = await webApp();
    const urls = [
      ...sitePaths.map((p) => `/${p}`),
      ...adminPaths.map((p) => `/admin/${p.replace(':id', '7')}`),
      '/admin',
      '/Servicios',
      '/servicios/',
      '/servicios?utm_source=instagram',
      '/servicio%73',
    ];
    for (const url of urls) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
    for (const url of ['/servicios', '/Servicios/', '/servicios?utm_source=instagram']) {
      expect(text(await app.inject({ url })), url).toContain(`<title>Nuestros Servicios | ${SITE_NAME}</title>`);
    }
  });

  it('keeps the panel and /empleados out of search engines, and no public page (the login included)', async () => {
    const app = await webApp();
    for (const url of ['/admin', '/admin/agenda', '/admin/empleados/resumen/3', '/empleados']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(text(res), url).toContain(NOINDEX_META);
    }
    for (const url of ['/', '/servicios', '/galeria', '/login']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
      expect(text(res), url).not.toContain('noindex');
    }
  });

  it("sends a client's link to her booking its drawn page, out of search engines; a page not drawn gets the shell", async () => {
    const app = await webApp();
    const res = await app.inject({ url: `/turno/${'a'.repeat(43)}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(text(res)).toContain('Buscando tu turno…');
    expect(text(res)).toContain(NOINDEX_META);
    // The old cancel link's page is not drawn by the build: the app's shell, as before.
    const cancelar = await app.inject({ url: `/reservar/cancelar/${'a'.repeat(43)}` });
    expect(cancelar.headers['x-robots-tag']).toBe('noindex');
    expect(text(cancelar)).toContain('<div id="root"></div>');
  });

  it('publishes robots.txt and a sitemap of the public pages, with absolute addresses', async () => {
    const app = await webApp({ PUBLIC_URL: 'https://centro.com.ar' });
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.body.split('\n');
    for (const rule of ['User-agent: *', 'Disallow: /admin', 'Disallow: /empleados', 'Disallow: /api']) {
      expect(lines).toContain(rule);
    }
    expect(lines).not.toContain('Disallow: /login');
    // Only the client's links, never the booking page /turnos (a rule is a prefix).
    expect(lines).toContain('Disallow: /turno/');
    expect(lines).not.toContain('Disallow: /turno');
    expect(lines).toContain('Sitemap: https://centro.com.ar/sitemap.xml');

    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://centro.com.ar/', ...LISTED.map((p) => `https://centro.com.ar/${p}`)]);

    // Without PUBLIC_URL, the request's own origin.
    const own = await webApp();
    const ownRobots = await own.inject({ url: '/robots.txt', headers: { host: 'centro.example:8080' } });
    expect(ownRobots.body).toContain('Sitemap: http://centro.example:8080/sitemap.xml');
    const ownSitemap = await own.inject({ url: '/sitemap.xml', headers: { host: 'centro.example:8080' } });
    expect(ownSitemap.body).toContain('<loc>http://centro.example:8080/servicios</loc>');
  });

  it.each(testDialects)(
    'while online booking is on (%s), sends the pages drawn with it and lists /reservar in the sitemap',
    async (dialect) => {
      const t = await createTestApp(dialect, { env: { WEB_ROOT: dir, PUBLIC_URL: 'https://centro.com.ar' } });
      try {
        const get = async (url: string) => {
          const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
          return { status: res.statusCode, html: text(res) };
        };
        const sitemap = async () =>
          [...(await t.app.inject({ url: '/sitemap.xml' })).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
        const reservar = 'https://centro.com.ar/reservar';

        expect((await get('/')).html).toContain('<h1>Te damos la bienvenida</h1>');
        expect(await sitemap()).not.toContain(reservar);

        const admin = await t.loginAs('duena');
        const turnOn = async (on: boolean) => {
          const res = await t.app.inject({
            method: 'PUT',
            url: '/api/ajustes',
            headers: { cookie: admin },
            payload: { reservasOnline: on },
          });
          expect(res.statusCode).toBe(200);
        };
        await turnOn(true);
        const home = await get('/');
        expect(home.status).toBe(200);
        expect(home.html).toContain('<h1>Te damos la bienvenida, reservá online</h1>');
        // The origin is put in as in every page.
        expect(canonical(home.html)).toBe('https://centro.com.ar/');
        // A page the build drew only once is still sent.
        expect((await get('/servicios')).html).toContain('<h1>Nuestros Servicios</h1>');
        const missing = await get('/no-existe');
        expect(missing.status).toBe(404);
        expect(missing.html).toContain('<h1>No encontrada, reservá online</h1>');
        // The panel's shell does not change.
        expect((await get('/admin/agenda')).html).toContain('<div id="root"></div>');
        expect(await sitemap()).toEqual([
          'https://centro.com.ar/',
          ...LISTED.map((p) => `https://centro.com.ar/${p}`),
          reservar,
        ]);

        // Off again: the spec's pages, and the sitemap without it.
        await turnOn(false);
        expect((await get('/')).html).toContain('<h1>Te damos la bienvenida</h1>');
        expect(await sitemap()).not.toContain(reservar);
      } finally {
        await t.close();
      }
    },
  );

  it('makes the absolute addresses absolute: PUBLIC_URL, else the request origin, behind a trusted proxy too', async () => {
    const plain = await webApp();
    const fromHost = await plain.inject({ url: '/servicios', headers: { host: 'centro.example:3000' } });
    expect(ogImage(fromHost.body)).toBe('http://centro.example:3000/img/manicura.jpg');
    expect(canonical(fromHost.body)).toBe('http://centro.example:3000/servicios');
    expect(fromHost.body).toContain('<meta property="og:url" content="http://centro.example:3000/servicios"/>');
    expect(fromHost.body).toContain('{"@id":"http://centro.example:3000/#centro","url":"http://centro.example:3000/"}');
    // X-Forwarded-* from a proxy that is not trusted are ignored.
    const spoofed = await plain.inject({
      url: '/servicios',
      headers: { host: 'centro.example:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'otro.example' },
    });
    expect(ogImage(spoofed.body)).toBe('http://centro.example:3000/img/manicura.jpg');
    // A Host header that is not a host name never reaches the page.
    const hostile = await plain.inject({ url: '/', headers: { host: 'x"><script>alert(1)</script>' } });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert');
    expect(ogImage(hostile.body)).toBe('/img/frente.jpg');
    expect(canonical(hostile.body)).toBe('/');

    const proxied = await webApp({ TRUST_PROXY: '127.0.0.1' });
    for (const header of [undefined, 'br', 'gzip']) {
      const res = await proxied.inject({
        url: '/servicios',
        headers: {
          host: '127.0.0.1:3000',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'centro.com.ar',
          ...(header === undefined ? {} : { 'accept-encoding': header }),
        },
      });
      expect(ogImage(text(res)), header).toBe('https://centro.com.ar/img/manicura.jpg');
    }
    // Even a trusted proxy's scheme is taken as sent: one that is not http(s) never reaches the
    // page, the robots file or the sitemap.
    const evil = 'x"><script>alert(1)</script><i a="';
    for (const url of ['/', '/robots.txt', '/sitemap.xml']) {
      const res = await proxied.inject({ url, headers: { host: 'centro.com.ar', 'x-forwarded-proto': evil } });
      expect(res.body, url).not.toContain('<script>alert');
    }
    const evilPage = await proxied.inject({ url: '/', headers: { host: 'centro.com.ar', 'x-forwarded-proto': evil } });
    expect(ogImage(evilPage.body)).toBe('/img/frente.jpg');
    const noOrigin = { host: 'centro.com.ar', 'x-forwarded-proto': evil };
    expect((await proxied.inject({ url: '/robots.txt', headers: noOrigin })).body).not.toContain('Sitemap:');
    expect((await proxied.inject({ url: '/sitemap.xml', headers: noOrigin })).statusCode).toBe(404);
    // Nor a host longer than a host name can be (it broke a gift card's QR code, a 500).
    const largo = { host: `${'a'.repeat(2400)}.com` };
    expect((await proxied.inject({ url: '/robots.txt', headers: largo })).body).not.toContain('Sitemap:');
    expect(
      (await proxied.inject({ url: '/robots.txt', headers: { host: `${'a'.repeat(63)}.com.ar` } })).body,
    ).toContain('Sitemap:');

    const configured = await webApp({ PUBLIC_URL: 'https://centro.com.ar/' });
    for (const url of ['/', '/servicios', '/login']) {
      for (const header of [undefined, 'br', 'gzip']) {
        const res = await configured.inject({
          url,
          headers: { host: '10.0.0.5:3000', ...(header === undefined ? {} : { 'accept-encoding': header }) },
        });
        expect(ogImage(text(res)), `${url} ${header}`).toMatch(/^https:\/\/centro\.com\.ar\/img\/[a-z-]+\.jpg$/);
        expect(canonical(text(res)), `${url} ${header}`).toBe(`https://centro.com.ar${url}`);
      }
    }
  });

  it('chooses the encoding as Accept-Encoding allows', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBe('identity');
  });
});
