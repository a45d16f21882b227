import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * What an outside sweep of hostile and concurrent requests answered with a 500 (on PostgreSQL
 * unless said): each is now a 2xx or a 4xx with its code, and a refused request changes nothing.
 */
describe.each(testDialects)('the ticket and its rows under hostile and concurrent requests on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: { cliente: number; empleada: number; servicio: number; p1: number; p2: number };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload }) });
  const crear = async (url: string, body: object) => {
    const res = await call('POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const turno = (hora: string, costo = 100) => ({
    idCliente: ids.cliente,
    idEmpleado: ids.empleada,
    idServicio: ids.servicio,
    fecha: '2027-03-02',
    hora,
    duracion: 30,
    costo,
    estado: 'Debe',
    montoAbonado: null,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => Date.parse('2027-03-01T15:00:00Z') });
    admin = await t.loginAs('duena');
    ids = {
      cliente: await crear('/api/clientes', { nombre: 'Dora', telefono: '11 5555-0001' }),
      empleada: await crear('/api/empleados', { nombre: 'Eva', apellido: 'Sol' }),
      servicio: await crear('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Manicura',
        precio: 100,
        duracionSugerida: 30,
      }),
      p1: await crear('/api/productos', { nombre: 'Esmalte', precio: 10, stock: 1000 }),
      p2: await crear('/api/productos', { nombre: 'Quitaesmalte', precio: 10, stock: 1000 }),
    };
  });
  afterAll(async () => t.close());

  it('books and lists a debt above 2^31 cents', async () => {
    // $ 21.474.836,48 is 2^31 cents: PostgreSQL's stored debt was a 32-bit integer.
    const id = await crear('/api/turnos', turno('09:00', 21_474_836.48));
    const res = await call('GET', '/api/turnos?desde=2027-03-02&hasta=2027-03-02');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { id: number; costo: number }[]).find((x) => x.id === id)).toMatchObject({
      costo: 21_474_836.48,
    });
    expect((await call('PUT', `/api/turnos/${id}`, { ...turno('09:00', 30_000_000), estado: 'Debe' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a control character in a discount’s reason, and a stock beyond its bounds', async () => {
    const nul = await call('POST', '/api/ventas', {
      idCliente: ids.cliente,
      fecha: '2027-03-02',
      lineas: [{ tipo: 'servicio', idServicio: ids.servicio, precio: 10 }],
      descuento: { tipo: '$', valor: 1, motivo: 'a\u0000b' },
    });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json()).toEqual({
      error: 'El motivo del descuento tiene caracteres no válidos.',
      code: 'dato_invalido',
    });

    // 1.000 + 999.999 fits; one more unit does not (a count, bounded as one move is).
    expect(
      (await call('POST', `/api/productos/${ids.p1}/movimientos`, { tipo: 'Compra', cantidad: 999_000 })).statusCode,
    ).toBe(201);
    const demas = await call('POST', `/api/productos/${ids.p1}/movimientos`, { tipo: 'Compra', cantidad: 1 });
    expect(demas.statusCode, demas.body).toBe(400);
    expect(demas.json()).toMatchObject({ code: 'stock_fuera_de_rango' });
    const producto = (await call('GET', '/api/productos')).json() as { id: number; stock: number }[];
    expect(producto.find((p) => p.id === ids.p1)?.stock).toBe(1_000_000);
    await call('POST', `/api/productos/${ids.p1}/movimientos`, {
      tipo: 'Ajuste',
      cantidad: -999_000,
      motivo: 'Conteo',
    });
  });

  it('sells two products in opposite orders at once, and charges a booking while it is edited', async () => {
    const vender = (a: number, b: number) =>
      call('POST', '/api/ventas', {
        idCliente: ids.cliente,
        fecha: '2027-03-02',
        lineas: [
          { tipo: 'producto', idProducto: a },
          { tipo: 'producto', idProducto: b },
        ],
      });
    for (let i = 0; i < 5; i++) {
      const pares = await Promise.all([vender(ids.p1, ids.p2), vender(ids.p2, ids.p1)]);
      expect(pares.map((r) => r.statusCode)).toEqual([201, 201]);
    }
    for (let i = 0; i < 5; i++) {
      const id = await crear('/api/turnos', turno(`1${i}:00`));
      const [cobro, edicion] = await Promise.all([
        call('POST', '/api/ventas', {
          idCliente: ids.cliente,
          fecha: '2027-03-02',
          lineas: [{ tipo: 'servicio', idTurno: id }],
        }),
        call('PUT', `/api/turnos/${id}`, { ...turno(`1${i}:30`), confirmarAvisos: true }),
      ]);
      expect([cobro.statusCode, edicion.statusCode], `${cobro.body} ${edicion.body}`).toEqual([201, 200]);
    }
  });
});
