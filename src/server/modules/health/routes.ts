import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/dialect.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unavailable']) });

/** Reports whether the database answers; 503 when it does not, so a load balancer can tell. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );
};
