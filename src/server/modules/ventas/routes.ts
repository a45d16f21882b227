import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { ventaSchema, ventasPaginaSchema, ventasQuerySchema } from '#shared/schemas/venta.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import { getVenta, listVentas } from './lectura.ts';

/**
 * The sales ledger read (decision 036). One sale is what the desk charges and what a client owes:
 * anyone signed in reads it. A range's sales are the centre's figures: staff only while the
 * admins let them see the figures (Ajustes).
 */
export const ventasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ventas',
    { onRequest: requireCifras(db), schema: { querystring: ventasQuerySchema, response: { 200: ventasPaginaSchema } } },
    async (request) => listVentas(db, request.query),
  );

  app.get('/ventas/:id', { schema: { params: idParamSchema, response: { 200: ventaSchema } } }, async (request) =>
    getVenta(db, request.params.id),
  );
};
