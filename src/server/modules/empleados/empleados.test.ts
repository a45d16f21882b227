import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-db.ts';

describe.each(testDialects)('GET /api/empleados on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.loginAs('recepcion', 'staff');
    const now = new Date().toISOString();
    const base = { telefono: null, email: null, created_at: now, updated_at: now };
    await t.testDb.db
      .insertInto('empleados')
      .values([
        { ...base, nombre: 'Zoe', apellido: 'Díaz', porcentaje_ganancia: 40, archived_at: null },
        { ...base, nombre: 'ángela', apellido: 'Ruiz', porcentaje_ganancia: 50, archived_at: null },
        {
          ...base,
          nombre: 'Beatriz',
          apellido: 'Sosa',
          porcentaje_ganancia: 37.5,
          archived_at: null,
          email: 'bea@centro.com.ar',
        },
        { ...base, nombre: 'Archivada', apellido: 'Vieja', porcentaje_ganancia: 50, archived_at: now },
      ])
      .execute();
  });
  afterAll(async () => t.close());

  it('lists active employees in Spanish alphabetical order with the spec fields', async () => {
    const res = await t.app.inject({ url: '/api/empleados', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { nombre: string }[];
    expect(list.map((e) => e.nombre)).toEqual(['ángela', 'Beatriz', 'Zoe']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      nombre: 'Beatriz',
      apellido: 'Sosa',
      telefono: '',
      email: 'bea@centro.com.ar',
      porcentajeGanancia: 37.5,
    });
  });
});
