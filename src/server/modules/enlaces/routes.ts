import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enlaceUrlSchema, turnoEnlaceSchema } from '#shared/schemas/enlace.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { tokenParamSchema } from '#shared/schemas/reserva.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import { siteOrigin } from '#server/http/site-origin.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import { limiteDeConsultas } from '#server/modules/reservas/consultas-limit.ts';
import type { Reloj } from '#server/reloj.ts';
import { cancelarPorEnlace, confirmarPorEnlace, enlacePath, nuevoEnlace, verEnlace } from './repository.ts';

/**
 * The client's own link to each booking (decision 048). Staff ask for one from the booking; the
 * client's page reads it and records her answer, without a session. Each address is limited as
 * online booking's queries are (an IPv6 /64 is one address): guessing is pointless at 256 bits,
 * and this keeps a script from costing the server.
 */
export const enlacesRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; publicUrl: string | null }> = async (
  app,
  { db, reloj, publicUrl },
) => {
  const config = { public: true };
  const limite = limiteDeConsultas(reloj.now);

  app.get(
    '/turnos/:id/enlace',
    { schema: { params: idParamSchema, response: { 200: enlaceUrlSchema } } },
    async (request) => ({
      url: `${siteOrigin(request, publicUrl)}${enlacePath(await nuevoEnlace(db, reloj, request.params.id, currentUserId(request)))}`,
    }),
  );

  const opciones = {
    config,
    onRequest: limite,
    schema: { params: tokenParamSchema, response: { 200: turnoEnlaceSchema } },
  };

  app.get('/enlace/:token', opciones, async (request) =>
    verEnlace(db, reloj, request.params.token, await getAjustes(db)),
  );

  app.post('/enlace/:token/confirmar', opciones, async (request) =>
    confirmarPorEnlace(db, reloj, request.params.token, await getAjustes(db)),
  );

  app.post('/enlace/:token/cancelar', opciones, async (request) =>
    cancelarPorEnlace(db, reloj, request.params.token, await getAjustes(db)),
  );
};
