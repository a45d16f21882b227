import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bandejaCorreosSchema, correoSchema, correosQuerySchema } from '#shared/schemas/correo.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireAdmin } from '#server/auth/require-admin.ts';
import type { MailConfig } from '#server/config.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/reloj.ts';
import { leerBandeja, reintentarCorreo } from './bandeja.ts';

/**
 * E-mail to clients in Ajustes (decision 049), for admins: whether it is on and the outbox
 * (bandeja.ts); a message that failed can be tried again. Writing and sending the messages is the
 * booking writes' and the mail worker's.
 */
export const correosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; mail: MailConfig | null }> = async (
  app,
  { db, reloj, mail },
) => {
  app.get(
    '/correos',
    { onRequest: requireAdmin, schema: { querystring: correosQuerySchema, response: { 200: bandejaCorreosSchema } } },
    async (request) => leerBandeja(db, mail, request.query.estado),
  );

  app.post(
    '/correos/:id/reintentar',
    { onRequest: requireAdmin, schema: { params: idParamSchema, response: { 200: correoSchema } } },
    async (request) => reintentarCorreo(db, reloj, currentUserId(request), request.params.id),
  );
};
