/**
 * The error handler's answers: each one the Spanish sentence to show and the stable code the web
 * decides on (decision 034), whatever failed.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codes, messages } from '#shared/messages.ts';
import { HttpError, registerErrorHandling } from './errors.ts';

/** What a route throws, by name: the handler's answer to each is checked below. */
const THROWN: Record<string, () => Error> = {
  'con-codigo': () => new HttpError(409, 'Ya existe.', { code: 'ya_existe' }),
  'con-detalles': () => new HttpError(400, 'Hay líneas con errores.', { code: 'con_lineas', lineas: [3] }),
  // Details never overwrite the sentence or the code.
  'detalles-tramposos': () => new HttpError(400, 'Frase.', { code: 'propio', error: 'otra' }),
  'disco-lleno': () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }),
  'base-caida': () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  demasiados: () => Object.assign(new Error('Rate limit'), { statusCode: 429 }),
  'otro-4xx': () => Object.assign(new Error('Method Not Allowed'), { statusCode: 405 }),
  'no-esta': () => Object.assign(new Error('Not here'), { statusCode: 404 }),
};
/** Anything else: a bug. */
const bug = () => new TypeError("Cannot read properties of undefined (reading 'x')");

describe('the error handler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: 100 });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.get<{ Params: { que: string } }>('/falla/:que', (request) => {
      throw (THROWN[request.params.que] ?? bug)();
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/valida', { schema: { body: z.object({ nombre: z.string({ error: 'Escribí el nombre.' }) }) } }, () => ({
        ok: true,
      }));
    await app.ready();
  });
  afterAll(async () => app.close());

  const falla = async (que: string) => {
    const res = await app.inject({ url: `/falla/${que}` });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('answers an HttpError with its sentence and its code, and the details beside them', async () => {
    expect(await falla('con-codigo')).toEqual({ status: 409, body: { error: 'Ya existe.', code: 'ya_existe' } });
    expect(await falla('con-detalles')).toEqual({
      status: 400,
      body: { error: 'Hay líneas con errores.', code: 'con_lineas', lineas: [3] },
    });
    expect(await falla('detalles-tramposos')).toEqual({ status: 400, body: { error: 'Frase.', code: 'propio' } });
  });

  it('names what the framework refuses: bad input, broken JSON, too big, wrong type', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      app.inject({ method: 'POST', url: '/valida', payload, headers: { 'content-type': contentType } });
    const invalid = await post('{"nombre":1}');
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { error: 'Escribí el nombre.', code: 'dato_invalido' }]);
    const broken = await post('{"nombre":');
    expect([broken.statusCode, broken.json()]).toEqual([400, { error: messages.invalidJson, code: 'json_invalido' }]);
    const big = await post(JSON.stringify({ nombre: 'x'.repeat(200) }));
    expect([big.statusCode, big.json()]).toEqual([
      413,
      { error: messages.payloadTooLarge, code: 'contenido_demasiado_grande' },
    ]);
    const form = await post('nombre=Ana', 'application/x-www-form-urlencoded');
    expect([form.statusCode, form.json()]).toEqual([
      415,
      { error: messages.unsupportedMediaType, code: 'tipo_no_admitido' },
    ]);
  });

  it('names the other 4xx: too many, not found, anything else', async () => {
    expect(await falla('demasiados')).toEqual({
      status: 429,
      body: { error: messages.tooManyRequests, code: 'demasiados_intentos' },
    });
    expect(await falla('no-esta')).toEqual({ status: 404, body: { error: messages.notFound, code: 'no_encontrado' } });
    expect(await falla('otro-4xx')).toEqual({
      status: 405,
      body: { error: 'Pedido inválido.', code: 'pedido_invalido' },
    });
  });

  it('names a full disk (published as DISCO_LLENO), a database out of reach and a bug, never saying more', async () => {
    expect(await falla('disco-lleno')).toEqual({
      status: 503,
      body: { error: messages.diskFull, code: 'DISCO_LLENO' },
    });
    expect(await falla('base-caida')).toEqual({
      status: 503,
      body: { error: messages.databaseUnavailable, code: 'base_no_disponible' },
    });
    expect(await falla('un-bug')).toEqual({ status: 500, body: { error: messages.internal, code: 'error_interno' } });
  });

  it('keeps the codes published before every error had one exactly as they were', () => {
    expect(codes).toMatchObject({
      discoLleno: 'DISCO_LLENO',
      servidorReiniciando: 'SERVIDOR_REINICIANDO',
      encabezadosDemasiadoGrandes: 'ENCABEZADOS_DEMASIADO_GRANDES',
      pedidoDemorado: 'PEDIDO_DEMORADO',
      pedidoMalFormado: 'PEDIDO_MAL_FORMADO',
    });
  });
});
