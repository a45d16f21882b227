import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '#shared/domain/dates.ts';
import { rangoQuerySchema } from '#shared/schemas/rango.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { requireAdmin } from '#server/auth/require-admin.ts';
import { requireCifras } from '#server/auth/require-cifras.ts';
import type { Db } from '#server/db/dialect.ts';
import { notasParaExportar } from '#server/modules/clientes/notas.ts';
import { listClientes } from '#server/modules/clientes/repository.ts';
import { listGastos } from '#server/modules/gastos/repository.ts';
import { listProductos } from '#server/modules/productos/repository.ts';
import { listServicios } from '#server/modules/servicios-base/repository.ts';
import { listTurnos } from '#server/modules/turnos/repository.ts';
import { resumenDeGiftcards, resumenDeTickets } from '#server/modules/ventas/consultas.ts';
import { ventasDelRango } from '#server/modules/ventas/lectura.ts';
import {
  clientesExcelFile,
  clientesWorkbook,
  historialExcelFile,
  historialWorkbook,
  SERVICIOS_EXCEL_FILE,
  serviciosWorkbook,
} from './books.ts';
import { PRODUCTOS_EXCEL_FILE, productosWorkbook } from './productos-book.ts';
import { sendWorkbook } from './sheet.ts';

/**
 * The Excel files beside the CSV exports (issue 19), written here so the panel's code carries
 * no spreadsheet library (decision 021). Each reads what its CSV shows, through its resource's
 * repository.
 */
export const excelRoutes: FastifyPluginAsyncZod<{ db: Db; timeZone: string; now: () => number }> = async (
  app,
  { db, timeZone, now },
) => {
  app.get(
    '/reportes/excel',
    // The history's figures, as the totals and the expenses list: hidden from staff at the admins' choice.
    { onRequest: requireCifras(db), schema: { querystring: rangoQuerySchema } },
    async (request, reply) => {
      const rango = request.query;
      const [turnos, gastos, ventas, resumen, giftcards] = await Promise.all([
        listTurnos(db, rango),
        listGastos(db, rango),
        ventasDelRango(db, rango),
        resumenDeTickets(db, rango),
        resumenDeGiftcards(db, rango, todayIn(timeZone, new Date(now()))),
      ]);
      return sendWorkbook(
        reply,
        historialExcelFile(rango),
        historialWorkbook(turnos, gastos, { ventas, resumen, giftcards }),
      );
    },
  );

  app.get(
    '/clientes/excel',
    { schema: { querystring: z.object({ notas: z.enum(['1'], { error: 'notas solo admite 1.' }).optional() }) } },
    async (request, reply) =>
      // Named with the centre's date, as the CSV is. The staff's notes only when asked for.
      sendWorkbook(
        reply,
        clientesExcelFile(todayIn(timeZone, new Date(now()))),
        clientesWorkbook(
          await listClientes(db),
          request.query.notas === '1' ? await notasParaExportar(db, currentUserId(request), timeZone) : undefined,
        ),
      ),
  );

  app.get('/servicios-base/excel', async (_request, reply) =>
    sendWorkbook(reply, SERVICIOS_EXCEL_FILE, serviciosWorkbook(await listServicios(db))),
  );

  // The products with their cost: the admins', who keep the catalogue.
  app.get('/productos/excel', { onRequest: requireAdmin }, async (_request, reply) =>
    sendWorkbook(reply, PRODUCTOS_EXCEL_FILE, productosWorkbook(await listProductos(db))),
  );
};
