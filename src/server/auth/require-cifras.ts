import type { FastifyReply, FastifyRequest } from 'fastify';
import { ajustesMessages, SIN_CIFRAS } from '#shared/schemas/ajustes.ts';
import type { Db } from '#server/db/dialect.ts';
import { veCifras } from '#server/modules/ajustes/repository.ts';

/**
 * An onRequest hook for the centre's figures (issue 19): the history's totals, charts and Excel,
 * the cash close, the employees' earnings; and the writes that reach money staff cannot see
 * (deleting an expense, raising every price, importing the services). Admins always pass; staff only while the admins'
 * setting 'personalVeCifras' is on (the default). Like requireAdmin, it runs after the session
 * guard, on the server-side session's role.
 */
export function requireCifras(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!(await veCifras(db, request.user?.role))) {
      await reply.status(403).send({ error: ajustesMessages.sinCifras, code: SIN_CIFRAS });
    }
  };
}
