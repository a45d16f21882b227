import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role } from '#shared/schemas/auth.ts';
import { buildApp, type BuildOptions } from '#server/app.ts';
import { createUser } from '#server/auth/users.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/schema.ts';
import { DIFICULTAD_DE_PRUEBA } from './desafio.ts';
import { createTestDatabase, testConfig, type Dialect, type TestDatabase } from './test-db.ts';

export const TEST_PASSWORD = 'clave-de-prueba-segura';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  config: AppConfig;
  /**
   * Creates a user (admin by default; a professional names her employee) and returns the session
   * cookie header of a fresh login.
   */
  loginAs: (username: string, role?: Role, idEmpleado?: number) => Promise<string>;
  close: () => Promise<void>;
}

/** The whole app on a fresh database of the given dialect, with a controllable clock. */
export async function createTestApp(
  dialect: Dialect,
  options: { env?: Record<string, string>; now?: () => number; correo?: BuildOptions['correo'] } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(dialect);
  const config = testConfig(testDb.database, options.env);
  const app = await buildApp(config, {
    db: testDb.db,
    now: options.now,
    dificultadDesafio: DIFICULTAD_DE_PRUEBA,
    correo: options.correo,
  });
  await app.ready();
  return {
    app,
    testDb,
    config,
    loginAs: async (username, role = 'admin', idEmpleado) => {
      await createUser(testDb.db, {
        username,
        email: `${username}@example.com`,
        password: TEST_PASSWORD,
        role,
        idEmpleado: idEmpleado ?? null,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: username, password: TEST_PASSWORD },
      });
      return sessionCookieOf(res);
    },
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

/** `name=value` of the session cookie set by a response, ready for a Cookie header. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (cookie === undefined) throw new Error(`no session cookie in the response (status ${res.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

/**
 * A describe block's app with a signed-in staff member: built before the block's tests, closed
 * after them, and the `emptied` tables cleared before each test. `call` sends a request with the
 * staff member's session.
 */
export function withStaffApp(dialect: Dialect, emptied: readonly (keyof Database)[]) {
  let t: TestApp | undefined;
  let cookie = '';
  const app = (): TestApp => {
    if (t === undefined) throw new Error('the app is built in beforeAll');
    return t;
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.loginAs('recepcion', 'staff');
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    for (const table of emptied) await app().testDb.db.deleteFrom(table).execute();
  });
  return {
    get t() {
      return app();
    },
    get cookie() {
      return cookie;
    },
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app().app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) }),
  };
}
