import type { FastifyRequest } from 'fastify';

/** A host name or [IPv6] address, with an optional port: anything else is not put into a page. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin for absolute links (pages' previews, the sitemap, a gift card's QR): PUBLIC_URL,
 * else the request's own. Fastify believes X-Forwarded-Proto and X-Forwarded-Host only from the
 * proxy named in TRUST_PROXY, and takes either as sent: a scheme other than http(s) or a Host that
 * is not a host name gives '' (relative links) instead, so nothing a request says is put into a
 * page as markup.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl !== null) return publicUrl;
  const scheme = request.protocol;
  // A host name is at most 253 characters (and a port): a longer one is no host, and it would not
  // fit in a gift card's QR code.
  const host = request.host;
  return (scheme === 'http' || scheme === 'https') && host.length <= 253 + 6 && HOST.test(host)
    ? `${scheme}://${host}`
    : '';
}
