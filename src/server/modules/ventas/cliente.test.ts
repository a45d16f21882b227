import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VentasDeCliente } from '#shared/schemas/venta.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * A client's tickets in her file (GET /api/ventas/cliente/:id), worked by hand. Rosa: on the
 * 24th a facial ($ 12.000) paid in full; on the 25th 2 creams at $ 3.500 (7.000) with $ 2.000
 * paid, owing 5.000; later that day one more cream, unpaid, then annulled (owes nothing). Her
 * balance: $ 5.000. Berta's ticket is not hers.
 */
const NOW = Date.parse('2026-11-25T16:00:00Z');

describe.each(testDialects)('a client’s tickets on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let rosa: number;
  const tickets: number[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async (url: string, body: object) => {
    const res = await call('POST', url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.json() as { id: number }).id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    rosa = await post('/api/clientes', { nombre: 'Rosa', apellido: 'Vera', telefono: '11 5555-1234' });
    const berta = await post('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' });
    const facial = await post('/api/servicios-base', {
      categoria: 'Rostro',
      descripcion: 'Limpieza facial',
      precio: 12000,
      duracionSugerida: 60,
    });
    const crema = await post('/api/productos', { nombre: 'Crema', precio: 3500, stock: 10 });
    tickets.push(
      await post('/api/ventas', {
        idCliente: rosa,
        fecha: '2026-11-24',
        lineas: [{ tipo: 'servicio', idServicio: facial }],
        pagos: [{ medioPago: 'Efectivo', monto: 12000 }],
      }),
      await post('/api/ventas', {
        idCliente: rosa,
        fecha: '2026-11-25',
        lineas: [{ tipo: 'producto', idProducto: crema, cantidad: 2 }],
        pagos: [{ medioPago: 'Transferencia', monto: 2000 }],
      }),
      await post('/api/ventas', {
        idCliente: rosa,
        fecha: '2026-11-25',
        lineas: [{ tipo: 'producto', idProducto: crema }],
      }),
    );
    const anulada = await call('POST', `/api/ventas/${tickets[2]}/anular`, { motivo: 'No la llevó' });
    expect(anulada.statusCode, anulada.body).toBe(200);
    await post('/api/ventas', {
      idCliente: berta,
      fecha: '2026-11-25',
      lineas: [{ tipo: 'producto', idProducto: crema }],
    });
  });
  afterAll(async () => t.close());

  it('lists hers, newest first, a page at a time, with what she owes on them', async () => {
    const res = await call('GET', `/api/ventas/cliente/${rosa}?porPagina=2`);
    expect(res.statusCode, res.body).toBe(200);
    const primera = res.json() as VentasDeCliente;
    expect(primera).toMatchObject({ total: 3, pagina: 1, porPagina: 2, saldo: 5000 });
    expect(primera.ventas.map((v) => [v.id, v.fecha, v.total, v.pagado, v.saldo, v.anulada !== null])).toEqual([
      [tickets[2], '2026-11-25', 3500, 0, 0, true],
      [tickets[1], '2026-11-25', 7000, 2000, 5000, false],
    ]);
    const segunda = (await call('GET', `/api/ventas/cliente/${rosa}?porPagina=2&pagina=2`)).json() as VentasDeCliente;
    expect(segunda.ventas.map((v) => [v.id, v.total, v.pagado, v.saldo])).toEqual([[tickets[0], 12000, 12000, 0]]);
  });

  it('shows the desk what she owes even with the centre’s figures hidden from staff', async () => {
    expect((await call('PUT', '/api/ajustes', { personalVeCifras: false })).statusCode).toBe(200);
    try {
      const res = await call('GET', `/api/ventas/cliente/${rosa}`, undefined, staff);
      expect(res.statusCode).toBe(200);
      expect((res.json() as VentasDeCliente).saldo).toBe(5000);
    } finally {
      await call('PUT', '/api/ajustes', { personalVeCifras: true });
    }
  });

  it('answers an empty page for a client without tickets, and 400 for a bad page', async () => {
    const nadie = (await call('GET', '/api/ventas/cliente/999999')).json() as VentasDeCliente;
    expect(nadie).toEqual({ ventas: [], total: 0, pagina: 1, porPagina: 50, saldo: 0 });
    const mala = await call('GET', `/api/ventas/cliente/${rosa}?pagina=0`);
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toMatchObject({
      error: 'La página debe ser un número entero desde 1.',
      code: expect.any(String),
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/ventas/cliente/${rosa}` })).statusCode).toBe(401);
  });
});
