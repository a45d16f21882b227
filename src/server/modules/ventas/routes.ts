import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comprobante } from '#shared/domain/comprobante.ts';
import { seisCifras } from '#shared/domain/ticket.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import {
  anulacionInputSchema,
  anulacionMessages,
  comprobanteQuerySchema,
  lineasNuevasInputSchema,
  pagoInputSchema,
  ventaCobradaSchema,
  ventaDeTurnoSchema,
  ventaDetalleSchema,
  ventaInputSchema,
  ventaSchema,
  ventasDeClienteQuerySchema,
  ventasDeClienteSchema,
  ventasPaginaSchema,
  ventasQuerySchema,
} from '#shared/schemas/venta.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { soloAdmin } from '#server/auth/require-admin.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import type { DatosDelCentro } from '#server/http/centro-datos.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { agregarLineas } from './agregar.ts';
import { anularVenta } from './anular.ts';
import { comprobantePdf } from './comprobante-pdf.ts';
import { crearVenta, pagarVenta } from './cobrar.ts';
import { getVenta, getVentaDetalle, listVentas, ventaDeTurno, ventasDeCliente } from './lectura.ts';

/**
 * The sales ledger read (decision 036). One sale is what the desk charges and what a client owes:
 * anyone signed in reads it. A range's sales are the centre's figures: staff only while the
 * admins let them see the figures (Ajustes).
 */
export const ventasRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; centro: DatosDelCentro }> = async (
  app,
  { db, reloj, centro },
) => {
  app.get(
    '/ventas',
    { onRequest: requireCifras(db), schema: { querystring: ventasQuerySchema, response: { 200: ventasPaginaSchema } } },
    async (request) => listVentas(db, request.query),
  );

  app.get(
    '/ventas/:id',
    { schema: { params: idParamSchema, response: { 200: ventaDetalleSchema } } },
    async (request) => getVentaDetalle(db, request.params.id),
  );

  // The receipt as a PDF, on a sheet or the 80 mm roll: what the client takes away, so whoever charges prints it.
  app.get(
    '/ventas/:id/comprobante.pdf',
    { schema: { params: idParamSchema, querystring: comprobanteQuerySchema } },
    async (request, reply) => {
      const venta = await getVenta(db, request.params.id);
      const datos = { nombre: centro.nombre ?? '', direccion: centro.direccion ?? '', timeZone: reloj.timeZone };
      const pdf = await comprobantePdf(comprobante(venta, datos), request.query.papel);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="ticket-${seisCifras(venta.numero)}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  // A client's tickets, for her file: what she owes, which the desk sees whatever the figures setting says.
  app.get(
    '/ventas/cliente/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: ventasDeClienteQuerySchema,
        response: { 200: ventasDeClienteSchema },
      },
    },
    async (request) => ventasDeCliente(db, request.params.id, request.query),
  );

  app.get(
    '/ventas/turno/:id',
    { schema: { params: idParamSchema, response: { 200: ventaDeTurnoSchema } } },
    async (request) => ventaDeTurno(db, request.params.id),
  );

  // Charging is the desk's work: staff charge a ticket whatever the figures setting says.
  app.post(
    '/ventas',
    { schema: { body: ventaInputSchema, response: { 201: ventaCobradaSchema } } },
    async (request, reply) => reply.status(201).send(await crearVenta(db, currentUserId(request), reloj, request.body)),
  );

  app.post(
    '/ventas/:id/pagos',
    { schema: { params: idParamSchema, body: pagoInputSchema, response: { 200: ventaCobradaSchema } } },
    async (request) => pagarVenta(db, currentUserId(request), reloj, request.params.id, request.body),
  );

  app.post(
    '/ventas/:id/lineas',
    { schema: { params: idParamSchema, body: lineasNuevasInputSchema, response: { 200: ventaCobradaSchema } } },
    async (request) => agregarLineas(db, currentUserId(request), reloj, request.params.id, request.body),
  );

  app.post(
    '/ventas/:id/anular',
    {
      // Annulling reverses money already counted: an admin's.
      onRequest: soloAdmin(anulacionMessages.soloAdmin, 'solo_admin'),
      schema: { params: idParamSchema, body: anulacionInputSchema, response: { 200: ventaSchema } },
    },
    async (request) => anularVenta(db, currentUserId(request), reloj, request.params.id, request.body.motivo),
  );
};
