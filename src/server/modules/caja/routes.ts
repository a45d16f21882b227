import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAJA_SOLO_ADMIN,
  cajaDiaSchema,
  cajaFechaParamSchema,
  cajaMessages,
  cajaQuerySchema,
  cierreInputSchema,
  cierreSchema,
  reaperturaInputSchema,
} from '#shared/schemas/caja.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { soloAdmin } from '#server/auth/require-admin.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { cerrarCaja, diaPedido, getCajaDia, listCierres, reabrirCaja } from './repository.ts';

/**
 * The day's cash (issue 19): what came in and went out by method, the cash the drawer should
 * hold, and the close. All of it is a figure of the centre: staff reach it while the admins let
 * them see the figures. A close is final: only an admin reopens a closed day, with a reason.
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

  app.post(
    '/caja/cierres/:fecha/reabrir',
    {
      // Reopening a closed day is an admin's, whoever else sees the figures.
      onRequest: soloAdmin(cajaMessages.soloAdmin, CAJA_SOLO_ADMIN),
      schema: { params: cajaFechaParamSchema, body: reaperturaInputSchema, response: { 200: cajaDiaSchema } },
    },
    async (request) => {
      await reabrirCaja(db, currentUserId(request), reloj, request.params.fecha, request.body.motivo);
      return getCajaDia(db, request.params.fecha);
    },
  );
};
