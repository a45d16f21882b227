/**
 * An employee's commission rules and a service's materials, as the owner sets them: stored, read
 * back, checked, audited, and kept from staff while an admin keeps the centre's figures to admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('commission rules on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let lifting: number;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const sofia = { nombre: 'Sofía', apellido: 'Gómez', telefono: '', email: '', porcentajeGanancia: 40 };
  const reglas = (idServicio: number) => ({
    base: 40,
    sobre: 'pagado',
    productos: 10,
    porCategoria: [{ categoria: 'Pestañas', porcentaje: 30 }],
    porServicio: [{ idServicio, porcentaje: 45 }],
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    const res = await call(admin, 'POST', '/api/servicios-base', {
      categoria: 'Pestañas',
      descripcion: 'Lifting de pestañas',
      precio: 24000,
      duracionSugerida: 60,
      costoInsumos: 3500,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ precio: 24000, costoInsumos: 3500 });
    lifting = (res.json() as { id: number }).id;
  });
  afterAll(async () => t.close());

  it('start as the spec’s rule, are set whole, read back, and audited', async () => {
    const nueva = await call(admin, 'POST', '/api/empleados', sofia);
    expect(nueva.json()).toMatchObject({
      comisiones: { base: 40, sobre: 'cobrado', productos: 0, porCategoria: [], porServicio: [] },
    });
    const id = (nueva.json() as { id: number }).id;
    const puesta = await call(admin, 'PUT', `/api/empleados/${id}`, { ...sofia, comisiones: reglas(lifting) });
    expect(puesta.statusCode, puesta.body).toBe(200);
    expect(puesta.json()).toMatchObject({ porcentajeGanancia: 40, comisiones: reglas(lifting) });
    expect((await call(admin, 'GET', `/api/empleados/${id}`)).json()).toMatchObject({ comisiones: reglas(lifting) });
    // `base` is her share, changed as `porcentajeGanancia`: a form sending back the rules it read
    // (base 40) with a new share keeps the new share.
    const base = await call(admin, 'PUT', `/api/empleados/${id}`, {
      ...sofia,
      porcentajeGanancia: 35,
      comisiones: reglas(lifting),
    });
    expect(base.json()).toMatchObject({ porcentajeGanancia: 35, comisiones: { base: 35 } });
    // Left out, they stay as they were (the spec's own calls never send them).
    const sin = await call(admin, 'PUT', `/api/empleados/${id}`, { ...sofia, porcentajeGanancia: 50 });
    expect(sin.json()).toMatchObject({ porcentajeGanancia: 50, comisiones: { ...reglas(lifting), base: 50 } });
    const audit = (await call(admin, 'GET', '/api/auditoria?entity=empleados')).json() as {
      after: { comisiones?: { productos: number } } | null;
    }[];
    expect(audit.some((e) => e.after?.comisiones?.productos === 10)).toBe(true);
  });

  it.each([
    [{ sobre: 'facturado' }, "Las comisiones se calculan sobre 'cobrado' o 'pagado'."],
    [{ productos: 101 }, 'El porcentaje sobre productos debe ser un número entre 0 y 100.'],
    [{ base: -1 }, 'El porcentaje base debe ser un número entre 0 y 100.'],
    [
      {
        porCategoria: [
          { categoria: 'Uñas', porcentaje: 30 },
          { categoria: 'uñas ', porcentaje: 35 },
        ],
      },
      'Cada categoría va una sola vez en las comisiones.',
    ],
    [{ porServicio: [{ idServicio: 'x', porcentaje: 30 }] }, 'Uno de los servicios de las comisiones no existe.'],
    [{ otra: 1 }, null],
  ])('refuses rules that do not make sense (%j), changing nothing', async (cambio, mensaje) => {
    const id = ((await call(admin, 'POST', '/api/empleados', sofia)).json() as { id: number }).id;
    const res = await call(admin, 'PUT', `/api/empleados/${id}`, {
      ...sofia,
      comisiones: { ...reglas(lifting), ...cambio },
    });
    expect(res.statusCode, res.body).toBe(400);
    if (mensaje !== null) expect(res.json()).toMatchObject({ error: mensaje });
    expect((await call(admin, 'GET', `/api/empleados/${id}`)).json()).toMatchObject({
      comisiones: { sobre: 'cobrado', productos: 0 },
    });
  });

  it('refuses a rule for a service that does not exist', async () => {
    const id = ((await call(admin, 'POST', '/api/empleados', sofia)).json() as { id: number }).id;
    const res = await call(admin, 'PUT', `/api/empleados/${id}`, {
      ...sofia,
      comisiones: { ...reglas(lifting), porServicio: [{ idServicio: 987_654, porcentaje: 30 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Uno de los servicios de las comisiones no existe.',
      code: 'servicio_de_comision_inexistente',
    });
  });

  it('are kept from staff, with the materials, while an admin keeps the figures to admins', async () => {
    const id = ((await call(admin, 'POST', '/api/empleados', sofia)).json() as { id: number }).id;
    await call(admin, 'PUT', `/api/empleados/${id}`, { ...sofia, comisiones: reglas(lifting) });
    expect((await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: false })).statusCode).toBeLessThan(300);
    try {
      const vista = (await call(staff, 'GET', `/api/empleados/${id}`)).json() as Record<string, unknown>;
      expect(vista).not.toHaveProperty('comisiones');
      expect(vista).not.toHaveProperty('porcentajeGanancia');
      // A save by staff keeps the rules and the materials as they were.
      await call(staff, 'PUT', `/api/empleados/${id}`, { ...sofia, comisiones: { ...reglas(lifting), productos: 99 } });
      const servicios = (await call(staff, 'GET', '/api/servicios-base')).json() as Record<string, unknown>[];
      expect(servicios.find((s) => s.id === lifting)).not.toHaveProperty('costoInsumos');
      await call(staff, 'PUT', `/api/servicios-base/${lifting}`, {
        categoria: 'Pestañas',
        descripcion: 'Lifting de pestañas',
        precio: 24000,
        duracionSugerida: 60,
        costoInsumos: 0,
      });
    } finally {
      await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: true });
    }
    expect((await call(admin, 'GET', `/api/empleados/${id}`)).json()).toMatchObject({ comisiones: { productos: 10 } });
    const servicio = ((await call(admin, 'GET', '/api/servicios-base')).json() as Record<string, unknown>[]).find(
      (s) => s.id === lifting,
    );
    expect(servicio).toMatchObject({ costoInsumos: 3500 });
  });

  it('lets the materials be taken away, and refuses a negative or odd amount', async () => {
    const base = { categoria: 'Uñas', descripcion: 'Semi de prueba', precio: 18000, duracionSugerida: 60 };
    const id = (
      (await call(admin, 'POST', '/api/servicios-base', { ...base, costoInsumos: 1200.5 })).json() as { id: number }
    ).id;
    for (const [costoInsumos, mensaje] of [
      [-1, 'El costo de insumos debe ser un número mayor o igual a 0.'],
      [10.005, 'El costo de insumos admite hasta 2 decimales.'],
      ['mucho', 'El costo de insumos debe ser un número.'],
    ] as const) {
      const res = await call(admin, 'PUT', `/api/servicios-base/${id}`, { ...base, costoInsumos });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: mensaje });
    }
    expect(
      (await call(admin, 'PUT', `/api/servicios-base/${id}`, { ...base, costoInsumos: null })).json(),
    ).toMatchObject({
      costoInsumos: null,
    });
  });
});
