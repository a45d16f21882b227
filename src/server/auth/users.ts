import { randomBytes } from 'node:crypto';
import type { Role } from '#shared/schemas/auth.ts';
import { usuarioMessages } from '#shared/schemas/usuario.ts';
import { ConfigError } from '#server/config.ts';
import type { Db } from '#server/db/dialect.ts';
import type { UserRow } from '#server/db/schema.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { hashPassword } from './password.ts';
import { isGuessablePassword } from './password-strength.ts';

/** An account's employee is missing where the role needs one, or does not exist. */
export class EmpleadoDeCuentaError extends Error {}

export interface NewUserInput {
  username: string;
  email: string | null;
  nombre?: string;
  password: string;
  role: Role;
  /** The employee a professional's account belongs to. */
  idEmpleado?: number | null;
}

/** The user as the API may show it (never the password hash). */
export function publicUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'nombre' | 'role' | 'id_empleado'>) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    nombre: user.nombre,
    role: user.role,
    idEmpleado: user.id_empleado,
  };
}

/** Finds an active or inactive user by username or email, case-insensitively. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', value), eb('email', '=', value)]))
    .executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inserts an active account: the one way in for the panel's form and for the command line. A
 * professional's account, and only hers, belongs to an employee: one who works here (not
 * archived) and has no other account (EmpleadoDeCuentaError otherwise).
 */
export async function insertUser(
  db: Db,
  user: {
    username: string;
    email: string | null;
    nombre: string;
    passwordHash: string;
    role: Role;
    idEmpleado?: number | null;
  },
): Promise<UserRow> {
  const idEmpleado = user.idEmpleado ?? null;
  if (user.role !== 'profesional') {
    if (idEmpleado !== null) throw new EmpleadoDeCuentaError(usuarioMessages.empleadoSoloProfesional);
  } else if (idEmpleado === null) throw new EmpleadoDeCuentaError(usuarioMessages.sinEmpleado);
  else {
    const empleado = await db
      .selectFrom('empleados')
      .select('id')
      .where('id', '=', idEmpleado)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (empleado === undefined) throw new EmpleadoDeCuentaError(usuarioMessages.empleadoNoEncontrado);
    const otra = await db.selectFrom('users').select('id').where('id_empleado', '=', idEmpleado).executeTakeFirst();
    if (otra !== undefined) throw new EmpleadoDeCuentaError(usuarioMessages.empleadoConCuenta);
  }
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      nombre: user.nombre,
      password_hash: user.passwordHash,
      role: user.role,
      id_empleado: idEmpleado,
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Creates an account outside the panel (the first admin, `npm run user:add`); audited as the system. */
export async function createUser(db: Db, input: NewUserInput): Promise<UserRow> {
  const username = input.username.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  // The account and its audit entry together, or neither: an account nobody can account for
  // would also stop the first admin from being created again at the next start.
  return db.transaction().execute(async (trx) => {
    const row = await insertUser(trx, {
      username,
      email: input.email?.trim().toLowerCase() || null,
      nombre: input.nombre?.trim() || username,
      passwordHash,
      role: input.role,
      idEmpleado: input.idEmpleado ?? null,
    });
    await recordAudit(trx, {
      userId: null,
      action: 'crear',
      entity: 'users',
      entityId: row.id,
      after: {
        username: row.username,
        email: row.email,
        nombre: row.nombre,
        role: row.role,
        idEmpleado: row.id_empleado,
        active: true,
      },
    });
    return row;
  });
}

/** A random password that is easy to type and hard to guess (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);
}

export type InitialAdmin =
  { created: false } | { created: true; username: string; email: string | null; password: string; generated: boolean };

/**
 * On a database without users, creates the first administrator: from ADMIN_EMAIL and
 * ADMIN_PASSWORD when given, otherwise `admin` with a random password that the caller prints once.
 */
export async function ensureInitialAdmin(
  db: Db,
  admin: { email: string | undefined; password: string | undefined },
): Promise<InitialAdmin> {
  if ((await countUsers(db)) > 0) return { created: false };
  try {
    return await createInitialAdmin(db, admin);
  } catch (err) {
    // Another instance starting at the same moment created it first (unique username).
    if ((await countUsers(db)) > 0) return { created: false };
    throw err;
  }
}

async function createInitialAdmin(
  db: Db,
  admin: { email: string | undefined; password: string | undefined },
): Promise<InitialAdmin> {
  if (admin.email !== undefined && admin.password !== undefined) {
    const username = admin.email.split('@')[0] ?? 'admin';
    // The configuration checked its length; the dictionaries are consulted here, on the first
    // start only, rather than at every start that still has ADMIN_PASSWORD set.
    if (await isGuessablePassword(admin.password, [username, admin.email])) {
      throw new ConfigError('ADMIN_PASSWORD', usuarioMessages.comun);
    }
    const user = await createUser(db, {
      username,
      email: admin.email,
      nombre: 'Administración',
      password: admin.password,
      role: 'admin',
    });
    return { created: true, username: user.username, email: user.email, password: admin.password, generated: false };
  }
  const password = generatePassword();
  const user = await createUser(db, {
    username: 'admin',
    email: null,
    nombre: 'Administración',
    password,
    role: 'admin',
  });
  return { created: true, username: user.username, email: null, password, generated: true };
}
