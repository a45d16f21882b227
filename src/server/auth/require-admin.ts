import type { FastifyReply, FastifyRequest } from 'fastify';
import { codes, messages } from '#shared/messages.ts';

/**
 * An onRequest hook (it runs after the session guard, before the body is read or checked) for
 * the routes only an admin may use (accounts, the audit log). The role comes
 * from the server-side session the guard resolved, never from the request.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user?.role !== 'admin') {
    await reply.status(403).send({ error: messages.forbidden, code: codes.sinPermiso });
  }
}
