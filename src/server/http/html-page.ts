import zlib from 'node:zlib';
import { SITE_ORIGIN_TOKEN } from '#shared/site-origin.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The compression to answer with, from the request's Accept-Encoding (brotli first; `q=0` refuses). */
export function pickEncoding(header: string | undefined): Encoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const item of header.toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * One built HTML page, read once at start. Link previews (WhatsApp, Instagram) and search engines
 * need absolute addresses and the site's origin is known only at run time (PUBLIC_URL, or the
 * request's own), so the build leaves a token in its place (src/shared/site-origin.ts) and the
 * origin is put in when the page is sent. A page is small (11–20 KB): compressing it on each
 * request (brotli at quality 5) takes ≈ 0.5 ms on the development machine, too little to be
 * worth keeping copies.
 */
export class HtmlPage {
  private readonly parts: string[];

  constructor(html: string) {
    this.parts = html.split(SITE_ORIGIN_TOKEN);
  }

  body(origin: string, encoding: Encoding): Buffer {
    return compressed(this.parts.join(origin), encoding);
  }
}

/**
 * A page as the browser accepts it. A page drawn per request with a user's data (a panel screen
 * the server draws) is sent through this alone: its origin token is not looked for, since a
 * client's name may hold anything.
 */
export function compressed(page: string, encoding: Encoding): Buffer {
  const html = Buffer.from(page);
  if (encoding === 'br') {
    return zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  }
  return encoding === 'gzip' ? zlib.gzipSync(html) : html;
}
