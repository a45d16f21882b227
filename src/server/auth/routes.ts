import { requestAddressKey } from '#server/http/client-address.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codes, messages } from '#shared/messages.ts';
import { currentUserSchema, errorBodySchema, loginBodySchema } from '#shared/schemas/auth.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/dialect.ts';
import { cookieOptions } from './guard.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { withinLoginLimit } from './login-limit.ts';
import { SESSION_COOKIE, createSessionIfUnchanged, deleteSession, type SessionPolicy } from './sessions.ts';
import { ajustesDelPanel } from '#server/modules/ajustes/repository.ts';
import { findUserByLogin, publicUser } from './users.ts';

export interface AuthRoutesOptions {
  db: Db;
  config: AppConfig;
  policy: SessionPolicy;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config, policy }) => {
  /**
   * The signed-in user as the panel reads them: who, whether they see the centre's figures, and
   * the payment state a new booking starts with.
   */
  const currentUser = async (user: Parameters<typeof publicUser>[0]) => ({
    ...publicUser(user),
    ...(await ajustesDelPanel(db, user.role)),
  });

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        body: loginBodySchema,
        response: { 200: currentUserSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const now = policy.now();
      const user = await findUserByLogin(db, email);
      // Counted per account whichever name it was typed with (username or email).
      const account = user === undefined ? `login:${email.trim().toLowerCase()}` : `user:${user.id}`;
      const attempt = await withinLoginLimit(db, account, requestAddressKey(request), now, async () => {
        const ok =
          user !== undefined && user.active === 1
            ? await verifyPassword(user.password_hash, password)
            : await verifyAgainstDummy(password);
        // The session is made only if the password checked is still the account's and the account
        // still active: a reset or a deactivation meanwhile wins (the user row is locked on
        // PostgreSQL, as the reset locks it).
        return ok && user !== undefined ? createSessionIfUnchanged(db, user, policy, request.sessionToken) : null;
      });
      if (attempt.blocked) {
        request.log.warn({ event: 'login_blocked' }, 'login rate limit reached');
        return reply.status(429).send({ error: messages.tooManyRequests, code: codes.demasiadosIntentos });
      }
      const token = attempt.result;
      if (token === null || user === undefined) {
        request.log.info({ event: 'login_failed' }, 'login failed');
        return reply.status(401).send({ error: messages.loginInvalid, code: codes.loginInvalido });
      }
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(config, request),
        maxAge: Math.floor(policy.maxMs / 1000),
      });
      request.log.info({ event: 'login', userId: user.id }, 'login');
      return currentUser(user);
    },
  );

  app.post(
    '/auth/logout',
    { config: { public: true }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.sessionToken !== null) await deleteSession(db, request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(config, request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    { config: { public: true }, schema: { response: { 200: currentUserSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      if (request.user === null)
        return reply.status(401).send({ error: messages.unauthenticated, code: codes.sinSesion });
      return currentUser(request.user);
    },
  );

  // The login page's question "is someone signed in already?": no session is an answer, not an
  // error, so a visitor's browser logs no failed request.
  app.get(
    '/auth/sesion',
    { config: { public: true }, schema: { response: { 200: z.object({ usuario: currentUserSchema.nullable() }) } } },
    async (request) => ({ usuario: request.user === null ? null : await currentUser(request.user) }),
  );
};
