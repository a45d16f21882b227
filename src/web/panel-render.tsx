/**
 * The server's renderer of a panel screen's first view (decision 061): the screen at an address,
 * drawn with the signed-in user's answers, so the browser paints its figures before the panel's
 * code has run; that code then takes the drawing over (main.tsx hydrates it) with the same
 * answers, sent in the page. Built for Node beside the public pages' renderer and loaded by the
 * server (server/http/panel-page.ts) on the first such page it sends.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { drawnByServer, prefetchPanel } from './admin/admin-app.tsx';
import { dropStartedQueryClient, freshStartedQueryClient } from './admin/admin-providers.tsx';
import { meKey } from './admin/session.tsx';
import { AppAt, drawnHtml } from './drawn-ahead.tsx';
import { setApiTransport } from './lib/api.ts';

export { drawnByServer, PANEL_STATE_ID } from './admin/admin-app.tsx';

export interface PanelDrawing {
  /** What goes inside the page's `#root`. */
  html: string;
  /** The answers it was drawn with, for the browser's cache. */
  answers: DehydratedState;
}

/** One drawing at a time: the API's transport and the panel's first cache are the module's own. */
let queue: Promise<unknown> = Promise.resolve();
let underWay = 0;

/**
 * How many drawings may be under way at once, the one being drawn and those waiting behind it. A
 * page asked for beyond them is sent without a drawing at once, and the browser draws it as it
 * did before: a burst of requests never makes a desk wait for the others' drawings.
 */
const MAX_AT_ONCE = 3;

/**
 * The screen at `url` (path and query) drawn as the browser's first drawing of it would be, its
 * API asked through `fetchApi` (the server's own, with the request's session); null when there is
 * nothing to draw ahead: not a screen with a loader, no session, an answer that failed (the
 * browser then asks for it and shows it itself), or too many drawings waiting. `fetchApi` must
 * settle (the server's gives up on a slow answer): a drawing always ends, so the next one starts
 * only then.
 */
export function renderPanel(url: string, fetchApi: typeof fetch): Promise<PanelDrawing | null> {
  if (underWay >= MAX_AT_ONCE) return Promise.resolve(null);
  underWay += 1;
  const drawing = queue.then(() => draw(url, fetchApi)).finally(() => (underWay -= 1));
  queue = drawing.catch(() => undefined);
  return drawing;
}

async function draw(url: string, fetchApi: typeof fetch): Promise<PanelDrawing | null> {
  const address = new URL(url, 'http://panel.invalid');
  if (!drawnByServer(address.pathname)) return null;
  setApiTransport(fetchApi);
  const queryClient = freshStartedQueryClient();
  try {
    await prefetchPanel(queryClient, address.pathname, address.search);
    const queries = queryClient.getQueryCache().getAll();
    const session = queryClient.getQueryData(meKey);
    if (session === undefined || queries.some((q) => q.state.status !== 'success')) return null;
    const html = await drawnHtml(<AppAt url={url} reservasOnline={false} />, `No se pudo dibujar ${address.pathname}`);
    return { html, answers: dehydrate(queryClient) };
  } finally {
    setApiTransport(null);
    dropStartedQueryClient();
    queryClient.clear();
  }
}
