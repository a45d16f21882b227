import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ajustesMessages, SIN_CIFRAS } from '#shared/schemas/ajustes.ts';
import { RANGO_SIN_CIFRAS, turnoMessages } from '#shared/schemas/turno.ts';
import { multipartFile } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Staff and money while the admins keep the centre's figures to themselves ('personalVeCifras'
 * off): one booking's money and one client's balance stay the desk's, but no request gives staff
 * money over more than a week or more than one client, nor lets them change money they cannot see.
 * Each route is asked by an admin, staff with the figures on, staff with them off, and nobody.
 */
describe.each(testDialects)('staff and the centre figures on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  const ids = { cliente: 0, empleada: 0, servicio: 0 };
  type Quien = 'admin' | 'staffConCifras' | 'staffSinCifras' | 'anonimo';
  const QUIENES: Quien[] = ['admin', 'staffConCifras', 'staffSinCifras', 'anonimo'];

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: cookie === null ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const setCifras = async (personalVeCifras: boolean) => {
    const res = await call(admin, 'PUT', '/api/ajustes', { personalVeCifras });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** The session of whoever asks, with the setting as that case needs it. */
  const como = async (quien: Quien): Promise<string | null> => {
    await setCifras(quien !== 'staffSinCifras');
    if (quien === 'anonimo') return null;
    return quien === 'admin' ? admin : staff;
  };
  const refusedSinCifras = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ajustesMessages.sinCifras, code: SIN_CIFRAS });
  };
  const precios = async () =>
    (await t.testDb.db.selectFrom('servicios_base').select('precio_cents').orderBy('id').execute()).map(
      (s) => s.precio_cents,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');
    const post = async (url: string, body: object) => {
      const res = await call(admin, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    ids.cliente = await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' });
    ids.empleada = await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz', porcentajeGanancia: 40 });
    ids.servicio = await post('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Esmaltado semipermanente',
      nombre: 'Semi',
      precio: 10000,
      duracionSugerida: 60,
    });
    // Two weeks of bookings, one a day, half of them owed.
    for (let d = 1; d <= 14; d++) {
      await post('/api/turnos', {
        idCliente: ids.cliente,
        idEmpleado: ids.empleada,
        idServicio: ids.servicio,
        fecha: `2020-03-${String(d).padStart(2, '0')}`,
        hora: '10:00',
        duracion: 60,
        costo: 10000,
        estado: d % 2 === 0 ? 'Pagado' : 'Debe',
        montoAbonado: null,
      });
    }
  });
  afterAll(async () => t.close());

  describe('GET /api/turnos?desde=&hasta=', () => {
    it.each(QUIENES)('%s', async (quien) => {
      const cookie = await como(quien);
      const semana = await call(cookie, 'GET', '/api/turnos?desde=2020-03-02&hasta=2020-03-08');
      const ocho = await call(cookie, 'GET', '/api/turnos?desde=2020-03-01&hasta=2020-03-08');
      const dia = await call(cookie, 'GET', '/api/turnos?fecha=2020-03-02');
      if (quien === 'anonimo') {
        for (const res of [semana, ocho, dia]) expect(res.statusCode).toBe(401);
        return;
      }
      // The week view's seven days stay open to everyone, with each booking's money.
      expect(semana.statusCode).toBe(200);
      expect(semana.json()).toHaveLength(7);
      expect((semana.json() as { costo: number }[])[0]?.costo).toBe(10000);
      expect(dia.statusCode).toBe(200);
      if (quien === 'staffSinCifras') {
        expect(ocho.statusCode).toBe(403);
        expect(ocho.json()).toEqual({ error: turnoMessages.rangoSinCifras, code: RANGO_SIN_CIFRAS });
      } else {
        expect(ocho.statusCode).toBe(200);
        expect(ocho.json()).toHaveLength(8);
      }
    });
  });

  describe('GET /api/turnos/buscar?q=', () => {
    it.each(QUIENES)('%s', async (quien) => {
      const res = await call(await como(quien), 'GET', '/api/turnos/buscar?q=ana');
      if (quien === 'anonimo') return expect(res.statusCode).toBe(401);
      expect(res.statusCode).toBe(200);
      const { turnos } = res.json() as { turnos: Record<string, unknown>[] };
      expect(turnos).toHaveLength(14);
      // The bookings are found by everyone; their money only by those who see the figures.
      for (const turno of turnos) {
        expect(turno).toMatchObject({ clienteNombre: 'Ana López', estado: expect.any(String) as string });
        if (quien === 'staffSinCifras') {
          for (const campo of ['costo', 'montoAbonado', 'medioPago']) expect(turno).not.toHaveProperty(campo);
        } else {
          expect(turno).toMatchObject({ costo: 10000 });
        }
      }
    });
  });

  describe('GET /api/clientes/:id/ficha', () => {
    it.each(QUIENES)('%s', async (quien) => {
      const res = await call(await como(quien), 'GET', `/api/clientes/${ids.cliente}/ficha`);
      if (quien === 'anonimo') return expect(res.statusCode).toBe(401);
      expect(res.statusCode).toBe(200);
      const { cifras } = res.json() as { cifras: Record<string, unknown> };
      // Every booking is past: 7 paid, 7 owed; nothing still to come.
      expect(cifras).toMatchObject({ visitas: 14, aCobrar: 0 });
      if (quien === 'staffSinCifras') {
        expect(cifras).not.toHaveProperty('totalPagado');
        expect(cifras).not.toHaveProperty('deudaVencida');
      } else {
        expect(cifras).toMatchObject({ totalPagado: 70000, deudaVencida: 70000 });
      }
    });
  });

  describe('DELETE /api/gastos/:id', () => {
    it.each(QUIENES)('%s', async (quien) => {
      const { id } = (
        await call(admin, 'POST', '/api/gastos', { descripcion: 'Algodón', monto: 500, fecha: '2020-03-02' })
      ).json() as { id: number };
      const res = await call(await como(quien), 'DELETE', `/api/gastos/${id}`);
      const queda = await t.testDb.db.selectFrom('gastos').select('id').where('id', '=', id).executeTakeFirst();
      if (quien === 'anonimo') {
        expect(res.statusCode).toBe(401);
        expect(queda).toBeDefined();
      } else if (quien === 'staffSinCifras') {
        refusedSinCifras(res);
        expect(queda).toBeDefined();
      } else {
        expect(res.statusCode).toBe(204);
        expect(queda).toBeUndefined();
      }
    });
  });

  describe('PUT /api/servicios-base/aumentar/1', () => {
    it.each(QUIENES)('%s', async (quien) => {
      const antes = await precios();
      const res = await call(await como(quien), 'PUT', '/api/servicios-base/aumentar/1');
      if (quien === 'anonimo') expect(res.statusCode).toBe(401);
      else if (quien === 'staffSinCifras') refusedSinCifras(res);
      else {
        expect(res.statusCode).toBe(200);
        expect(await precios()).not.toEqual(antes);
        return;
      }
      expect(await precios()).toEqual(antes);
    });
  });

  describe('POST /api/servicios-base/importar', () => {
    it.each(QUIENES)('%s', async (quien) => {
      const cookie = await como(quien);
      const antes = await precios();
      const { payload, headers } = multipartFile(
        `descripcion;categoria;precio;duracion_sugerida\nEsmaltado semipermanente;Manos;99999;60\n`,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/servicios-base/importar',
        payload,
        headers: { ...headers, ...(cookie === null ? {} : { cookie }) },
      });
      if (quien === 'anonimo') expect(res.statusCode).toBe(401);
      else if (quien === 'staffSinCifras') refusedSinCifras(res);
      else {
        expect(res.statusCode, res.body).toBe(200);
        return;
      }
      expect(await precios()).toEqual(antes);
    });
  });

  describe('GET /api/empleados', () => {
    it.each(QUIENES)('%s', async (quien) => {
      const res = await call(await como(quien), 'GET', '/api/empleados');
      if (quien === 'anonimo') return expect(res.statusCode).toBe(401);
      expect(res.statusCode).toBe(200);
      const [lucia] = res.json() as Record<string, unknown>[];
      expect(lucia).toMatchObject({ nombre: 'Lucía', apellido: 'Paz' });
      if (quien === 'staffSinCifras') expect(lucia).not.toHaveProperty('porcentajeGanancia');
      else expect(lucia).toMatchObject({ porcentajeGanancia: 40 });
    });
  });
});
