import type { FastifyReply } from 'fastify';
import type { Correos } from '#server/modules/correos/outbox.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { daysBetween } from '#shared/domain/ranges.ts';
import {
  RANGO_PERSONAL_DIAS,
  RANGO_SIN_CIFRAS,
  turnoMessages,
  buscarTurnosQuerySchema,
  turnoInputSchema,
  turnoOcupadoSchema,
  turnoSchema,
  turnosBuscadosSchema,
  turnosQuerySchema,
} from '#shared/schemas/turno.ts';
import { columnaPropia, currentUserId } from '#server/auth/guard.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { veCifras } from '#server/modules/ajustes/repository.ts';
import { liquidacionCodes, liquidacionMessages } from '#shared/schemas/liquidacion.ts';
import { getEmpleado } from '#server/modules/empleados/repository.ts';
import { dayListCache } from './day-cache.ts';
import { agendaPropia, agendarPropio, reagendarPropio } from './profesional.ts';
import { buscarTurnos, createTurno, deleteTurno, listTurnos, updateTurno, type Reloj } from './repository.ts';

/** Appointments: a day (agenda) or a range (reports), a client's (search), book, change, delete. */
export const turnosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; correos?: Correos | null }> = async (
  app,
  { db, reloj, correos = null },
) => {
  // The agenda asks for its day on every visit, change of day and save: the answer is kept
  // already written, as UTF-8 bytes the socket sends as they are, until anything is written
  // (decision 015, bench/api.ts).
  const dayList = dayListCache(db, async (fecha) =>
    Buffer.from(JSON.stringify(await listTurnos(db, { desde: fecha, hasta: fecha }))),
  );

  app.get(
    '/turnos',
    {
      // A professional's own account too: her column whole, the others' as busy time.
      config: { profesional: true },
      schema: {
        querystring: turnosQuerySchema,
        response: { 200: z.array(z.union([turnoSchema, turnoOcupadoSchema])) },
      },
      // A month of a busy centre is thousands of rows: re-checking each against the schema on
      // the way out cost a fifth of the request. toTurno builds exactly the schema's fields, so
      // the list is written as it is (decision 015, bench/reports.ts).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const { fecha, desde, hasta } = request.query;
      const propia = columnaPropia(request.user);
      if (propia !== null) return agendaPropia(db, propia, request.query);
      // Already JSON of the schema's type: bytes are sent as they are.
      if (fecha !== undefined)
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(await dayList(fecha));
      const rango = { desde: desde ?? '', hasta: hasta ?? '' };
      // Each booking's price and payment stay the desk's, but a longer range is the centre's
      // takings: staff get at most the week view's days while the figures are the admins'.
      if (daysBetween(rango) + 1 > RANGO_PERSONAL_DIAS && !(await veCifras(db, request.user?.role)))
        throw new HttpError(403, turnoMessages.rangoSinCifras, { code: RANGO_SIN_CIFRAS });
      return listTurnos(db, rango);
    },
  );

  // Her day or week by its own name, for a professional's own account: the same answer.
  app.get(
    '/mi/agenda',
    {
      config: { profesional: true },
      schema: {
        querystring: turnosQuerySchema,
        response: { 200: z.array(z.union([turnoSchema, turnoOcupadoSchema])) },
      },
    },
    async (request) => {
      const propia = columnaPropia(request.user);
      if (propia === null) {
        throw new HttpError(403, liquidacionMessages.sinEmpleado, { code: liquidacionCodes.sinEmpleado });
      }
      return agendaPropia(db, propia, request.query);
    },
  );

  // 'Buscar turno' in the agenda: a client's appointments by part of their name or phone. A static
  // path, so Fastify's router prefers it to /turnos/:id whatever the order of declaration.
  app.get(
    '/turnos/buscar',
    { schema: { querystring: buscarTurnosQuerySchema, response: { 200: turnosBuscadosSchema } } },
    async (request) => {
      const found = await buscarTurnos(db, request.query.q);
      if (await veCifras(db, request.user?.role)) return found;
      // Many clients' bookings over any time: each one's money is read on its day instead.
      return {
        ...found,
        turnos: found.turnos.map(({ costo: _c, montoAbonado: _m, medioPago: _p, ...turno }) => turno),
      };
    },
  );

  // The employee weekly summary (spec section 7): one employee's appointments in a range, also
  // for an employee who has left (archived); an unknown id is a 404.
  app.get(
    '/empleados/:id/resumen',
    {
      // The employee's earnings are a figure of the centre (issue 19).
      onRequest: requireCifras(db),
      schema: { params: idParamSchema, querystring: rangoQuerySchema, response: { 200: z.array(turnoSchema) } },
    },
    async (request) => {
      const empleado = await getEmpleado(db, request.params.id);
      return listTurnos(db, { ...request.query, idEmpleado: empleado.id });
    },
  );

  app.post(
    '/turnos',
    { config: { profesional: true }, schema: { body: turnoInputSchema, response: { 201: turnoSchema } } },
    async (request, reply) => {
      const propia = columnaPropia(request.user);
      const userId = currentUserId(request);
      return reply
        .status(201)
        .send(
          propia === null
            ? await createTurno(db, userId, reloj, request.body, correos)
            : await agendarPropio(db, userId, reloj, propia, request.body, correos),
        );
    },
  );

  app.put(
    '/turnos/:id',
    {
      config: { profesional: true },
      schema: { params: idParamSchema, body: turnoInputSchema, response: { 200: turnoSchema } },
    },
    async (request) => {
      const propia = columnaPropia(request.user);
      const userId = currentUserId(request);
      return propia === null
        ? updateTurno(db, userId, reloj, request.params.id, request.body, correos)
        : reagendarPropio(db, userId, reloj, propia, request.params.id, request.body, correos);
    },
  );

  app.delete('/turnos/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await deleteTurno(db, currentUserId(request), reloj, request.params.id);
    return reply.status(204).send();
  });
};
