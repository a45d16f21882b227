import { requestAddressKey } from '#server/http/client-address.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codes, messages } from '#shared/messages.ts';
import { idParamSchema } from '#shared/schemas/fields.ts';
import {
  cambioPasswordSchema,
  estadoUsuarioSchema,
  resetPasswordSchema,
  usuarioCodes,
  usuarioInputSchema,
  usuarioMessages,
  usuarioSchema,
} from '#shared/schemas/usuario.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { withinLoginLimit } from '#server/auth/login-limit.ts';
import { verifyPassword } from '#server/auth/password.ts';
import { refuseGuessablePassword } from '#server/auth/password-strength.ts';
import { requireAdmin } from '#server/auth/require-admin.ts';
import { hashToken, type SessionPolicy } from '#server/auth/sessions.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { changeOwnPassword, createUsuario, getUsuario, listUsuarios, resetPassword, setActive } from './repository.ts';
import type { Reloj } from '#server/reloj.ts';

/** Staff accounts (admins only), and one's own password (everyone signed in). */
export const usuariosRoutes: FastifyPluginAsyncZod<{ db: Db; reloj: Reloj; policy: SessionPolicy }> = async (
  app,
  { db, reloj, policy },
) => {
  app.get('/usuarios', { onRequest: requireAdmin, schema: { response: { 200: z.array(usuarioSchema) } } }, async () =>
    listUsuarios(db),
  );

  app.post(
    '/usuarios',
    { onRequest: requireAdmin, schema: { body: usuarioInputSchema, response: { 201: usuarioSchema } } },
    async (request, reply) => {
      const { username, nombre, email, password } = request.body;
      await refuseGuessablePassword(password, [username, nombre, email]);
      return reply.status(201).send(await createUsuario(db, currentUserId(request), request.body));
    },
  );

  app.put(
    '/usuarios/:id/password',
    {
      onRequest: requireAdmin,
      schema: { params: idParamSchema, body: resetPasswordSchema, response: { 200: usuarioSchema } },
    },
    async (request) => {
      // One's own password is changed with the current one ('Cambiar contraseña'), never reset:
      // a stolen admin session must not be able to take the account over for good.
      if (request.params.id === currentUserId(request))
        throw new HttpError(409, usuarioMessages.resetPropio, { code: usuarioCodes.resetPropio });
      const target = await getUsuario(db, request.params.id);
      await refuseGuessablePassword(request.body.password, [target.username, target.nombre, target.email]);
      return resetPassword(db, reloj, currentUserId(request), request.params.id, request.body.password);
    },
  );

  app.put(
    '/usuarios/:id/estado',
    {
      onRequest: requireAdmin,
      schema: { params: idParamSchema, body: estadoUsuarioSchema, response: { 200: usuarioSchema } },
    },
    async (request) => setActive(db, reloj, currentUserId(request), request.params.id, request.body.active),
  );

  app.put(
    '/auth/password',
    { config: { profesional: true }, schema: { body: cambioPasswordSchema } },
    async (request, reply) => {
      const user = request.user;
      if (user === null || request.sessionToken === null) {
        return reply.status(401).send({ error: messages.unauthenticated, code: codes.sinSesion });
      }
      // First, as when the schema judged it: a guessable new password is refused before the
      // current one is checked or the attempt counted.
      await refuseGuessablePassword(request.body.nueva, [user.username, user.nombre, user.email]);
      // Guessing the current password here is limited like the login itself.
      const account = `user:${user.id}`;
      const attempt = await withinLoginLimit(db, account, requestAddressKey(request), policy.now(), async () =>
        (await verifyPassword(user.password_hash, request.body.actual)) ? true : null,
      );
      if (attempt.blocked)
        return reply.status(429).send({ error: messages.tooManyRequests, code: codes.demasiadosIntentos });
      if (attempt.result === null)
        return reply.status(400).send({ error: usuarioMessages.actualIncorrecta, code: usuarioCodes.actualIncorrecta });
      const changed = await changeOwnPassword(db, reloj, user, hashToken(request.sessionToken), request.body.nueva);
      // An admin reset this password, or ended this session, while the request ran: theirs wins.
      if (!changed) return reply.status(401).send({ error: messages.unauthenticated, code: codes.sinSesion });
      return reply.status(204).send();
    },
  );
};
