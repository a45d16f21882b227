import type { FastifyInstance } from 'fastify';
import { messages } from '../../shared/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends on behalf of another site (CSRF): the
 * `Sec-Fetch-Site` header when the browser sends it, otherwise `Origin` compared with our host.
 * Clients that send neither (curl, scripts) are not browsers and carry no ambient cookie risk.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return reply.status(403).send({ error: messages.crossSite });
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let originHost: string | null;
      try {
        originHost = origin === 'null' ? null : new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost === null || originHost.toLowerCase() !== request.host.toLowerCase()) {
        return reply.status(403).send({ error: messages.crossSite });
      }
    }
  });
}
