import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { visitaInputSchema, visitaSchema } from '#shared/schemas/visita.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/reloj.ts';
import type { Correos } from '#server/modules/correos/outbox.ts';
import { cancelarVisita, crearVisita } from './repository.ts';

/** A visit of several services: booked at once, or cancelled whole ('Cancelar toda la visita'). */
export const visitasRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; correos?: Correos | null }> = async (
  app,
  { db, reloj, correos = null },
) => {
  app.post(
    '/visitas',
    { schema: { body: visitaInputSchema, response: { 201: visitaSchema } } },
    async (request, reply) =>
      reply.status(201).send(await crearVisita(db, currentUserId(request), reloj, request.body, correos)),
  );

  app.post(
    '/visitas/:id/cancelar',
    { schema: { params: idParamSchema, response: { 200: visitaSchema } } },
    async (request) => cancelarVisita(db, currentUserId(request), reloj, request.params.id, correos),
  );
};
