import type { FastifyReply, FastifyRequest } from 'fastify';
import { permisosDelRol } from '#shared/domain/permisos.ts';
import { codes, messages } from '#shared/messages.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * An onRequest hook (it runs after the session guard, before the body is read or checked) for
 * the routes only an admin may use (accounts, the audit log). The role comes
 * from the server-side session the guard resolved, never from the request.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.user === null || !permisosDelRol(request.user.role).administrar) {
    await reply.status(403).send({ error: messages.forbidden, code: codes.sinPermiso });
  }
}

/**
 * The same guard for a route whose refusal has its own words ('Solo un administrador puede
 * reabrir la caja.') and code, as the screens that offer it to admins only say it.
 */
export function soloAdmin(message: string, code: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.user === null || !permisosDelRol(request.user.role).administrar)
      throw new HttpError(403, message, { code });
  };
}
