import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '#shared/schemas/auth.ts';
import {
  empleadoInputSchema,
  empleadoSchema,
  PORCENTAJE_GANANCIA_DEFAULT,
  type Empleado,
} from '#shared/schemas/empleado.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { columnaPropia, currentUserId } from '#server/auth/guard.ts';
import { veCifras } from '#server/modules/ajustes/repository.ts';
import type { Db } from '#server/db/dialect.ts';
import { createEmpleado, getEmpleado, listEmpleados, removeEmpleado, updateEmpleado } from './repository.ts';
import type { Reloj } from '#server/reloj.ts';

/**
 * Employees: list, add, edit, delete (or archive when appointments refer to them). Their profit
 * share is a figure of the centre: while an admin keeps those to admins, staff read and write the
 * employees without it (the earnings summary stays the admins').
 */
export const empleadosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  const sinPorcentaje = ({ porcentajeGanancia: _, comisiones: __, ...e }: Empleado) => e;
  const visible = async (role: Role | undefined, e: Empleado) => ((await veCifras(db, role)) ? e : sinPorcentaje(e));

  app.get(
    '/empleados',
    // A professional's own account draws the agenda's columns: the others' phone and e-mail left out.
    { config: { profesional: true }, schema: { response: { 200: z.array(empleadoSchema) } } },
    async (request) => {
      const empleados = await listEmpleados(db);
      const propia = columnaPropia(request.user);
      if (propia !== null) {
        // Another's days off are drawn in the grid, without why.
        return empleados.map((e) =>
          e.id === propia
            ? sinPorcentaje(e)
            : {
                ...sinPorcentaje(e),
                telefono: '',
                email: '',
                ausencias: e.ausencias.map((a) => ({ ...a, motivo: '' })),
              },
        );
      }
      return (await veCifras(db, request.user?.role)) ? empleados : empleados.map(sinPorcentaje);
    },
  );

  app.get('/empleados/:id', { schema: { params: idParamSchema, response: { 200: empleadoSchema } } }, async (request) =>
    visible(request.user?.role, await getEmpleado(db, request.params.id)),
  );

  // Staff without the figures keep the screen and its writes, but never the share: a new employee
  // gets the default one, an edited one keeps hers, whatever the request says.
  app.post(
    '/empleados',
    { schema: { body: empleadoInputSchema, response: { 201: empleadoSchema } } },
    async (request, reply) => {
      const cifras = await veCifras(db, request.user?.role);
      const input = cifras
        ? request.body
        : { ...request.body, porcentajeGanancia: PORCENTAJE_GANANCIA_DEFAULT, comisiones: undefined };
      const empleado = await createEmpleado(db, reloj, currentUserId(request), input);
      return reply.status(201).send(cifras ? empleado : sinPorcentaje(empleado));
    },
  );

  app.put(
    '/empleados/:id',
    { schema: { params: idParamSchema, body: empleadoInputSchema, response: { 200: empleadoSchema } } },
    async (request) => {
      const cifras = await veCifras(db, request.user?.role);
      const empleado = await updateEmpleado(db, reloj, currentUserId(request), request.params.id, request.body, {
        conservarPorcentaje: !cifras,
      });
      return cifras ? empleado : sinPorcentaje(empleado);
    },
  );

  app.delete('/empleados/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await removeEmpleado(db, reloj, currentUserId(request), request.params.id);
    return reply.status(204).send();
  });
};
