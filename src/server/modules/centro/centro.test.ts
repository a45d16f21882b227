import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

describe('GET /api/centro', () => {
  let t: TestApp;
  let cookie: string;
  // 01:30 UTC on 23 November: still the 22nd in Buenos Aires.
  const clock = Date.parse('2026-11-23T01:30:00Z');

  beforeAll(async () => {
    t = await createTestApp('sqlite', { now: () => clock });
    cookie = await t.loginAs('recepcion', 'staff');
  });
  afterAll(async () => t.close());

  it("tells the centre's time zone and today's date there", async () => {
    const res = await t.app.inject({ url: '/api/centro', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'America/Argentina/Buenos_Aires', hoy: '2026-11-22' });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/centro' })).statusCode).toBe(401);
  });
});
