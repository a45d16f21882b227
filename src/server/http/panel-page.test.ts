import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN_TOKEN } from '#shared/site-origin.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { jsonInHtml } from './panel-page.ts';

/*
 * The server's drawing of a panel screen into its shell (decision 061), with a renderer laid out
 * as the build leaves it (dist/render/panel-render.js beside dist/web). The renderer here is a
 * small stand-in for the build's, which the end-to-end journey (historial-servidor.spec.ts)
 * exercises: it asks the real API for the session, as the real one does, and draws its answer.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-panel-'));
const web = path.join(dir, 'web');
const shell = `<!doctype html>
<html lang="es-AR"><head><title>Centro</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>
`;
const drawnShell = shell.replace(
  'src="/assets/index-abc.js"',
  'src="/assets/start-abc.js" data-app="/assets/index-abc.js"',
);
/** A client's name that would end the data block, or be taken for the build's origin token. */
const NAME = `Rita</script><!--\u2028 ${SITE_ORIGIN_TOKEN}`;
const renderer = `
export const PANEL_STATE_ID = 'panel-respuestas';
export const drawnByServer = (pathname) => pathname === '/admin/historial';
export async function renderPanel(url, fetchApi) {
  if (url.includes('roto')) throw new Error('se rompió el dibujo');
  if (url.includes('escribe')) await fetchApi('/api/gastos', { method: 'POST' });
  const me = await fetchApi('/api/auth/me', { method: 'GET' });
  if (me.status !== 200) return null;
  const user = await me.json();
  return {
    html: '<title>Historial | Panel</title><h1>' + user.username + '</h1>',
    answers: { url, nombre: ${JSON.stringify(NAME)} },
  };
}
`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'pages'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'render'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), shell);
  fs.writeFileSync(path.join(web, 'pages', 'panel.html'), drawnShell);
  fs.writeFileSync(path.join(dir, 'render', 'panel-render.js'), renderer);
  t = await createTestApp('sqlite', { env: { WEB_ROOT: web } });
  cookie = await t.loginAs('recepcion');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe("the panel's screens drawn by the server", () => {
  it("draws a screen with a renderer into the drawn shell, with the session's answers, kept by no cache", async () => {
    const res = await get('/admin/historial?desde=2051-02-01&hasta=2051-02-28', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<div id="root"><h1>recepcion</h1></div>');
    // The screen's title in the head, where the browser reads it; none left in the body.
    expect(res.body).toContain('<title>Historial | Panel</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('data-app="/assets/index-abc.js"');
    const block = /<script type="application\/json" id="panel-respuestas">([^]*?)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    // Nothing in the data can end its block: the name's '</script>' and '<!--' are escaped.
    expect(block?.[1]).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      url: '/admin/historial?desde=2051-02-01&hasta=2051-02-28',
      nombre: NAME,
    });
  });

  it('sends the empty shell without a session, with a session that ended, and on a screen it does not draw', async () => {
    const ended = await t.loginAs('salio');
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: ended } });
    expect(logout.statusCode).toBeLessThan(300);
    for (const res of [
      await get('/admin/historial'),
      await get('/admin/historial', { cookie: 'otra=1' }),
      await get('/admin/historial', { cookie: 'centro_sesion=no-es-una-sesion' }),
      await get('/admin/historial', { cookie: ended }),
      await get('/admin/agenda', { cookie }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('src="/assets/index-abc.js"></script>');
      expect(res.body).not.toContain('panel-respuestas');
    }
  });

  it('sends the shell when the drawing fails, or tries to change anything', async () => {
    for (const url of ['/admin/historial?roto=1', '/admin/historial?escribe=1']) {
      const res = await get(url, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('panel-respuestas');
    }
    const gastos = await t.testDb.db.selectFrom('gastos').select('id').execute();
    expect(gastos).toEqual([]);
  });

  it('escapes what would end a data block or a line in JSON inside HTML', () => {
    expect(jsonInHtml({ a: '</script><!--x-->', b: '\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script>\\u003c!--x-->","b":"\\u2028\\u2029"}',
    );
  });
});
