import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';

/** What the build's renderer of the panel's first views exports (src/web/panel-render.tsx). */
interface PanelRenderer {
  PANEL_STATE_ID: string;
  drawnByServer(pathname: string): boolean;
  renderPanel(url: string, fetchApi: typeof fetch): Promise<{ html: string; answers: unknown } | null>;
}

/** How long the drawing waits for one of its answers before the page is sent without it. */
const ANSWER_LIMIT_MS = 5_000;

/** The renderer beside a built web app (`dist/render`, next to `dist/web`), or null in an older build. */
function rendererFile(webRoot: string): string | null {
  const file = path.join(webRoot, '..', 'render', 'panel-render.js');
  return fs.existsSync(file) ? file : null;
}

/**
 * JSON inside the page's `<script type="application/json">`: a client's name holding
 * `</script>` or `<!--` must not end the block, so every `<` is written escaped; the two line
 * separators that old parsers took for line ends as well.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The server's drawing of a panel screen's first view into its shell (decision 061), for the
 * screens that have one; null to send the shell as it is (no session, a failed answer, an older
 * build, any error while drawing: the browser then does what it always did).
 *
 * The screen's API is asked through the server itself (`inject`), with the request's cookie:
 * the same routes, guards and answers the browser would get, nothing read another way.
 */
export function panelDrawer(
  app: FastifyInstance,
  webRoot: string,
): (request: FastifyRequest, pathname: string, shell: string) => Promise<string | null> {
  const file = rendererFile(webRoot);
  let renderer: Promise<PanelRenderer | null> | null = null;
  const load = () =>
    (renderer ??=
      file === null
        ? Promise.resolve(null)
        : (import(pathToFileURL(file).href) as Promise<PanelRenderer>).catch((err: unknown) => {
            app.log.error({ err }, 'no se pudo cargar el dibujo del panel en el servidor');
            return null;
          }));

  return async (request, pathname, shell) => {
    const cookie = request.headers.cookie;
    // Only a request that carries a session is drawn: anything else gets the shell at once.
    if (file === null || cookie === undefined || !cookie.includes(`${SESSION_COOKIE}=`)) return null;
    // Only reads, each given up after a while: a drawing always ends, and never changes anything.
    const fetchApi = (async (input: string | URL | Request, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') throw new Error('el dibujo del panel solo lee');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('el dibujo del panel esperó demasiado')), ANSWER_LIMIT_MS);
      });
      const answer = await Promise.race([
        app.inject({
          method: 'GET',
          url: String(input),
          headers: { cookie, accept: 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
        }),
        limit,
      ]).finally(() => clearTimeout(timer));
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    }) as typeof fetch;
    try {
      const drawer = await load();
      if (drawer === null || !drawer.drawnByServer(pathname)) return null;
      const drawing = await drawer.renderPanel(request.url, fetchApi);
      if (drawing === null) return null;
      const root = '<div id="root"></div>';
      if (!shell.includes(root)) return null;
      // React writes the screen's <title> first; it belongs in the head, where the browser reads it.
      const title = /^<title>[^<]*<\/title>/.exec(drawing.html)?.[0];
      const html = title === undefined ? drawing.html : drawing.html.slice(title.length);
      const page = title === undefined ? shell : shell.replace(/<title>[^<]*<\/title>/, () => title);
      return page.replace(
        root,
        () =>
          `<div id="root">${html}</div>` +
          `<script type="application/json" id="${drawer.PANEL_STATE_ID}">${jsonInHtml(drawing.answers)}</script>`,
      );
    } catch (err) {
      request.log.error({ err }, 'no se pudo dibujar la pantalla del panel en el servidor');
      return null;
    }
  };
}
