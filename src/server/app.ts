import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { codes, messages } from '#shared/messages.ts';
import { useSpanishValidationMessages } from '#shared/schemas/locale.ts';
import { registerSessionGuard } from './auth/guard.ts';
import { authRoutes } from './auth/routes.ts';
import type { SessionPolicy } from './auth/sessions.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import { openDatabase, type Db } from './db/dialect.ts';
import { registerCrossSiteGuard } from './http/cross-site.ts';
import { answerClientError, earlyAnswer, headersSetBy, HSTS, writeEarlyAnswer } from './http/early-answer.ts';
import { registerErrorHandling } from './http/errors.ts';
import { centroRoutes } from './modules/centro/routes.ts';
import { clientesRoutes } from './modules/clientes/routes.ts';
import { empleadosRoutes } from './modules/empleados/routes.ts';
import { excelRoutes } from './modules/excel/routes.ts';
import type { DificultadDesafio } from './modules/reservas/desafio.ts';
import { reservasRoutes } from './modules/reservas/routes.ts';
import { ajustesRoutes } from './modules/ajustes/routes.ts';
import { getAjustes } from './modules/ajustes/repository.ts';
import { auditoriaRoutes } from './modules/auditoria/routes.ts';
import { cajaRoutes } from './modules/caja/routes.ts';
import { gastosRoutes } from './modules/gastos/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { paquetesRoutes } from './modules/paquetes/routes.ts';
import { liquidacionesRoutes } from './modules/liquidaciones/routes.ts';
import { feriadosRoutes } from './modules/feriados/routes.ts';
import { bloqueosRoutes } from './modules/bloqueos/routes.ts';
import { visitasRoutes } from './modules/visitas/routes.ts';
import { enlacesRoutes } from './modules/enlaces/routes.ts';
import { correosRoutes } from './modules/correos/routes.ts';
import { productosRoutes } from './modules/productos/routes.ts';
import { recordatoriosRoutes } from './modules/recordatorios/routes.ts';
import { reportesRoutes } from './modules/reportes/routes.ts';
import { serviciosBaseRoutes } from './modules/servicios-base/routes.ts';
import { turnosRoutes } from './modules/turnos/routes.ts';
import { ventasRoutes } from './modules/ventas/routes.ts';
import { giftcardsRoutes } from './modules/giftcards/routes.ts';
import { datosDelCentro } from './http/centro-datos.ts';
import { usuariosRoutes } from './modules/usuarios/routes.ts';
import { registerWebApp } from './http/web-app.ts';
import { iniciarEnvio, type Cartero } from './modules/correos/envio.ts';
import type { Correos } from './modules/correos/outbox.ts';
import { DEFAULT_CENTRO_NOMBRE } from '#shared/domain/centro.ts';

export interface BuildOptions {
  /** An open, migrated database; when absent one is opened from the configuration and closed with the app. */
  db?: Db;
  /** The clock used for session expiry (tests move it forward). */
  now?: () => number;
  /** The online booking's proof of work (tests make it easy; the default is production's). */
  dificultadDesafio?: DificultadDesafio;
  /** The outbox worker's mail transport and pace (tests); production's is SMTP_URL's, every 10 s. */
  correo?: { transporte?: Cartero; cadaMs?: number };
}

const JSON_BODY_LIMIT = 100 * 1024;
/** Seconds a client is told to wait while the server restarts. */
const RESTART_RETRY_AFTER = '10';

/**
 * TRUST_PROXY for Fastify. A bare hop count trusts no proxy at all in Fastify 5 (it fails
 * closed, silently): Express's meaning instead, the `n` hops closest to the server are trusted
 * (hop 0 is the connection's own peer, the proxy in front).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** A booking's cancel link (`/reservar/cancelar/…`, `/api/reservas/cancelar/…`) without its token. */
