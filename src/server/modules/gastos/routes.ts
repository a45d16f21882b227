import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { gastoInputSchema, gastoSchema } from '#shared/schemas/gasto.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import { createGasto, deleteGasto, listGastos } from './repository.ts';
import type { Reloj } from '#server/reloj.ts';

/** Expenses: a range for the reports, record one, delete one. */
export const gastosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.get(
    '/gastos/rango',
    // The history's expenses are a figure of the centre (issue 19); recording one stays open to
    // staff, who pay for supplies from the drawer.
    {
      onRequest: requireCifras(db),
      schema: { querystring: rangoQuerySchema, response: { 200: z.array(gastoSchema) } },
    },
    async (request) => listGastos(db, request.query),
  );

  app.post('/gastos', { schema: { body: gastoInputSchema, response: { 201: gastoSchema } } }, async (request, reply) =>
    reply.status(201).send(await createGasto(db, reloj, currentUserId(request), request.body)),
  );

  // Deleting one is the admins' while staff cannot list them: an expense is a figure of the centre.
  app.delete(
    '/gastos/:id',
    { onRequest: requireCifras(db), schema: { params: idParamSchema } },
    async (request, reply) => {
      await deleteGasto(db, currentUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
