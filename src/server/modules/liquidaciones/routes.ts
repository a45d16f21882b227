import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adelantoInputSchema,
  adelantoSchema,
  gananciasSchema,
  liquidacionCodes,
  liquidacionInputSchema,
  liquidacionMessages,
  liquidacionPeriodoSchema,
  liquidacionQuerySchema,
  liquidacionSchema,
} from '#shared/schemas/liquidacion.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Reloj } from '#server/reloj.ts';
import { gananciasDe, periodoDe, registrarAdelanto, registrarLiquidacion } from './repository.ts';

/**
 * A professional's earnings: hers on her own account ('Mis ganancias', whatever the setting for
 * the centre's figures), every professional's and their payment for those who see the figures.
 */
export const liquidacionesRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.get(
    '/mi/ganancias',
    { config: { profesional: true }, schema: { querystring: rangoQuerySchema, response: { 200: gananciasSchema } } },
    async (request) => {
      const idEmpleado = request.user?.id_empleado ?? null;
      if (idEmpleado === null) {
        throw new HttpError(403, liquidacionMessages.sinEmpleado, { code: liquidacionCodes.sinEmpleado });
      }
      return gananciasDe(db, idEmpleado, request.query);
    },
  );

  app.get(
    '/liquidaciones',
    {
      onRequest: requireCifras(db),
      schema: { querystring: liquidacionQuerySchema, response: { 200: liquidacionPeriodoSchema } },
    },
    async (request) => {
      const { idEmpleado, desde, hasta } = request.query;
      return periodoDe(db, idEmpleado, { desde, hasta });
    },
  );

  app.post(
    '/liquidaciones',
    { onRequest: requireCifras(db), schema: { body: liquidacionInputSchema, response: { 201: liquidacionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await registrarLiquidacion(db, currentUserId(request), reloj, request.body)),
  );

  app.post(
    '/adelantos',
    { onRequest: requireCifras(db), schema: { body: adelantoInputSchema, response: { 201: adelantoSchema } } },
    async (request, reply) =>
      reply.status(201).send(await registrarAdelanto(db, currentUserId(request), reloj, request.body)),
  );
};
