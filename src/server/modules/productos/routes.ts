import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseProductosCsv } from '#shared/domain/catalogue-csv.ts';
import { idParamSchema, idText } from '#shared/schemas/fields.ts';
import {
  movimientoInputSchema,
  movimientoSchema,
  movimientosPageSchema,
  productoInputSchema,
  productoSchema,
  productosQuerySchema,
  productoMessages,
  type Producto,
} from '#shared/schemas/producto.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireAdmin } from '#server/auth/require-admin.ts';
import type { Db } from '#server/db/dialect.ts';
import { registerCsvImport } from '#server/http/csv-upload.ts';
import { HttpError } from '#server/http/errors.ts';
import { veCifras } from '#server/modules/ajustes/repository.ts';
import { importFailure } from '#server/modules/import-result.ts';
import type { Reloj } from '#server/reloj.ts';
import { listMovimientos, registrarMovimiento } from './movimientos.ts';
import { createProducto, importProductos, listProductos, removeProducto, updateProducto } from './repository.ts';
import { validar } from './validar.ts';

const paginaSchema = z.object({ pagina: idText('La página debe ser un número entero mayor a 0.').optional() });

/**
 * Products and their stock. Everyone signed in lists and searches them (the ticket sells them);
 * admins add, edit, delete or archive, import, and record and read the stock moves. A product's
 * cost is a figure: left out for staff while the admins keep the figures to themselves.
 */
export const productosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  const sinCosto = (p: Producto): Producto => ({ ...p, costo: null });

  app.get('/productos', { schema: { response: { 200: z.array(productoSchema) } } }, async (request) => {
    const query = validar(productosQuerySchema, request.query);
    const productos = await listProductos(db, { q: query.q, stockBajo: query.stockBajo === '1' });
    return (await veCifras(db, request.user?.role)) ? productos : productos.map(sinCosto);
  });

  app.post(
    '/productos',
    { onRequest: requireAdmin, schema: { response: { 201: productoSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProducto(db, reloj, currentUserId(request), validar(productoInputSchema, request.body))),
  );

  app.put(
    '/productos/:id',
    { onRequest: requireAdmin, schema: { params: idParamSchema, response: { 200: productoSchema } } },
    async (request) =>
      updateProducto(db, reloj, currentUserId(request), request.params.id, validar(productoInputSchema, request.body)),
  );

  app.delete(
    '/productos/:id',
    { onRequest: requireAdmin, schema: { params: idParamSchema } },
    async (request, reply) => {
      await removeProducto(db, currentUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/productos/:id/movimientos',
    { onRequest: requireAdmin, schema: { params: idParamSchema, response: { 201: movimientoSchema } } },
    async (request, reply) => {
      const body: unknown = request.body;
      // A sale is written by its ticket, in the ticket's transaction: said plainly, not as a bad type.
      if (typeof body === 'object' && body !== null && (body as { tipo?: unknown }).tipo === 'Venta') {
        throw new HttpError(400, productoMessages.ventaDesdeTicket, { code: 'venta_desde_ticket' });
      }
      const input = validar(movimientoInputSchema, body);
      return reply
        .status(201)
        .send(await registrarMovimiento(db, reloj, currentUserId(request), request.params.id, input));
    },
  );

  app.get(
    '/productos/:id/movimientos',
    {
      onRequest: requireAdmin,
      schema: { params: idParamSchema, querystring: paginaSchema, response: { 200: movimientosPageSchema } },
    },
    async (request) => listMovimientos(db, request.params.id, request.query.pagina ?? 1),
  );

  await registerCsvImport(
    app,
    '/productos/importar',
    async (csv, request) => {
      const parsed = parseProductosCsv(csv);
      if (!parsed.ok) throw importFailure(parsed);
      const result = await importProductos(db, reloj, currentUserId(request), parsed.rows);
      if ('lineas' in result) throw importFailure({ error: '', lineas: result.lineas });
      return result;
    },
    { onRequest: requireAdmin },
  );
};
