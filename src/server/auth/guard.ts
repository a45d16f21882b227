import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { permisosDelRol } from '#shared/domain/permisos.ts';
import { codes, messages } from '#shared/messages.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/dialect.ts';
import type { UserRow } from '#server/db/schema.ts';
import { SESSION_COOKIE, resolveSession, type SessionPolicy } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, logout, health, me). */
    public?: boolean;
    /**
     * Reachable by a professional's own account (her session, her day, her earnings). Every
     * other route refuses her: a route is the centre's unless it says so.
     */
    profesional?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, from the server-side session only. */
    user: UserRow | null;
    /** The raw session token from the cookie, when the session is valid. */
    sessionToken: string | null;
  }
}

export function cookieOptions(config: AppConfig, request: FastifyRequest) {
  const secure = config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

/**
 * The API's session guard, written once for the whole `/api` scope: it resolves the session
 * cookie to a user and answers 401 on every route not marked `config.public`.
 */
export function registerSessionGuard(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token !== undefined && token !== '') {
      const user = await resolveSession(db, token, policy);
      if (user !== null) {
        request.user = user;
        request.sessionToken = token;
      }
    }
    const config = request.routeOptions.config;
    if (request.user === null) {
      if (config.public !== true)
        return reply.status(401).send({ error: messages.unauthenticated, code: codes.sinSesion });
    } else if (!permisosDelRol(request.user.role).centro && config.profesional !== true && config.public !== true) {
      return reply.status(403).send({ error: messages.forbidden, code: codes.sinPermiso });
    }
  });
}

/** The signed-in user's id on a guarded route (the guard already answered 401 without one). */
export function currentUserId(request: FastifyRequest): number {
  if (request.user === null) throw new Error('currentUserId on a route without a session');
  return request.user.id;
}

/**
 * The employee whose column a professional's own account works in, for the routes open to her
 * that cut what they answer; null for the centre's accounts.
 */
export function columnaPropia(user: UserRow | null): number | null {
  if (user === null || permisosDelRol(user.role).centro) return null;
  // An account whose employee left has no column (it is deactivated with her anyway).
  return user.id_empleado ?? 0;
}
