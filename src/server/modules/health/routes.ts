import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diskFullOf, isDiskFull, markDiskWritable, type Db } from '#server/db/dialect.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unavailable', 'lleno']),
});

/**
 * Whether a write goes through again after one failed for a full disk: a table made and dropped
 * in one committed transaction needs a new page and a write to the log, as any write does.
 * Run only while writes are failing for that reason.
 */
async function diskWritable(db: Db): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`create table if not exists salud_sonda_escritura (x integer)`.execute(trx);
      await sql`drop table salud_sonda_escritura`.execute(trx);
    });
    markDiskWritable(db);
    return true;
  } catch (err) {
    if (isDiskFull(err)) return false;
    throw err;
  }
}

/**
 * Reports whether the database answers, and whether it takes writes: 503 when it does not, so
 * a load balancer or a monitor can tell. `lleno`: writes fail because the disk is full (SQLite).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        if (diskFullOf(db) && !(await diskWritable(db))) {
          request.log.error('health check: the disk is full, writes are refused');
          return reply.status(503).send({ status: 'error', database: 'lleno' });
        }
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );
};
