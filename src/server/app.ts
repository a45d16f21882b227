import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.ts';
import { useSpanishValidationMessages } from '#shared/schemas/locale.ts';
import { registerSessionGuard } from './auth/guard.ts';
import { authRoutes } from './auth/routes.ts';
import type { SessionPolicy } from './auth/sessions.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Db } from './db/dialect.ts';
import { registerCrossSiteGuard } from './http/cross-site.ts';
import { registerErrorHandling } from './http/errors.ts';
import { centroRoutes } from './modules/centro/routes.ts';
import { clientesRoutes } from './modules/clientes/routes.ts';
import { empleadosRoutes } from './modules/empleados/routes.ts';
import { excelRoutes } from './modules/excel/routes.ts';
import type { DificultadDesafio } from './modules/reservas/desafio.ts';
import { reservasRoutes } from './modules/reservas/routes.ts';
import { ajustesRoutes } from './modules/ajustes/routes.ts';
import { auditoriaRoutes } from './modules/auditoria/routes.ts';
import { cajaRoutes } from './modules/caja/routes.ts';
import { gastosRoutes } from './modules/gastos/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { recordatoriosRoutes } from './modules/recordatorios/routes.ts';
import { reportesRoutes } from './modules/reportes/routes.ts';
import { serviciosBaseRoutes } from './modules/servicios-base/routes.ts';
import { turnosRoutes } from './modules/turnos/routes.ts';
import { usuariosRoutes } from './modules/usuarios/routes.ts';
import { registerWebApp } from './http/web-app.ts';

export interface BuildOptions {
  /** An open, migrated database; when absent one is opened from the configuration and closed with the app. */
  db?: Db;
  /** The clock used for session expiry (tests move it forward). */
  now?: () => number;
  /** The online booking's proof of work (tests make it easy; the default is production's). */
  dificultadDesafio?: DificultadDesafio;
}

const JSON_BODY_LIMIT = 100 * 1024;
/** HSTS makes sense only over HTTPS: sent on the answers to requests that came that way. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Builds the whole application (API and web app) without listening; tests call this directly. */
/** A booking's cancel link (`/reservar/cancelar/…`, `/api/reservas/cancelar/…`) without its token. */
export function maskCancelTokens(url: string): string {
  return url.replace(/(\/reserva[rs]\/cancelar\/)[^/?#]+/g, '$1…');
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  useSpanishValidationMessages();
  const ownsDb = options.db === undefined;
  const db = options.db ?? openDatabase(config.database);
  const policy: SessionPolicy = {
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
    now: options.now ?? Date.now,
  };

  // Helmet's headers, built once: @fastify/helmet built the middleware again (directives parsed
  // and all) on every request, ≈ 6 % of the server's time on the agenda's day list (bench/api.ts).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes and a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only makes sense over HTTPS; it is added below when the request came that way.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: {
              // Fastify's own fields, with a booking's cancel token masked in the address (issue 22):
              // whoever reads the logs must not be able to cancel a client's booking.
              req: (request) => ({
                method: request.method,
                url: maskCancelTokens(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket.remotePort,
              }),
            },
          },
    // Fastify accepts a hop count too, though its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string[],
    bodyLimit: JSON_BODY_LIMIT,
    return503OnClosing: true,
    // A path that cannot be decoded (`/%`, `/api/%zz`) fails before routing, where Fastify would
    // answer in English and without our hooks: the same headers and a Spanish JSON body here.
    frameworkErrors: (err, request, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      const body = JSON.stringify({ error: status === 500 ? messages.internal : messages.badUrl });
      securityHeaders(request.raw, reply.raw, () => {
        reply.raw
          .writeHead(status, {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(body),
            'Cache-Control': 'no-store',
            // Always here: this early request does not know a trusted proxy's scheme, and browsers
            // ignore HSTS received over plain HTTP (RFC 6797, 8.1).
            'Strict-Transport-Security': HSTS,
          })
          .end(body);
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // JSON is the API's only body (multipart is added for the imports): plain text gets 415 too.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());

  registerErrorHandling(app);

  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });

  await app.register(fastifyCookie);

  await app.register(
    async (api) => {
      registerCrossSiteGuard(api);
      registerSessionGuard(api, db, policy);
      api.addHook('onSend', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, config, policy });
      await api.register(centroRoutes, { timeZone: config.timeZone, now: policy.now });
      await api.register(serviciosBaseRoutes, { db });
      await api.register(empleadosRoutes, { db });
      const reloj = { timeZone: config.timeZone, now: policy.now };
      await api.register(clientesRoutes, { db, reloj });
      await api.register(turnosRoutes, { db, reloj });
      await api.register(reportesRoutes, { db, reloj });
      await api.register(recordatoriosRoutes, { db });
      await api.register(gastosRoutes, { db });
      await api.register(usuariosRoutes, { db, policy });
      await api.register(auditoriaRoutes, { db, timeZone: config.timeZone });
      await api.register(ajustesRoutes, { db });
      await api.register(excelRoutes, { db, timeZone: config.timeZone, now: policy.now });
      await api.register(cajaRoutes, { db, reloj: { timeZone: config.timeZone, now: policy.now } });
      await api.register(reservasRoutes, { db, reloj, dificultad: options.dificultadDesafio });
      api.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: messages.notFound }));
    },
    { prefix: '/api' },
  );

  registerWebApp(app, { webRoot: config.webRoot, publicUrl: config.publicUrl });
  return app;
}
