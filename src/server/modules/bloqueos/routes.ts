import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { turnoCodes, turnoProfesionalMessages } from '#shared/schemas/turno.ts';
import { bloqueoInputSchema, bloqueoSchema } from '#shared/schemas/bloqueo.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { columnaPropia, currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Reloj } from '#server/reloj.ts';
import { bloqueosDelPeriodo, borrarBloqueo, crearBloqueo, getBloqueo } from './repository.ts';

/**
 * 'Bloquear horario': the desk blocks anyone's time; a professional's own account blocks and
 * frees her own only, and reads the others' blocks as busy time without why.
 */
export const bloqueosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  const soloSuya = (propia: number | null, idEmpleado: number) => {
    if (propia !== null && propia !== idEmpleado) {
      throw new HttpError(403, turnoProfesionalMessages.otraColumna, { code: turnoCodes.deOtraProfesional });
    }
  };

  app.get(
    '/bloqueos',
    {
      config: { profesional: true },
      schema: { querystring: rangoQuerySchema, response: { 200: z.array(bloqueoSchema) } },
    },
    async (request) => {
      const bloqueos = await bloqueosDelPeriodo(db, request.query);
      const propia = columnaPropia(request.user);
      return propia === null ? bloqueos : bloqueos.map((b) => (b.idEmpleado === propia ? b : { ...b, motivo: '' }));
    },
  );

  app.post(
    '/bloqueos',
    { config: { profesional: true }, schema: { body: bloqueoInputSchema, response: { 201: bloqueoSchema } } },
    async (request, reply) => {
      soloSuya(columnaPropia(request.user), request.body.idEmpleado);
      return reply.status(201).send(await crearBloqueo(db, currentUserId(request), reloj, request.body));
    },
  );

  app.delete(
    '/bloqueos/:id',
    { config: { profesional: true }, schema: { params: idParamSchema } },
    async (request, reply) => {
      const propia = columnaPropia(request.user);
      if (propia !== null) soloSuya(propia, (await getBloqueo(db, request.params.id)).idEmpleado);
      await borrarBloqueo(db, currentUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
