import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { recordatorioInputSchema, recordatorioSchema, recordatoriosQuerySchema } from '#shared/schemas/recordatorio.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import { listRecordatorios, setEnviado } from './repository.ts';
import type { Reloj } from '#server/reloj.ts';

/** WhatsApp reminders: a day's appointments with their 'Enviado' mark, and the mark set or taken away. */
export const recordatoriosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.get(
    '/recordatorios',
    { schema: { querystring: recordatoriosQuerySchema, response: { 200: z.array(recordatorioSchema) } } },
    async (request) => listRecordatorios(db, request.query.fecha),
  );

  app.put(
    '/recordatorios/:id',
    { schema: { params: idParamSchema, body: recordatorioInputSchema, response: { 200: recordatorioSchema } } },
    async (request) => setEnviado(db, reloj, currentUserId(request), request.params.id, request.body.enviado),
  );
};
