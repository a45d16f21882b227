import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseClientesCsv } from '#shared/domain/catalogue-csv.ts';
import {
  borrarDatosInputSchema,
  clienteFichaSchema,
  clienteInputSchema,
  clienteSchema,
  duplicadoSchema,
  fichaSchema,
  fichaTurnosQuerySchema,
  fusionInputSchema,
  notaInputSchema,
  notaSchema,
  turnosPorVenirSchema,
} from '#shared/schemas/cliente.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { turnosPaginaSchema } from '#shared/schemas/reportes.ts';
import { columnaPropia, currentUserId } from '#server/auth/guard.ts';
import { requireAdmin } from '#server/auth/require-admin.ts';
import type { Db } from '#server/db/dialect.ts';
import { veCifras } from '#server/modules/ajustes/repository.ts';
import { registerCsvImport } from '#server/http/csv-upload.ts';
import { importFailure } from '#server/modules/import-result.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { borrarDatosCliente, turnosPorVenir } from './borrar-datos.ts';
import { duplicados } from './duplicados.ts';
import { fichaCliente, turnosCliente } from './ficha.ts';
import { fusionarClientes } from './fusion.ts';
import { createNota, exigirClienteDe, listNotas, removeNota, updateNota } from './notas.ts';
import { createCliente, importClientes, listClientes, removeCliente, updateCliente } from './repository.ts';

const notaParamsSchema = idParamSchema.extend({ idNota: idParamSchema.shape.id });

/**
 * Clients: list, add (answers the new client with its id), edit, delete (or archive), import;
 * and the client file (issue 20): figures, appointments, notes, likely duplicates, and for admins
 * merging a duplicate and erasing a client's personal data.
 */
export const clientesRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj }> = async (app, { db, reloj }) => {
  app.get(
    '/clientes',
    // A professional's own account picks whom she books by name: no one's phone or e-mail.
    { config: { profesional: true }, schema: { response: { 200: z.array(clienteSchema) } } },
    async (request) => {
      const clientes = await listClientes(db);
      return columnaPropia(request.user) === null ? clientes : clientes.map((c) => ({ ...c, telefono: '', email: '' }));
    },
  );

  app.post(
    '/clientes',
    { schema: { body: clienteInputSchema, response: { 201: clienteSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCliente(db, reloj, currentUserId(request), request.body)),
  );

  app.put(
    '/clientes/:id',
    { schema: { params: idParamSchema, body: clienteInputSchema, response: { 200: clienteSchema } } },
    async (request) => updateCliente(db, reloj, currentUserId(request), request.params.id, request.body),
  );

  app.delete('/clientes/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await removeCliente(db, currentUserId(request), request.params.id);
    return reply.status(204).send();
  });

  await registerCsvImport(app, '/clientes/importar', async (csv, request) => {
    const parsed = parseClientesCsv(csv);
    if (!parsed.ok) throw importFailure(parsed);
    return importClientes(db, reloj, currentUserId(request), parsed.rows);
  });

  app.get('/clientes/duplicados', { schema: { response: { 200: z.array(duplicadoSchema) } } }, async () =>
    duplicados(db),
  );

  app.get(
    '/clientes/:id/ficha',
    { schema: { params: idParamSchema, response: { 200: fichaSchema } } },
    async (request) => {
      const ficha = await fichaCliente(db, reloj, request.params.id);
      if (await veCifras(db, request.user?.role)) return ficha;
      // The client's lifetime money is a figure of the centre; the balance to charge stays.
      const { totalPagado: _pagado, deudaVencida: _vencida, ...cifras } = ficha.cifras;
      return { ...ficha, cifras };
    },
  );

  app.get(
    '/clientes/:id/turnos',
    { schema: { params: idParamSchema, querystring: fichaTurnosQuerySchema, response: { 200: turnosPaginaSchema } } },
    async (request) => turnosCliente(db, request.params.id, request.query.pagina),
  );

  app.get(
    '/clientes/:id/notas',
    // A professional's own account reads the pinned notes of the clients she has booked.
    { config: { profesional: true }, schema: { params: idParamSchema, response: { 200: z.array(notaSchema) } } },
    async (request) => {
      const propia = columnaPropia(request.user);
      if (propia === null) return listNotas(db, request.params.id);
      await exigirClienteDe(db, propia, request.params.id);
      return (await listNotas(db, request.params.id)).filter((n) => n.fijada);
    },
  );

  app.post(
    '/clientes/:id/notas',
    { schema: { params: idParamSchema, body: notaInputSchema, response: { 201: notaSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createNota(db, reloj, currentUserId(request), request.params.id, request.body)),
  );

  app.put(
    '/clientes/:id/notas/:idNota',
    { schema: { params: notaParamsSchema, body: notaInputSchema, response: { 200: notaSchema } } },
    async (request) =>
      updateNota(db, reloj, currentUserId(request), request.params.id, request.params.idNota, request.body),
  );

  app.delete('/clientes/:id/notas/:idNota', { schema: { params: notaParamsSchema } }, async (request, reply) => {
    await removeNota(db, currentUserId(request), request.params.id, request.params.idNota);
    return reply.status(204).send();
  });

  app.post(
    '/clientes/:id/fusionar',
    {
      onRequest: requireAdmin,
      schema: { params: idParamSchema, body: fusionInputSchema, response: { 200: clienteFichaSchema } },
    },
    async (request) => fusionarClientes(db, reloj, currentUserId(request), request.params.id, request.body.idDuplicado),
  );

  app.get(
    '/clientes/:id/turnos-por-venir',
    { schema: { params: idParamSchema, response: { 200: turnosPorVenirSchema } } },
    async (request) => turnosPorVenir(db, reloj, request.params.id),
  );

  app.post(
    '/clientes/:id/borrar-datos',
    {
      onRequest: requireAdmin,
      schema: { params: idParamSchema, body: borrarDatosInputSchema, response: { 200: clienteFichaSchema } },
    },
    async (request) => borrarDatosCliente(db, reloj, currentUserId(request), request.params.id, request.body),
  );
};
