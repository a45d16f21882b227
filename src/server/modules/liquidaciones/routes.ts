import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adelantoInputSchema,
  adelantoSchema,
  gananciasSchema,
  liquidacionCodes,
  liquidacionDetalleSchema,
  liquidacionIdParamSchema,
  liquidacionInputSchema,
  liquidacionMessages,
  liquidacionPeriodoSchema,
  liquidacionQuerySchema,
  liquidacionSchema,
} from '#shared/schemas/liquidacion.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Reloj } from '#server/reloj.ts';
import { comprobanteDeLiquidacion } from '#shared/domain/liquidacion.ts';
import type { DatosDelCentro } from '#server/http/centro-datos.ts';
import { liquidacionExcelFile, liquidacionWorkbook } from '#server/modules/excel/liquidacion-book.ts';
import { sendWorkbook } from '#server/modules/excel/sheet.ts';
import { comprobantePdf } from '#server/modules/ventas/comprobante-pdf.ts';
import {
  gananciasDe,
  getLiquidacionDetalle,
  periodoDe,
  registrarAdelanto,
  registrarLiquidacion,
} from './repository.ts';

/**
 * A professional's earnings: hers on her own account ('Mis ganancias', whatever the setting for
 * the centre's figures), every professional's and their payment for those who see the figures.
 */
export const liquidacionesRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; centro: DatosDelCentro }> = async (
  app,
  { db, reloj, centro },
) => {
  app.get(
    '/mi/ganancias',
    { config: { profesional: true }, schema: { querystring: rangoQuerySchema, response: { 200: gananciasSchema } } },
    async (request) => {
      const idEmpleado = request.user?.id_empleado ?? null;
      if (idEmpleado === null) {
        throw new HttpError(403, liquidacionMessages.sinEmpleado, { code: liquidacionCodes.sinEmpleado });
      }
      return gananciasDe(db, idEmpleado, request.query);
    },
  );

  app.get(
    '/liquidaciones',
    {
      onRequest: requireCifras(db),
      schema: { querystring: liquidacionQuerySchema, response: { 200: liquidacionPeriodoSchema } },
    },
    async (request) => {
      const { idEmpleado, desde, hasta } = request.query;
      return periodoDe(db, idEmpleado, { desde, hasta });
    },
  );

  app.post(
    '/liquidaciones',
    { onRequest: requireCifras(db), schema: { body: liquidacionInputSchema, response: { 201: liquidacionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await registrarLiquidacion(db, currentUserId(request), reloj, request.body)),
  );

  app.get(
    '/liquidaciones/:id',
    {
      onRequest: requireCifras(db),
      schema: { params: liquidacionIdParamSchema, response: { 200: liquidacionDetalleSchema } },
    },
    async (request) => getLiquidacionDetalle(db, request.params.id),
  );

  // Her copy of a settlement, to print or send: a PDF in the receipts' shape, and a workbook.
  app.get(
    '/liquidaciones/:id/liquidacion.pdf',
    { onRequest: requireCifras(db), schema: { params: liquidacionIdParamSchema } },
    async (request, reply) => {
      const detalle = await getLiquidacionDetalle(db, request.params.id);
      const datos = { nombre: centro.nombre ?? '', direccion: centro.direccion ?? '' };
      const pdf = await comprobantePdf(comprobanteDeLiquidacion(detalle, datos), 'a4');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="liquidacion-${detalle.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/liquidaciones/:id/liquidacion.xlsx',
    { onRequest: requireCifras(db), schema: { params: liquidacionIdParamSchema } },
    async (request, reply) => {
      const detalle = await getLiquidacionDetalle(db, request.params.id);
      return sendWorkbook(
        reply.header('cache-control', 'no-store'),
        liquidacionExcelFile(detalle),
        liquidacionWorkbook(detalle),
      );
    },
  );

  app.post(
    '/adelantos',
    { onRequest: requireCifras(db), schema: { body: adelantoInputSchema, response: { 201: adelantoSchema } } },
    async (request, reply) =>
      reply.status(201).send(await registrarAdelanto(db, currentUserId(request), reloj, request.body)),
  );
};
