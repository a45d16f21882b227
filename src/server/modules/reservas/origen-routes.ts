import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deshacerOrigenSchema,
  origenDeshechoSchema,
  origenParamsSchema,
  origenPreviaSchema,
  origenQuerySchema,
} from '#shared/schemas/reserva-origen.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { deshacerOrigen, previaOrigen } from './origen.ts';

/**
 * 'Deshacer reservas de este origen', for any member of staff (a session, as the agenda): staff
 * already cancel any booking one at a time in the agenda, and a flood is met by whoever is at the
 * desk, not only when the owner is. Answered whether online booking is on or off: a flood is
 * undone after switching it off too.
 */
export const origenRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.get(
    '/reservas/origen/:id',
    { schema: { params: origenParamsSchema, querystring: origenQuerySchema, response: { 200: origenPreviaSchema } } },
    async (request) => previaOrigen(db, request.params.id, request.query.por, reloj),
  );

  app.post(
    '/reservas/origen/:id/deshacer',
    { schema: { params: origenParamsSchema, body: deshacerOrigenSchema, response: { 200: origenDeshechoSchema } } },
    async (request) => deshacerOrigen(db, request.params.id, request.body, reloj, currentUserId(request)),
  );
};
