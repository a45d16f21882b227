import type { z } from 'zod';
import { type Usuario, usuarioCodes, usuarioMessages, type usuarioInputSchema } from '#shared/schemas/usuario.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { hashPassword } from '#server/auth/password.ts';
import { EmpleadoDeCuentaError, insertUser } from '#server/auth/users.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { UserRow } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { HttpError } from '#server/http/errors.ts';
import { instante, type Reloj } from '#server/reloj.ts';

type UsuarioInput = z.output<typeof usuarioInputSchema>;
const ENTITY = 'users';

function toUsuario(row: UserRow): Usuario {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    nombre: row.nombre,
    role: row.role,
    idEmpleado: row.id_empleado,
    active: row.active === 1,
    createdAt: row.created_at,
  };
}

/** What the audit log keeps of an account: never its password or hash. */
function audited(u: Usuario) {
  return {
    username: u.username,
    email: u.email,
    nombre: u.nombre,
    role: u.role,
    idEmpleado: u.idEmpleado,
    active: u.active,
  };
}

export async function listUsuarios(db: Db): Promise<Usuario[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('active', 'desc').orderBy('username').execute();
  return rows.map(toUsuario);
}

async function getRow(db: Db, id: number): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, usuarioMessages.noEncontrado, { code: usuarioCodes.noEncontrado });
  return row;
}

/** One account, or 404. */
export async function getUsuario(db: Db, id: number): Promise<Usuario> {
  return toUsuario(await getRow(db, id));
}

export async function createUsuario(db: Db, byUserId: number, input: UsuarioInput): Promise<Usuario> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const email = input.email === '' ? null : input.email.toLowerCase();
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          email === null
            ? eb('username', '=', input.username)
            : eb.or([eb('username', '=', input.username), eb('email', '=', email), eb('username', '=', email)]),
        )
        .executeTakeFirst();
      if (taken !== undefined) throw new HttpError(409, usuarioMessages.duplicado, { code: usuarioCodes.duplicado });
      const row = await insertUser(trx, {
        username: input.username,
        email,
        nombre: input.nombre,
        passwordHash,
        role: input.role,
        idEmpleado: input.idEmpleado ?? null,
      });
      const usuario = toUsuario(row);
      await recordAudit(trx, {
        userId: byUserId,
        action: 'crear',
        entity: ENTITY,
        entityId: row.id,
        after: audited(usuario),
      });
      return usuario;
    });
  } catch (err) {
    if (err instanceof EmpleadoDeCuentaError)
      throw new HttpError(409, err.message, { code: usuarioCodes.empleadoInvalido });
    // Two admins creating the same account at once: the unique index decides.
    if (isUniqueViolation(err)) throw new HttpError(409, usuarioMessages.duplicado, { code: usuarioCodes.duplicado });
    throw err;
  }
}

/** An admin sets a new password for an account; every session of that account ends. */
export async function resetPassword(
  db: Db,
  reloj: Reloj,
  byUserId: number,
  id: number,
  password: string,
): Promise<Usuario> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const before = toUsuario(await getRow(trx, id));
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: instante(reloj) })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await recordAudit(trx, {
      userId: byUserId,
      action: 'editar',
      entity: ENTITY,
      entityId: id,
      before: audited(before),
      after: { ...audited(before), password: 'restablecida' },
    });
    return before;
  });
}

/**
 * Deactivates or reactivates an account. Deactivating ends its sessions at once; the last active
 * admin, and one's own account, cannot be deactivated.
 */
export async function setActive(db: Db, reloj: Reloj, byUserId: number, id: number, active: boolean): Promise<Usuario> {
  return db.transaction().execute(async (trx) => cambiarEstado(trx, reloj, byUserId, id, active));
}

/** `setActive` inside a transaction already open (an employee's removal closes her account with it). */
export async function cambiarEstado(
  trx: Db,
  reloj: Reloj,
  byUserId: number,
  id: number,
  active: boolean,
): Promise<Usuario> {
  const row = await getRow(trx, id);
  const before = toUsuario(row);
  if (!active) {
    if (id === byUserId) throw new HttpError(409, usuarioMessages.propio, { code: usuarioCodes.propio });
    if (row.role === 'admin' && row.active === 1) {
      // Counted inside the transaction, admins locked on PostgreSQL: two admins deactivating
      // each other at once cannot leave none.
      let admins = trx.selectFrom('users').select('id').where('role', '=', 'admin').where('active', '=', 1);
      // SQLite has one writer at a time already; PostgreSQL needs the rows locked.
      if (isPostgres(trx)) admins = admins.forUpdate();
      const count = (await admins.execute()).length;
      if (count <= 1) throw new HttpError(409, usuarioMessages.ultimoAdmin, { code: usuarioCodes.ultimoAdmin });
    }
  }
  const updated = await trx
    .updateTable('users')
    .set({ active: active ? 1 : 0, updated_at: instante(reloj) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!active) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  const after = toUsuario(updated);
  await recordAudit(trx, {
    userId: byUserId,
    action: 'editar',
    entity: ENTITY,
    entityId: id,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

/**
 * An employee who leaves (deleted or archived) takes her professional's account with her: it is
 * deactivated and its sessions end, before the link is emptied.
 */
export async function cerrarCuentasDelEmpleado(
  trx: Db,
  reloj: Reloj,
  byUserId: number,
  idEmpleado: number,
): Promise<void> {
  const cuentas = await trx
    .selectFrom('users')
    .select('id')
    .where('id_empleado', '=', idEmpleado)
    .where('active', '=', 1)
    .execute();
  for (const { id } of cuentas) await cambiarEstado(trx, reloj, byUserId, id, false);
}

/**
 * The user changes their own password; their other sessions end, this one stays. Only if the
 * password is still the one just checked and this session still exists (user row locked on
 * PostgreSQL, like a reset): an admin's reset that lands meanwhile wins. Answers false then.
 */
export async function changeOwnPassword(
  db: Db,
  reloj: Reloj,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  keepSessionId: string,
  password: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    let current = trx.selectFrom('users').select('password_hash').where('id', '=', user.id);
    if (isPostgres(trx)) current = current.forUpdate();
    const row = await current.executeTakeFirst();
    const session = await trx.selectFrom('sessions').select('id').where('id', '=', keepSessionId).executeTakeFirst();
    if (row?.password_hash !== user.password_hash || session === undefined) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: instante(reloj) })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).where('id', '!=', keepSessionId).execute();
    await recordAudit(trx, {
      userId: user.id,
      action: 'editar',
      entity: ENTITY,
      entityId: user.id,
      after: { password: 'cambiada' },
    });
    return true;
  });
}
