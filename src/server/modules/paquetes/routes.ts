import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { paqueteClienteSchema, paqueteInputSchema, paqueteMessages, paqueteSchema } from '#shared/schemas/paquete.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { soloAdmin } from '#server/auth/require-admin.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/reloj.ts';
import { paquetesDeCliente } from './lectura.ts';
import { createPaquete, listPaquetes, updatePaquete } from './repository.ts';

/**
 * Session packs (decision 046). Everyone signed in lists them (the ticket sells them) and a
 * client's; admins define and edit them. Selling and using one is the ticket's.
 */
export const paquetesRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.get('/paquetes', { schema: { response: { 200: z.array(paqueteSchema) } } }, async () => listPaquetes(db));

  const admin = soloAdmin(paqueteMessages.soloAdmin, 'solo_admin');
  app.post(
    '/paquetes',
    { onRequest: admin, schema: { body: paqueteInputSchema, response: { 201: paqueteSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createPaquete(db, reloj, currentUserId(request), request.body)),
  );
  app.put(
    '/paquetes/:id',
    { onRequest: admin, schema: { params: idParamSchema, body: paqueteInputSchema, response: { 200: paqueteSchema } } },
    async (request) => updatePaquete(db, reloj, currentUserId(request), request.params.id, request.body),
  );

  app.get(
    '/clientes/:id/paquetes',
    { schema: { params: idParamSchema, response: { 200: z.array(paqueteClienteSchema) } } },
    async (request) => paquetesDeCliente(db, reloj, request.params.id),
  );
};
