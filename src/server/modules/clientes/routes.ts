import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseClientesCsv } from '#shared/domain/catalogue-csv.ts';
import { clienteInputSchema, clienteSchema } from '#shared/schemas/cliente.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import { currentUserId } from '#server/auth/guard.ts';
import type { Db } from '#server/db/dialect.ts';
import { registerCsvImport } from '#server/http/csv-upload.ts';
import { importFailure } from '#server/modules/import-result.ts';
import { createCliente, importClientes, listClientes, removeCliente, updateCliente } from './repository.ts';

/** Clients: list, add (answers the new client with its id), edit, delete (or archive), import. */
export const clientesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/clientes', { schema: { response: { 200: z.array(clienteSchema) } } }, async () => listClientes(db));

  app.post(
    '/clientes',
    { schema: { body: clienteInputSchema, response: { 201: clienteSchema } } },
    async (request, reply) => reply.status(201).send(await createCliente(db, currentUserId(request), request.body)),
  );

  app.put(
    '/clientes/:id',
    { schema: { params: idParamSchema, body: clienteInputSchema, response: { 200: clienteSchema } } },
    async (request) => updateCliente(db, currentUserId(request), request.params.id, request.body),
  );

  app.delete('/clientes/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    await removeCliente(db, currentUserId(request), request.params.id);
    return reply.status(204).send();
  });

  await registerCsvImport(app, '/clientes/importar', async (csv, request) => {
    const parsed = parseClientesCsv(csv);
    if (!parsed.ok) throw importFailure(parsed);
    return importClientes(db, currentUserId(request), parsed.rows);
  });
};
