import type { Correos } from '#server/modules/correos/outbox.ts';
import { requestAddressKey } from '#server/http/client-address.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codes, messages } from '#shared/messages.ts';
import {
  desafioSchema,
  diasQuerySchema,
  diasSchema,
  disponibilidadQuerySchema,
  disponibilidadSchema,
  profesionalSchema,
  reservaCreadaSchema,
  reservaInputSchema,
  reservaSchema,
  reservasNuevasSchema,
  reservasVistasSchema,
  serviciosDe,
  serviciosReservablesSchema,
  tokenParamSchema,
} from '#shared/schemas/reserva.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import { ahoraEn, type Reloj } from '#server/reloj.ts';
import { limiteDeConsultas } from './consultas-limit.ts';
import { diasCache } from './dias-cache.ts';
import { cuentasDeOrigen } from './origen.ts';
import { origenRoutes } from './origen-routes.ts';
import {
  crearDesafio,
  DIFICULTAD_DESAFIO,
  gastarDesafio,
  limiteDeDesafios,
  verificarDesafio,
  type DificultadDesafio,
} from './desafio.ts';
import { comprobarTopeDiario, topeAlcanzado } from './tope-diario.ts';
import { cancelarReserva, verReserva } from './cancelar.ts';
import { marcarReservasVistas, reservasNuevas } from './nuevas.ts';
import { disponibilidad, profesionales, serviciosReservables } from './repository.ts';
import { reservar } from './reservar.ts';
import { reservaSenuelo } from './senuelo.ts';

/**
 * Online booking (issue 22): public, no session. While the owner has it switched off every route
 * answers 404, as if it did not exist, the cancel link's too (the issue's rule: a client then
 * cancels by WhatsApp, as before online booking). The answers hold services, times and
 * employees' first names, never a client's data.
 */
export const reservasRoutes: FastifyPluginAsyncZod<{
  db: Db;
  reloj: Reloj;
  dificultad?: DificultadDesafio;
  correos?: Correos | null;
}> = async (app, { db, reloj, dificultad = DIFICULTAD_DESAFIO, correos = null }) => {
  const config = { public: true };
  const contarDesafio = limiteDeDesafios(reloj.now);
  const encendidas = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!(await getAjustes(db)).reservasOnline)
      return reply.status(404).send({ error: messages.notFound, code: codes.noEncontrado });
  };

  // Whether online booking is on: the one route that answers while it is off, so the public pages
  // can offer it without a refused request in every visitor's console.
  // `topeAlcanzado`: the day's online bookings are all taken (tope-diario.ts), the page offers the chat.
  app.get(
    '/reservas/estado',
    {
      config,
      schema: { response: { 200: z.object({ reservasOnline: z.boolean(), topeAlcanzado: z.boolean() }) } },
    },
    async () => {
      const ajustes = await getAjustes(db);
      return {
        reservasOnline: ajustes.reservasOnline,
        topeAlcanzado: ajustes.reservasOnline && (await topeAlcanzado(db, ajustes, reloj)),
      };
    },
  );

  // A proof-of-work challenge for the next booking (desafio.ts), limited per address.
  app.get(
    '/reservas/desafio',
    { config, onRequest: encendidas, schema: { response: { 200: desafioSchema } } },
    async (request, reply) => {
      contarDesafio(requestAddressKey(request));
      void reply.header('cache-control', 'no-store');
      const { parameters, signature = '' } = await crearDesafio(db, dificultad, reloj.now());
      return { parameters: { ...parameters }, signature };
    },
  );

  app.get(
    '/reservas/servicios',
    { config, onRequest: encendidas, schema: { response: { 200: serviciosReservablesSchema } } },
    async () => serviciosReservables(db),
  );

  app.get(
    '/reservas/profesionales',
    { config, onRequest: encendidas, schema: { response: { 200: z.array(profesionalSchema) } } },
    async () => profesionales(db),
  );

  // The free days and times: limited per address, and the days kept until a write (decision 029).
  const consultas = limiteDeConsultas(reloj.now);
  const dias = diasCache(db);

  app.get(
    '/reservas/disponibilidad',
    {
      config,
      onRequest: [consultas, encendidas],
      schema: { querystring: disponibilidadQuerySchema, response: { 200: disponibilidadSchema } },
    },
    async (request) =>
      disponibilidad(
        db,
        { ...request.query, servicios: serviciosDe(request.query) },
        await getAjustes(db),
        ahoraEn(reloj),
      ),
  );

  app.get(
    '/reservas/dias',
    {
      config,
      onRequest: [consultas, encendidas],
      schema: { querystring: diasQuerySchema, response: { 200: diasSchema } },
    },
    // Already JSON of the schema's type: the bytes are sent as they are.
    async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(
          await dias(
            { idEmpleado: request.query.idEmpleado, servicios: serviciosDe(request.query) },
            await getAjustes(db),
            ahoraEn(reloj),
          ),
        ),
  );

  app.post(
    '/reservas',
    {
      config,
      onRequest: encendidas,
      schema: { body: reservaInputSchema, response: { 201: reservaCreadaSchema } },
    },
    async (request, reply) => {
      // The honeypot: a field no person sees. Whatever filled it is answered as a booking would be,
      // and nothing is booked (senuelo.ts).
      if (request.body.sitio !== undefined && request.body.sitio !== '') {
        request.log.info('online booking: honeypot filled in, answered with a decoy');
        return reply.status(201).send(await reservaSenuelo(db, request.body, await getAjustes(db), reloj));
      }
      const desafio = await verificarDesafio(db, request.body.desafio, reloj.now());
      const ajustes = await getAjustes(db);
      const creada = await reservar(
        db,
        request.body,
        ajustes,
        reloj,
        requestAddressKey(request),
        async (trx) => {
          await comprobarTopeDiario(trx, ajustes, reloj);
          await gastarDesafio(trx, desafio, reloj.now());
        },
        correos,
      );
      return reply.status(201).send(creada);
    },
  );

  app.get(
    '/reservas/cancelar/:token',
    { config, onRequest: encendidas, schema: { params: tokenParamSchema, response: { 200: reservaSchema } } },
    async (request) => verReserva(db, request.params.token, await getAjustes(db), reloj),
  );

  app.post(
    '/reservas/cancelar/:token',
    { config, onRequest: encendidas, schema: { params: tokenParamSchema, response: { 200: reservaSchema } } },
    async (request) => cancelarReserva(db, request.params.token, await getAjustes(db), reloj),
  );

  // For staff (a session, as every other route): the new online bookings since they last looked.
  app.get('/reservas/nuevas', { schema: { response: { 200: reservasNuevasSchema } } }, async (request) => {
    const nuevas = await reservasNuevas(db, currentUserId(request), reloj.now());
    return {
      ...nuevas,
      origenes: await cuentasDeOrigen(
        db,
        nuevas.turnos.map((t) => t.id),
        reloj,
      ),
    };
  });

  app.post('/reservas/nuevas/vistas', { schema: { body: reservasVistasSchema } }, async (request, reply) => {
    await marcarReservasVistas(db, currentUserId(request), reloj.now(), request.body?.hasta);
    return reply.status(204).send();
  });

  await app.register(origenRoutes, { db, reloj });
};
