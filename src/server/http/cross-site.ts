import type { FastifyInstance } from 'fastify';
import { codes, messages } from '#shared/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends on behalf of another site (CSRF).
 * A browser that sends `Sec-Fetch-Site` tells us directly, and its word is final: a reverse proxy
 * may rewrite `Host`, but it cannot make a cross-site request look same-origin. Older browsers
 * send only `Origin`, which must then match our own scheme and host. Clients that send neither
 * (curl, scripts) are not browsers and carry no ambient cookie.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined) {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return;
      return reply.status(403).send({ error: messages.crossSite, code: codes.otroSitio });
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    let sameOrigin: boolean;
    try {
      const url = new URL(origin);
      sameOrigin = url.host.toLowerCase() === request.host.toLowerCase() && url.protocol === `${request.protocol}:`;
    } catch {
      sameOrigin = false;
    }
    if (!sameOrigin) return reply.status(403).send({ error: messages.crossSite, code: codes.otroSitio });
  });
}
