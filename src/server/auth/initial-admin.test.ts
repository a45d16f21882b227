import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { usuarioMessages } from '#shared/schemas/usuario.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { countUsers, createUser, ensureInitialAdmin, findUserByLogin } from './users.ts';
import { verifyPassword } from './password.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#server/testing/test-db.ts';

describe.each(testDialects)('first administrator on %s', (dialect) => {
  let t: TestDatabase;
  afterEach(async () => t.drop());

  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD on an empty database, only once', async () => {
    t = await createTestDatabase(dialect);
    const first = await ensureInitialAdmin(t.db, { email: 'Duena@Centro.com.ar', password: 'una-clave-muy-larga' });
    expect(first).toMatchObject({ created: true, username: 'duena', email: 'duena@centro.com.ar', generated: false });
    const user = await findUserByLogin(t.db, 'duena@centro.com.ar');
    expect(user?.role).toBe('admin');
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.password_hash ?? '', 'una-clave-muy-larga')).toBe(true);
    const second = await ensureInitialAdmin(t.db, { email: 'otra@centro.com.ar', password: 'otra-clave-larga' });
    expect(second).toEqual({ created: false });
    expect(await countUsers(t.db)).toBe(1);
  });

  it('is `admin` with a strong random password when nothing is configured', async () => {
    t = await createTestDatabase(dialect);
    const result = await ensureInitialAdmin(t.db, { email: undefined, password: undefined });
    if (!result.created) throw new Error('expected an admin to be created');
    expect(result.username).toBe('admin');
    expect(result.generated).toBe(true);
    expect(result.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const user = await findUserByLogin(t.db, 'admin');
    expect(await verifyPassword(user?.password_hash ?? '', result.password)).toBe(true);
  });

  it('refuses a guessable ADMIN_PASSWORD naming the variable, and creates nobody', async () => {
    t = await createTestDatabase(dialect);
    // The configuration takes it (its length is right); the dictionaries judge it here, on the
    // first start, the one time it is used (decision 016).
    const config = loadConfig({ ADMIN_EMAIL: 'duena@centro.com.ar', ADMIN_PASSWORD: 'contraseña123' }, '/tmp');
    const error = await ensureInitialAdmin(t.db, { email: config.adminEmail, password: config.adminPassword }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('ADMIN_PASSWORD');
    expect((error as ConfigError).message).toBe(`Configuración inválida: ADMIN_PASSWORD: ${usuarioMessages.comun}`);
    expect(await countUsers(t.db)).toBe(0);
  });

  it('is written with its audit entry in one transaction: when the entry fails, no account remains', async () => {
    t = await createTestDatabase(dialect);
    // The audit log out of the way, on both databases, so its insert fails after the user's.
    await sql`alter table audit_log rename to audit_log_fuera`.execute(t.db);
    try {
      await expect(
        createUser(t.db, { username: 'ana', email: null, password: 'una-clave-muy-larga', role: 'staff' }),
      ).rejects.toThrow();
      await expect(ensureInitialAdmin(t.db, { email: undefined, password: undefined })).rejects.toThrow();
    } finally {
      await sql`alter table audit_log_fuera rename to audit_log`.execute(t.db);
    }
    expect(await countUsers(t.db)).toBe(0);
    // With the log back, a start creates the first admin as usual (nothing half-written in the way).
    expect(await ensureInitialAdmin(t.db, { email: undefined, password: undefined })).toMatchObject({ created: true });
    expect(await countUsers(t.db)).toBe(1);
  });
});