export function maskCancelTokens(url: string): string {
  return (
    url
      .replace(/(\/reserva[rs]\/cancelar\/)[^/?#]+/g, '$1…')
      // A client's own link to her booking (/turno/…, /api/enlace/…), as the cancel link.
      .replace(/(\/(?:turno|enlace)\/)[^/?#]+/g, '$1…')
      // A gift card's code is money: neither its lookups nor its QR's address write it in the logs.
      .replace(/(\/giftcards\/)(?!\?|$)[^/?#]+/g, '$1…')
      .replace(/([?&]codigo=)[^&#]*/g, '$1…')
  );
}

/** Builds the whole application (API and web app) without listening; tests call this directly. */
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
  // The same headers for the answers written outside Fastify's reply (early-answer.ts).
  const securityHeaderSet = headersSetBy(securityHeaders);
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
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // Fastify's own 503 while closing is English and bare: ours is answered by a hook below.
    return503OnClosing: false,
    // A request the HTTP parser refuses (headers too large, malformed) never reaches routing.
    clientErrorHandler: (err, socket) => answerClientError(securityHeaderSet, err, socket),
    // A path that cannot be decoded (`/%`, `/api/%zz`) fails before routing, where Fastify would
    // answer in English and without our hooks: the same headers and a Spanish JSON body here.
    frameworkErrors: (err, request, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      const body =
        status === 500
          ? { error: messages.internal, code: codes.errorInterno }
          : { error: messages.badUrl, code: codes.direccionInvalida };
      writeEarlyAnswer(reply.raw, earlyAnswer(securityHeaderSet, status, body));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // JSON is the API's only body (multipart is added for the imports): plain text gets 415 too.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());

  // The centre's clock, the one every module reads "now" from (reloj.ts).
  const reloj = { timeZone: config.timeZone, now: policy.now };
  const centro = datosDelCentro(config.webRoot);
  // E-mail to clients (decision 049): on with SMTP_URL and MAIL_FROM (config.ts asks PUBLIC_URL too).
  const correos: Correos | null =
    config.mail === null || config.publicUrl === null
      ? null
      : {
          sitio: config.publicUrl,
          centro: { nombre: centro.nombre ?? DEFAULT_CENTRO_NOMBRE, direccion: centro.direccion },
        };
  if (config.mail !== null) {
    const envio = iniciarEnvio(db, reloj, config.mail, {
      ...options.correo,
      log: (error) => app.log.error({ err: error }, 'outbox: a pass failed'),
    });
    // Stopped before the database closes: the pass under way ends first.
    app.addHook('preClose', async () => envio.detener());
  }

  registerErrorHandling(app);

  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
  // Once shutting down (main.ts drains on SIGTERM), a request read from a connection still open
  // is told to come back, in Spanish like every other answer, before it touches the database.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return (
      reply
        .status(503)
        .header('Retry-After', RESTART_RETRY_AFTER)
        .type('application/json; charset=utf-8')
        // Already JSON: the route's response schema (it may have its own 503) does not apply.
        .send(JSON.stringify({ error: messages.shuttingDown, code: codes.servidorReiniciando }))
    );
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // Every /api answer, whichever handler gave it (the web app's catch-all answers an unknown
    // /api path when a build is served), and every answer while closing.
    const pathname = request.url.split('?')[0] ?? '';
    if (closing || pathname === '/api' || pathname.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(fastifyCookie);

  await app.register(
    async (api) => {
      registerCrossSiteGuard(api);
      registerSessionGuard(api, db, policy);
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, config, policy });
      await api.register(centroRoutes, { timeZone: config.timeZone, now: policy.now });
      await api.register(serviciosBaseRoutes, { db, reloj });
      await api.register(empleadosRoutes, { db, reloj });
      await api.register(clientesRoutes, { db, reloj });
      await api.register(turnosRoutes, { db, reloj, correos });
      await api.register(reportesRoutes, { db, reloj });
      await api.register(ventasRoutes, { db, reloj, centro });
      await api.register(recordatoriosRoutes, { db, reloj, publicUrl: config.publicUrl });
      await api.register(gastosRoutes, { db, reloj });
      await api.register(usuariosRoutes, { db, reloj, policy });
      await api.register(auditoriaRoutes, { db, timeZone: config.timeZone });
      await api.register(ajustesRoutes, { db, reloj });
      await api.register(excelRoutes, { db, timeZone: config.timeZone, now: policy.now });
      await api.register(cajaRoutes, { db, reloj });
      await api.register(reservasRoutes, { db, reloj, dificultad: options.dificultadDesafio, correos });
      await api.register(productosRoutes, { db, reloj });
      await api.register(giftcardsRoutes, {
        db,
        reloj,
        publicUrl: config.publicUrl,
        centro,
      });
      await api.register(paquetesRoutes, { db, reloj });
      await api.register(liquidacionesRoutes, { db, reloj, centro });
      await api.register(feriadosRoutes, { db });
      await api.register(bloqueosRoutes, { db, reloj });
      await api.register(visitasRoutes, { db, reloj, correos });
      await api.register(enlacesRoutes, { db, reloj, publicUrl: config.publicUrl });
      await api.register(correosRoutes, { db, reloj, mail: config.mail });
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ error: messages.notFound, code: codes.noEncontrado }),
      );
    },
    { prefix: '/api' },
  );

  registerWebApp(app, {
    webRoot: config.webRoot,
    publicUrl: config.publicUrl,
    reservasOnline: async () => (await getAjustes(db)).reservasOnline,
  });
  return app;
}
