import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { SESSION_COOKIE, hashToken } from './sessions.ts';
import { createUser } from './users.ts';
import { TEST_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('authentication on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-22T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    await createUser(t.testDb.db, {
      username: 'valeria',
      email: 'Valeria@Centro.com.ar',
      nombre: 'Valeria Gómez',
      password: TEST_PASSWORD,
      role: 'staff',
    });
  });
  afterAll(async () => t.close());

  const login = (email: unknown, password: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

  it('logs in by username and answers the user without its password hash', async () => {
    const res = await login('valeria', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'valeria',
      email: 'valeria@centro.com.ar',
      nombre: 'Valeria Gómez',
      role: 'staff',
      idEmpleado: null,
      permisos: { centro: true, cifras: true, administrar: false, telefonos: true },
      veCifras: true,
      estadoPagoTurnoNuevo: 'Pagado',
      turnoActualizaServicio: true,
      recordatorioHoras: 24,
      recordatorioSaludo: '¡Hola, {nombre}!',
      recordatorioFirma: '¡Te esperamos!',
    });
    expect(res.body).not.toContain('argon2');
  });

  it('refuses a login name with a control character (a NUL broke PostgreSQL) without a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'duena\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.loginInvalid, code: 'dato_invalido' });
  });

  it('logs in by email, whatever its case', async () => {
    const res = await login('VALERIA@centro.com.ar', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, not Secure over plain HTTP', async () => {
    const res = await login('valeria', TEST_PASSWORD);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });

  it('stores only the hash of the session token', async () => {
    const res = await login('valeria', TEST_PASSWORD);
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const byToken = await t.testDb.db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst();
    const byHash = await t.testDb.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
    expect(byToken).toBeUndefined();
    expect(byHash).toBeDefined();
  });

  it('gives a new session id at every login and ends the session the browser had', async () => {
    const first = sessionCookieOf(await login('valeria', TEST_PASSWORD));
    const second = await login('valeria', TEST_PASSWORD, { cookie: first });
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(first);
    const old = await t.app.inject({ url: '/api/auth/me', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
    const current = await t.app.inject({ url: '/api/auth/me', headers: { cookie: secondCookie } });
    expect(current.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const wrong = await login('valeria', 'no-es-la-clave');
    const unknown = await login('nadie', 'no-es-la-clave');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Usuario o contraseña incorrectos.', code: 'login_invalido' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it.each([
    ['no fields', {}],
    ['an empty user', { email: '', password: 'x' }],
    ['a blank user', { email: '   ', password: 'x' }],
    ['an empty password', { email: 'valeria', password: '' }],
    ['a number as user', { email: 12, password: 'x' }],
  ])('answers 400 with a Spanish message for %s', async (_name, body) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.loginMissingFields, code: 'dato_invalido' });
  });

  it('refuses a login of a deactivated user and ends its sessions', async () => {
    await createUser(t.testDb.db, { username: 'baja', email: null, password: TEST_PASSWORD, role: 'staff' });
    const cookie = sessionCookieOf(await login('baja', TEST_PASSWORD));
    await t.testDb.db.updateTable('users').set({ active: 0 }).where('username', '=', 'baja').execute();
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const again = await login('baja', TEST_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: messages.loginInvalid, code: 'login_invalido' });
  });

  it('tells the current user through /api/auth/me, and 401 without a session', async () => {
    const none = await t.app.inject({ url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    const cookie = sessionCookieOf(await login('valeria', TEST_PASSWORD));
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'valeria', role: 'staff' });
  });

  it('answers the login page whether someone is signed in, 200 either way (no failed request in the console)', async () => {
    const none = await t.app.inject({ url: '/api/auth/sesion' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ usuario: null });
    const cookie = sessionCookieOf(await login('valeria', TEST_PASSWORD));
    const signedIn = await t.app.inject({ url: '/api/auth/sesion', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ usuario: { username: 'valeria', role: 'staff' } });
    expect(JSON.stringify(signedIn.json())).not.toMatch(/hash|password/i);
  });

  it('guards every other /api route: 401 JSON without a session, 200 with one', async () => {
    const without = await t.app.inject({ url: '/api/empleados' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['content-type']).toContain('application/json');
    expect(without.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    const forged = await t.app.inject({
      url: '/api/empleados',
      headers: { cookie: `${SESSION_COOKIE}=inventada-inventada-inventada-123` },
    });
    expect(forged.statusCode).toBe(401);
    const cookie = sessionCookieOf(await login('valeria', TEST_PASSWORD));
    const withSession = await t.app.inject({ url: '/api/empleados', headers: { cookie } });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.json()).toEqual([]);
  });

  it('logout ends the session on the server: the old cookie answers 401', async () => {
    const cookie = sessionCookieOf(await login('valeria', TEST_PASSWORD));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await t.app.inject({ url: '/api/empleados', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('expires a session idle for 12 hours', async () => {
    const cookie = sessionCookieOf(await login('valeria', TEST_PASSWORD));
    clock += 11 * 3_600_000;
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    clock += 11 * 3_600_000; // 11 h after the last use: still alive
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    clock += 12 * 3_600_000;
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('expires a session 7 days after login even when it is used every hour', async () => {
    const cookie = sessionCookieOf(await login('valeria', TEST_PASSWORD));
    for (let i = 0; i < 27; i++) {
      clock += 6 * 3_600_000; // 162 h in all
      expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    }
    clock += 5 * 3_600_000; // 167 h
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    clock += 2 * 3_600_000; // 169 h: past the 7 days
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('secure cookies', () => {
  /** Logs in on a fresh app with the given configuration and request headers. */
  async function loginOn(env: Record<string, string>, headers: Record<string, string> = {}) {
    const t = await createTestApp('sqlite', { env });
    try {
      await createUser(t.testDb.db, { username: 'ana', email: null, password: TEST_PASSWORD, role: 'admin' });
      return await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ana', password: TEST_PASSWORD },
        headers,
      });
    } finally {
      await t.close();
    }
  }

  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const res = await loginOn({ TRUST_PROXY: '127.0.0.1' }, { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('believes X-Forwarded-Proto and -For from the one hop that TRUST_PROXY=1 counts', async () => {
    const res = await loginOn({ TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await loginOn({}, { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('always marks it Secure with COOKIE_SECURE=true', async () => {
    const res = await loginOn({ COOKIE_SECURE: 'true' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });
});
