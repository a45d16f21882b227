import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cajaDiaSchema, cajaQuerySchema, cierreInputSchema, cierreSchema } from '#shared/schemas/caja.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { cerrarCaja, diaPedido, getCajaDia, listCierres } from './repository.ts';

/**
 * The day's cash (issue 19): what came in and went out by method, the cash the drawer should
 * hold, and the close. All of it is a figure of the centre: staff reach it while the admins let
 * them see the figures.
 */
export const cajaRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.addHook('onRequest', requireCifras(db));

  app.get('/caja', { schema: { querystring: cajaQuerySchema, response: { 200: cajaDiaSchema } } }, async (request) =>
    getCajaDia(db, diaPedido(reloj, request.query.fecha)),
  );

  app.get(
    '/caja/cierres',
    { schema: { querystring: rangoQuerySchema, response: { 200: z.array(cierreSchema) } } },
    async (request) => listCierres(db, request.query),
  );

  app.post(
    '/caja/cierres',
    { schema: { body: cierreInputSchema, response: { 201: cierreSchema } } },
    async (request, reply) => reply.status(201).send(await cerrarCaja(db, currentUserId(request), reloj, request.body)),
  );
};
