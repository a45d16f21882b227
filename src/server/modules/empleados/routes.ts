import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { empleadoInputSchema, empleadoSchema } from '#shared/schemas/empleado.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import { createEmpleado, getEmpleado, listEmpleados, removeEmpleado, updateEmpleado } from './repository.ts';

/** Employees: list, add, edit, delete (or archive when appointments refer to them). */
export const empleadosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/empleados', { schema: { response: { 200: z.array(empleadoSchema) } } }, async () => listEmpleados(db));

  app.get('/empleados/:id', { schema: { params: idParamSchema, response: { 200: empleadoSchema } } }, async (request) =>
    getEmpleado(db, request.params.id),
  );

  app.post(
    '/empleados',
    { schema: { body: empleadoInputSchema, response: { 201: empleadoSchema } } },
    async (request, reply) => reply.status(201).send(await createEmpleado(db, currentUserId(request), request.body)),
  );

  app.put(
    '/empleados/:id',
    { schema: { params: idParamSchema, body: empleadoInputSchema, response: { 200: empleadoSchema } } },
    async (request) => updateEmpleado(db, currentUserId(request), request.params.id, request.body),
  );

  app.delete('/empleados/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await removeEmpleado(db, currentUserId(request), request.params.id);
    return reply.status(204).send();
  });
};
