import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/fields.ts';
import { turnoInputSchema, turnoSchema, turnosQuerySchema } from '../../../shared/schemas/turno.ts';
import { currentUserId } from '../../auth/guard.ts';
import type { Db } from '../../db/dialect.ts';
import { HttpError } from '../../http/errors.ts';
import { createTurno, deleteTurno, listTurnos, updateTurno } from './repository.ts';

const MAX_RANGE_DAYS = 366;

/** Appointments: a day (agenda) or a range (reports), book, change, delete. */
export const turnosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/turnos',
    { schema: { querystring: turnosQuerySchema, response: { 200: z.array(turnoSchema) } } },
    async (request) => {
      const { fecha, desde, hasta } = request.query;
      const range = fecha !== undefined ? { desde: fecha, hasta: fecha } : { desde: desde ?? '', hasta: hasta ?? '' };
      const days = (Date.parse(range.hasta) - Date.parse(range.desde)) / 86_400_000;
      if (days > MAX_RANGE_DAYS) throw new HttpError(400, 'El rango no puede superar un año.');
      return listTurnos(db, range);
    },
  );

  app.post('/turnos', { schema: { body: turnoInputSchema, response: { 201: turnoSchema } } }, async (request, reply) =>
    reply.status(201).send(await createTurno(db, currentUserId(request), request.body)),
  );

  app.put(
    '/turnos/:id',
    { schema: { params: idParamSchema, body: turnoInputSchema, response: { 200: turnoSchema } } },
    async (request) => updateTurno(db, currentUserId(request), request.params.id, request.body),
  );

  app.delete('/turnos/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await deleteTurno(db, currentUserId(request), request.params.id);
    return reply.status(204).send();
  });
};
