import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, idText } from '#shared/schemas/fields.ts';
import {
  enviarRecordatorioSchema,
  llamadoSchema,
  recordatorioEnviadoSchema,
  recordatorioInputSchema,
  recordatorioSchema,
  recordatoriosQuerySchema,
  volverALlamarInputSchema,
  volverALlamarMessages,
  volverALlamarSchema,
} from '#shared/schemas/recordatorio.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import { siteOrigin } from '#server/http/site-origin.ts';
import { enviarRecordatorio, listRecordatorios, setEnviado } from './repository.ts';
import { desmarcarLlamado, listVolverALlamar, marcarLlamado } from './volver-a-llamar.ts';
import type { Reloj } from '#server/reloj.ts';

/** The visit whose call mark is taken away: `DELETE /recordatorios/volver-a-llamar/:idTurno`. */
const llamadoParamsSchema = z.object({ idTurno: idText(volverALlamarMessages.idTurno) });

/**
 * WhatsApp reminders: a day's appointments with their 'Enviado' mark, and the mark set or taken
 * away; the clients to call back ('Para volver a llamar'), and the call marked or taken back.
 */
export const recordatoriosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; publicUrl: string | null }> = async (
  app,
  { db, reloj, publicUrl },
) => {
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

  // A client's day in one message: her links made and every booking of it marked.
  app.post(
    '/recordatorios/enviar',
    { schema: { body: enviarRecordatorioSchema, response: { 200: recordatorioEnviadoSchema } } },
    async (request) =>
      enviarRecordatorio(db, reloj, currentUserId(request), request.body, siteOrigin(request, publicUrl)),
  );

  // Each with the booking page's absolute address at the site's origin, as the client's links.
  app.get(
    '/recordatorios/volver-a-llamar',
    { schema: { response: { 200: z.array(volverALlamarSchema) } } },
    async (request) => listVolverALlamar(db, reloj, siteOrigin(request, publicUrl)),
  );

  app.post(
    '/recordatorios/volver-a-llamar',
    { schema: { body: volverALlamarInputSchema, response: { 200: llamadoSchema } } },
    async (request) => marcarLlamado(db, reloj, currentUserId(request), request.body.idTurno),
  );

  // 'Deshacer' after 'Marcar como llamada': the mark taken away, audited.
  app.delete(
    '/recordatorios/volver-a-llamar/:idTurno',
    { schema: { params: llamadoParamsSchema } },
    async (request, reply) => {
      await desmarcarLlamado(db, currentUserId(request), request.params.idTurno);
      return reply.status(204).send();
    },
  );
};
