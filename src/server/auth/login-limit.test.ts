import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { createUser } from './users.ts';
import { TEST_PASSWORD, createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('login rate limit on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-22T12:00:00Z');

  beforeEach(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    await createUser(t.testDb.db, {
      username: 'caro',
      email: 'caro@centro.com.ar',
      password: TEST_PASSWORD,
      role: 'staff',
    });
  });
  afterEach(async () => t.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

  it('answers 429 to the 6th attempt on one account after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('caro', 'mala-clave')).statusCode).toBe(401);
    const sixth = await login('caro', TEST_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: 'Demasiados intentos. Probá de nuevo en unos minutos.',
      code: 'demasiados_intentos',
    });
  });

  it('holds against guesses sent all at once: at most 5 passwords are even checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('caro', i === 29 ? TEST_PASSWORD : `mala-clave-${i}`)),
    );
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    // The right password, sent last in the burst, did not get in either.
    expect(answers[29]?.statusCode).not.toBe(200);
    expect((await login('caro', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets 8 simultaneous right passwords of one account all in: right ones never count against the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => login('caro', TEST_PASSWORD)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    // Nor afterwards: the account still has its 5 failures to spend.
    for (let i = 0; i < 5; i++) expect((await login('caro', 'mala-clave')).statusCode).toBe(401);
    expect((await login('caro', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('holds against guesses at many accounts sent all at once from one address: exactly 20 checked', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`nadie${i}`, 'mala-clave')));
    expect(answers.filter((a) => a.statusCode === 401).length).toBe(20);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(10);
  });

  it('counts every address of one IPv6 /64 as one visitor, and another /64 apart', async () => {
    const from = (remoteAddress: string, email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    for (let i = 1; i <= 20; i++) {
      expect((await from(`2001:db8:1:2::${i.toString(16)}`, `nadie${i}`, 'mala-clave')).statusCode).toBe(401);
    }
    const sameSlash64 = await from('2001:db8:1:2:ffff:ffff:ffff:fffe', 'caro', TEST_PASSWORD);
    expect(sameSlash64.statusCode).toBe(429);
    expect(sameSlash64.json()).toEqual({ error: messages.tooManyRequests, code: 'demasiados_intentos' });
    expect((await from('2001:db8:1:3::1', 'caro', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the account whether it is typed as username or email', async () => {
    for (let i = 0; i < 3; i++) await login('caro', 'mala-clave');
    for (let i = 0; i < 2; i++) await login('CARO@centro.com.ar', 'mala-clave');
    expect((await login('caro@centro.com.ar', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the account in again once 15 minutes have passed', async () => {
    for (let i = 0; i < 5; i++) await login('caro', 'mala-clave');
    clock += 14 * 60_000;
    expect((await login('caro', TEST_PASSWORD)).statusCode).toBe(429);
    clock += 61_000;
    expect((await login('caro', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not reset the count for a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 5; i++) {
      await login('caro', 'mala-clave', { 'x-forwarded-for': `203.0.113.${i}` });
    }
    const res = await login('caro', TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expect(res.statusCode).toBe(429);
  });

  it('blocks one address after 20 failures across different accounts', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`nadie${i}`, 'mala-clave')).statusCode).toBe(401);
    const res = await login('caro', TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: messages.tooManyRequests, code: 'demasiados_intentos' });
  });

  it('a successful login clears the account failures', async () => {
    for (let i = 0; i < 4; i++) await login('caro', 'mala-clave');
    expect((await login('caro', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('caro', 'mala-clave')).statusCode).toBe(401);
    expect((await login('caro', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
