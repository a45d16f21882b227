import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, startOfDayIn } from '../../../shared/domain/dates.ts';
import {
  AUDITORIA_LIMITE,
  auditoriaEntrySchema,
  auditoriaQuerySchema,
  type AuditoriaEntry,
} from '../../../shared/schemas/auditoria.ts';
import { requireAdmin } from '../../auth/require-admin.ts';
import type { Db } from '../../db/dialect.ts';

function parse(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/** The audit log, for admins: filtered by entity and by the centre's calendar days, newest first. */
export const auditoriaRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string }> = async (app, { db, timeZone }) => {
  app.get(
    '/auditoria',
    {
      onRequest: requireAdmin,
      schema: { querystring: auditoriaQuerySchema, response: { 200: z.array(auditoriaEntrySchema) } },
    },
    async (request): Promise<AuditoriaEntry[]> => {
      const { entity, desde, hasta } = request.query;
      let query = db
        .selectFrom('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.id',
          'a.at',
          'a.user_id',
          'u.username',
          'a.action',
          'a.entity',
          'a.entity_id',
          'a.before',
          'a.after',
        ]);
      if (entity !== undefined) query = query.where('a.entity', '=', entity);
      if (desde !== undefined) query = query.where('a.at', '>=', startOfDayIn(desde, timeZone).toISOString());
      if (hasta !== undefined)
        query = query.where('a.at', '<', startOfDayIn(addDays(hasta, 1), timeZone).toISOString());
      const rows = await query.orderBy('a.id', 'desc').limit(AUDITORIA_LIMITE).execute();
      return rows.map((r) => ({
        id: r.id,
        at: r.at,
        userId: r.user_id,
        username: r.username,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        before: parse(r.before),
        after: parse(r.after),
      }));
    },
  );
};
