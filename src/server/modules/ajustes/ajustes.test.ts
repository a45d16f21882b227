import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { ajustesMessages } from '#shared/schemas/ajustes.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('/api/ajustes and who sees the figures, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let idEmpleado: number;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');
    const res = await call(admin, 'POST', '/api/empleados', {
      nombre: 'Lucía',
      apellido: 'Paz',
      porcentajeGanancia: 40,
    });
    idEmpleado = (res.json() as { id: number }).id;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.testDb.db.deleteFrom('ajustes').execute();
  });

  it('lets staff see the figures by default, as the spec gives them the reports', async () => {
    expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual({ personalVeCifras: true });
    expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ role: 'staff', veCifras: true });
    expect(
      (await call(staff, 'GET', `/api/empleados/${idEmpleado}/resumen?desde=2026-11-23&hasta=2026-11-29`)).statusCode,
    ).toBe(200);
    expect((await call(staff, 'GET', '/api/empleados')).json()).toEqual([
      expect.objectContaining({ nombre: 'Lucía', porcentajeGanancia: 40 }),
    ]);
  });

  it('is for admins only: staff get 403, nobody signed in 401', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { personalVeCifras: false }]] as const) {
      const res = await call(staff, method, '/api/ajustes', payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual({ error: messages.forbidden });
      expect((await t.app.inject({ method, url: '/api/ajustes', payload })).statusCode).toBe(401);
    }
    expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual({ personalVeCifras: true });
  });

  it('refuses a bad value in Spanish and changes nothing', async () => {
    for (const body of [{ personalVeCifras: 'no' }, { otraCosa: true }]) {
      const res = await call(admin, 'PUT', '/api/ajustes', body);
      expect(res.statusCode).toBe(400);
      expect(typeof (res.json() as { error: string }).error).toBe('string');
    }
    expect((await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: 'no' })).json()).toEqual({
      error: 'Indicá si el personal ve las cifras del centro (sí o no).',
    });
    expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual({ personalVeCifras: true });
  });

  it('switched off, keeps the figures from staff and leaves them the agenda and the payments', async () => {
    const res = await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: false });
    expect(res.json()).toEqual({ personalVeCifras: false });
    const log = await t.testDb.db.selectFrom('audit_log').selectAll().where('entity', '=', 'ajustes').execute();
    expect(log.map((l) => [l.action, JSON.parse(l.before ?? 'null'), JSON.parse(l.after ?? 'null')])).toEqual([
      ['editar', { personalVeCifras: true }, { personalVeCifras: false }],
    ]);

    expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ veCifras: false });
    expect((await call(admin, 'GET', '/api/auth/me')).json()).toMatchObject({ veCifras: true });
    for (const [method, url, payload] of [
      ['GET', `/api/empleados/${idEmpleado}/resumen?desde=2026-11-23&hasta=2026-11-29`],
      ['GET', '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30'],
      ['POST', '/api/empleados', { nombre: 'Otra', apellido: 'Más' }],
      ['PUT', `/api/empleados/${idEmpleado}`, { nombre: 'Lucía', apellido: 'Paz', porcentajeGanancia: 90 }],
      ['DELETE', `/api/empleados/${idEmpleado}`],
    ] as const) {
      const r = await call(staff, method, url, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json()).toEqual({ error: ajustesMessages.sinCifras });
    }
    // The employees stay theirs to book with, without the profit share.
    const empleados = (await call(staff, 'GET', '/api/empleados')).json() as Record<string, unknown>[];
    expect(empleados).toEqual([expect.objectContaining({ nombre: 'Lucía' })]);
    expect(empleados[0]).not.toHaveProperty('porcentajeGanancia');
    expect((await call(staff, 'GET', `/api/empleados/${idEmpleado}`)).json()).not.toHaveProperty('porcentajeGanancia');
    // An expense from the drawer, the day's appointments: still theirs.
    expect(
      (await call(staff, 'POST', '/api/gastos', { descripcion: 'Algodón', monto: 900, fecha: '2026-11-23' }))
        .statusCode,
    ).toBe(201);
    expect((await call(staff, 'GET', '/api/turnos?fecha=2026-11-23')).statusCode).toBe(200);
    // Admins keep everything.
    expect((await call(admin, 'GET', '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/empleados')).json()).toEqual([
      expect.objectContaining({ porcentajeGanancia: 40 }),
    ]);
  });
});
