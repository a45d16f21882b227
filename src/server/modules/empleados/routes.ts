import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { empleadoInputSchema, empleadoSchema, type Empleado } from '#shared/schemas/empleado.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import { veCifras } from '#server/modules/ajustes/repository.ts';
import type { Db } from '#server/db/dialect.ts';
import { createEmpleado, getEmpleado, listEmpleados, removeEmpleado, updateEmpleado } from './repository.ts';

/**
 * Employees: list, add, edit, delete (or archive when appointments refer to them). Their profit
 * share is a figure of the centre (issue 19): while an admin keeps those to admins, staff read
 * the employees without it and cannot change them.
 */
export const empleadosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const conCifras = requireCifras(db);
  const sinPorcentaje = ({ porcentajeGanancia: _, ...e }: Empleado) => e;
  const visible = async (role: string | undefined, e: Empleado) =>
    (await veCifras(db, role ?? '')) ? e : sinPorcentaje(e);

  app.get('/empleados', { schema: { response: { 200: z.array(empleadoSchema) } } }, async (request) => {
    const empleados = await listEmpleados(db);
    return (await veCifras(db, request.user?.role ?? '')) ? empleados : empleados.map(sinPorcentaje);
  });

  app.get('/empleados/:id', { schema: { params: idParamSchema, response: { 200: empleadoSchema } } }, async (request) =>
    visible(request.user?.role, await getEmpleado(db, request.params.id)),
  );

  app.post(
    '/empleados',
    { onRequest: conCifras, schema: { body: empleadoInputSchema, response: { 201: empleadoSchema } } },
    async (request, reply) => reply.status(201).send(await createEmpleado(db, currentUserId(request), request.body)),
  );

  app.put(
    '/empleados/:id',
    {
      onRequest: conCifras,
      schema: { params: idParamSchema, body: empleadoInputSchema, response: { 200: empleadoSchema } },
    },
    async (request) => updateEmpleado(db, currentUserId(request), request.params.id, request.body),
  );

  app.delete('/empleados/:id', { onRequest: conCifras, schema: { params: idParamSchema } }, async (request, reply) => {
    await removeEmpleado(db, currentUserId(request), request.params.id);
    return reply.status(204).send();
  });
};
