import zlib from 'node:zlib';

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
 * Where the site's origin goes in a built page: before the preview picture's address, which the
 * build leaves relative ("/img/…", src/web/site/page-meta.ts).
 */
const ORIGIN_SLOT = /(?<=<meta property="og:image" content=")(?=\/)/;

/**
 * One built HTML page, read once at start. Link previews (WhatsApp, Instagram) need absolute
 * addresses and the site's origin is known only at run time (PUBLIC_URL, or the request's own),
 * so it is put in when the page is sent. The page is small (≈ 2.6 KB): compressing it on each
 * request (brotli at quality 5) takes ≈ 0.15 ms, too little to be worth keeping copies.
 */
export class HtmlPage {
  private readonly parts: string[];

  constructor(html: string) {
    this.parts = html.split(ORIGIN_SLOT);
  }

  body(origin: string, encoding: Encoding): Buffer {
    const html = Buffer.from(this.parts.join(origin));
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
}
