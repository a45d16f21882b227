/**
 * What the two renderers that draw the app ahead of the browser share: the public pages' at build
 * time (prerender.tsx) and the panel's first views' on the server (panel-render.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app.tsx';
import { ReservasOnlineContext } from './site/reservas-online.ts';

/** The app at `url` as main.tsx draws it in the browser, under a static router instead. */
export function AppAt({ url, reservasOnline }: { url: string; reservasOnline: boolean }) {
  return (
    <StrictMode>
      <ReservasOnlineContext value={reservasOnline}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ReservasOnlineContext>
    </StrictMode>
  );
}

/** `node` as HTML, once every part of it is ready; `failure` is thrown on any error while drawing. */
export async function drawnHtml(node: ReactNode, failure: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(node, {
    // Every part of the page in place, in order: React would otherwise send a large part (over
    // 12.8 KB, as the services) apart, with an inline script to move it in, which the site's
    // Content-Security-Policy blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(failure, { cause: errors[0] });
  return html;
}
