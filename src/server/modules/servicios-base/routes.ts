import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseServiciosCsv } from '#shared/domain/catalogue-csv.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import {
  parsePercentage,
  servicioCodes,
  servicioInputSchema,
  servicioSchema,
  type Servicio,
} from '#shared/schemas/servicio.ts';
import type { Db } from '#server/db/dialect.ts';
import { registerCsvImport } from '#server/http/csv-upload.ts';
import { HttpError } from '#server/http/errors.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import { veCifras } from '#server/modules/ajustes/repository.ts';
import { importFailure } from '#server/modules/import-result.ts';
import {
  createServicio,
  importServicios,
  listServicios,
  raisePrices,
  removeServicio,
  updateServicio,
} from './repository.ts';
import type { Reloj } from '#server/reloj.ts';

export const porcentajeInvalido = 'Porcentaje inválido';

/** Base services: list, add, edit, delete (or archive), raise all prices, import a CSV file. */
export const serviciosBaseRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  // Raising every price and replacing the catalogue from a file move all of the centre's prices
  // at once: the admins' while staff do not see the figures (one booking's price stays theirs).
  const conCifras = requireCifras(db);
  // The materials' cost is a figure of the centre: staff who do not see the figures neither read
  // it nor change it (a service they save keeps its own).
  const sinInsumos = ({ costoInsumos: _, ...s }: Servicio) => s;
  // A professional's own account books from the catalogue too (its materials' cost is a figure).
  app.get(
    '/servicios-base',
    { config: { profesional: true }, schema: { response: { 200: z.array(servicioSchema) } } },
    async (request) => {
      const servicios = await listServicios(db);
      return (await veCifras(db, request.user?.role)) ? servicios : servicios.map(sinInsumos);
    },
  );

  app.post(
    '/servicios-base',
    { schema: { body: servicioInputSchema, response: { 201: servicioSchema } } },
    async (request, reply) => {
      const cifras = await veCifras(db, request.user?.role);
      const input = cifras ? request.body : { ...request.body, costoInsumos: undefined };
      const servicio = await createServicio(db, reloj, currentUserId(request), input);
      return reply.status(201).send(cifras ? servicio : sinInsumos(servicio));
    },
  );

  app.put(
    '/servicios-base/:id',
    { schema: { params: idParamSchema, body: servicioInputSchema, response: { 200: servicioSchema } } },
    async (request) => {
      const cifras = await veCifras(db, request.user?.role);
      const input = cifras ? request.body : { ...request.body, costoInsumos: undefined };
      const servicio = await updateServicio(db, reloj, currentUserId(request), request.params.id, input);
      return cifras ? servicio : sinInsumos(servicio);
    },
  );

  app.delete('/servicios-base/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await removeServicio(db, currentUserId(request), request.params.id);
    return reply.status(204).send();
  });

  app.put(
    '/servicios-base/aumentar/:percentage',
    {
      onRequest: conCifras,
      schema: { params: z.object({ percentage: z.string() }), response: { 200: z.array(servicioSchema) } },
    },
    async (request) => {
      const percentage = parsePercentage(request.params.percentage);
      if (percentage === null) throw new HttpError(400, porcentajeInvalido, { code: servicioCodes.porcentajeInvalido });
      return raisePrices(db, reloj, currentUserId(request), percentage);
    },
  );

  await registerCsvImport(
    app,
    '/servicios-base/importar',
    async (csv, request) => {
      const parsed = parseServiciosCsv(csv);
      if (!parsed.ok) throw importFailure(parsed);
      const result = await importServicios(db, reloj, currentUserId(request), parsed.rows, {
        conNombre: parsed.columnas.has('nombre'),
      });
      if ('lineas' in result) throw importFailure({ error: '', lineas: result.lineas });
      return result;
    },
    { onRequest: conCifras },
  );
};
