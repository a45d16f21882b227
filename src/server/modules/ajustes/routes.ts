import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ajustesInputSchema, ajustesSchema } from '#shared/schemas/ajustes.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireAdmin } from '#server/auth/require-admin.ts';
import type { Db } from '#server/db/dialect.ts';
import { getAjustes, saveAjustes } from './repository.ts';
import type { Reloj } from '#server/reloj.ts';

/** The centre's settings: admins read and change them (issue 19; online booking adds to them). */
export const ajustesRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.get('/ajustes', { onRequest: requireAdmin, schema: { response: { 200: ajustesSchema } } }, async () =>
    getAjustes(db),
  );

  app.put(
    '/ajustes',
    { onRequest: requireAdmin, schema: { body: ajustesInputSchema, response: { 200: ajustesSchema } } },
    async (request) => saveAjustes(db, reloj, currentUserId(request), request.body),
  );
};
