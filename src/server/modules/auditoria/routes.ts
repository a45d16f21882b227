import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditoriaEntrySchema, auditoriaQuerySchema } from '#shared/schemas/auditoria.ts';
import { requireAdmin } from '#server/auth/require-admin.ts';
import type { Db } from '#server/db/dialect.ts';
import { listAuditoria } from './repository.ts';

/** The audit log, for admins: filtered by entity and by the centre's calendar days, newest first. */
export const auditoriaRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string }> = async (app, { db, timeZone }) => {
  app.get(
    '/auditoria',
    {
      onRequest: requireAdmin,
      schema: { querystring: auditoriaQuerySchema, response: { 200: z.array(auditoriaEntrySchema) } },
    },
    async (request) => listAuditoria(db, request.query, timeZone),
  );
};
