import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import {
  deudoresPaginaQuerySchema,
  deudoresPaginaSchema,
  deudorSchema,
  reporteSchema,
  turnosPaginaQuerySchema,
  turnosPaginaSchema,
} from '#shared/schemas/reportes.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { deudores, deudoresPagina } from './deudores.ts';
import { reporte, turnosPagina } from './repository.ts';

/**
 * 'Historial y Reportes' and 'Deudores' (issue 19): the range's figures summed by the database,
 * its appointments a page at a time, and who owes for appointments already past. All of them are
 * figures of the centre: staff see them only while the admins allow it.
 */
export const reportesRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  // Registered in its own plugin: the hook guards these routes only.
  app.addHook('onRequest', requireCifras(db));

  app.get(
    '/reportes',
    { schema: { querystring: rangoQuerySchema, response: { 200: reporteSchema } } },
    async (request) => reporte(db, reloj, request.query),
  );

  app.get(
    '/reportes/turnos',
    { schema: { querystring: turnosPaginaQuerySchema, response: { 200: turnosPaginaSchema } } },
    async (request) => turnosPagina(db, request.query),
  );

  app.get('/reportes/deudores', { schema: { response: { 200: z.array(deudorSchema) } } }, async () =>
    deudores(db, reloj),
  );

  app.get(
    '/reportes/deudores/pagina',
    { schema: { querystring: deudoresPaginaQuerySchema, response: { 200: deudoresPaginaSchema } } },
    async (request) => deudoresPagina(db, reloj, request.query),
  );
};
