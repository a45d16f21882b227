import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { empleadoSchema } from '../../../shared/schemas/empleado.ts';
import type { Db } from '../../db/dialect.ts';
import { listEmpleados } from './repository.ts';

export const empleadosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/empleados', { schema: { response: { 200: z.array(empleadoSchema) } } }, async () => listEmpleados(db));
};
