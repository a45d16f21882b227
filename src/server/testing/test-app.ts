import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '#shared/schemas/auth.ts';
import { buildApp } from '#server/app.ts';
import { createUser } from '#server/auth/users.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import type { AppConfig } from '#server/config.ts';
import { createTestDatabase, testConfig, type Dialect, type TestDatabase } from './test-db.ts';

export const TEST_PASSWORD = 'clave-de-prueba-segura';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  config: AppConfig;
  /** Creates a user (admin by default) and returns the session cookie header of a fresh login. */
  loginAs: (username: string, role?: Role) => Promise<string>;
  close: () => Promise<void>;
}

/** The whole app on a fresh database of the given dialect, with a controllable clock. */
export async function createTestApp(
  dialect: Dialect,
  options: { env?: Record<string, string>; now?: () => number } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(dialect);
  const config = testConfig(testDb.database, options.env);
  const app = await buildApp(config, { db: testDb.db, now: options.now });
  await app.ready();
  return {
    app,
    testDb,
    config,
    loginAs: async (username, role = 'admin') => {
      await createUser(testDb.db, { username, email: `${username}@example.com`, password: TEST_PASSWORD, role });
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
