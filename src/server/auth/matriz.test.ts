import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Who reaches what, route by route, for each kind of caller: nobody signed in, a professional's
 * own account, staff while the admins let them see the centre's figures and while they do not,
 * and an admin. Each cell is the status that caller gets (every route of the server is also
 * checked for the first two in profesional.test.ts).
 */
type Quien = 'anonimo' | 'profesional' | 'staff' | 'staffSinCifras' | 'admin';
const QUIENES: Quien[] = ['anonimo', 'profesional', 'staff', 'staffSinCifras', 'admin'];

describe.each(testDialects)('the authorization matrix on %s', (dialect) => {
  let t: TestApp;
  const cookies: Partial<Record<Quien, string>> = {};
  let ids: { sofia: number; marta: number; ana: number; berta: number; liquidacion: number };

  const inject = (quien: Quien, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: cookies[quien] === undefined ? {} : { cookie: cookies[quien] },
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => Date.parse('2026-11-16T16:00:00Z') });
    cookies.admin = await t.loginAs('duena');
    const post = async (url: string, body: object) => {
      const res = await inject('admin', 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const sofia = await post('/api/empleados', { nombre: 'Sofía', apellido: 'Gómez' });
    const marta = await post('/api/empleados', { nombre: 'Marta', apellido: 'Gil' });
    const ana = await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' });
    const berta = await post('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' });
    const servicio = await post('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Manicura',
      precio: 10_000,
      duracionSugerida: 30,
    });
    const turno = (idCliente: number, idEmpleado: number) => ({
      idCliente,
      idEmpleado,
      idServicio: servicio,
      fecha: '2026-11-10',
      hora: '10:00',
      duracion: 30,
      costo: 10_000,
      estado: 'Pagado',
      montoAbonado: null,
    });
    await post('/api/turnos', turno(ana, sofia));
    await post('/api/turnos', turno(berta, marta));
    const liquidacion = await post('/api/liquidaciones', {
      idEmpleado: marta,
      desde: '2026-11-01',
      hasta: '2026-11-15',
      medioPago: 'Efectivo',
    });
    ids = { sofia, marta, ana, berta, liquidacion };
    cookies.profesional = await t.loginAs('sofia', 'profesional', sofia);
    cookies.staff = await t.loginAs('recepcion', 'staff');
    cookies.staffSinCifras = cookies.staff;
  });
  afterAll(async () => t.close());

  const rango = 'desde=2026-11-01&hasta=2026-11-15';
  /** Each route and what each caller gets; staff's two columns are read with the setting on, then off. */
  const matriz = (): [string, string, Record<Quien, number>, object?][] => [
    [
      'GET',
      `/api/mi/ganancias?${rango}`,
      { anonimo: 401, profesional: 200, staff: 403, staffSinCifras: 403, admin: 403 },
    ],
    [
      'GET',
      '/api/mi/agenda?fecha=2026-11-10',
      { anonimo: 401, profesional: 200, staff: 403, staffSinCifras: 403, admin: 403 },
    ],
    [
      'GET',
      '/api/turnos?fecha=2026-11-10',
      { anonimo: 401, profesional: 200, staff: 200, staffSinCifras: 200, admin: 200 },
    ],
    ['GET', `/api/turnos?${rango}`, { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 }],
    ['GET', '/api/empleados', { anonimo: 401, profesional: 200, staff: 200, staffSinCifras: 200, admin: 200 }],
    [
      'GET',
      `/api/empleados/${ids.marta}`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 200, admin: 200 },
    ],
    ['GET', '/api/servicios-base', { anonimo: 401, profesional: 200, staff: 200, staffSinCifras: 200, admin: 200 }],
    ['GET', '/api/clientes', { anonimo: 401, profesional: 200, staff: 200, staffSinCifras: 200, admin: 200 }],
    [
      'GET',
      `/api/clientes/${ids.ana}/notas`,
      { anonimo: 401, profesional: 200, staff: 200, staffSinCifras: 200, admin: 200 },
    ],
    [
      'GET',
      `/api/clientes/${ids.berta}/notas`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 200, admin: 200 },
    ],
    [
      'GET',
      `/api/clientes/${ids.ana}/ficha`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 200, admin: 200 },
    ],
    [
      'GET',
      `/api/liquidaciones?idEmpleado=${ids.marta}&${rango}`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 },
    ],
    [
      'GET',
      `/api/liquidaciones/${ids.liquidacion}`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 },
    ],
    [
      'GET',
      `/api/liquidaciones/${ids.liquidacion}/liquidacion.pdf`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 },
    ],
    [
      'GET',
      `/api/liquidaciones/${ids.liquidacion}/liquidacion.xlsx`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 },
    ],
    // Marta's fortnight is paid already: those who may pay are told there is nothing left.
    [
      'POST',
      '/api/liquidaciones',
      { anonimo: 401, profesional: 403, staff: 409, staffSinCifras: 403, admin: 409 },
      { idEmpleado: ids.marta, desde: '2026-11-01', hasta: '2026-11-15', medioPago: 'Efectivo' },
    ],
    [
      'POST',
      '/api/adelantos',
      { anonimo: 401, profesional: 403, staff: 201, staffSinCifras: 403, admin: 201 },
      { idEmpleado: ids.sofia, monto: 100, medioPago: 'Efectivo', fecha: '2026-11-16' },
    ],
    [
      'GET',
      `/api/empleados/${ids.sofia}/resumen?${rango}`,
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 },
    ],
    ['GET', `/api/reportes?${rango}`, { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 }],
    [
      'GET',
      '/api/caja?fecha=2026-11-16',
      { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 },
    ],
    ['GET', '/api/reportes/deudores', { anonimo: 401, profesional: 403, staff: 200, staffSinCifras: 403, admin: 200 }],
    ['GET', '/api/ajustes', { anonimo: 401, profesional: 403, staff: 403, staffSinCifras: 403, admin: 200 }],
    ['GET', '/api/usuarios', { anonimo: 401, profesional: 403, staff: 403, staffSinCifras: 403, admin: 200 }],
    ['GET', '/api/auditoria', { anonimo: 401, profesional: 403, staff: 403, staffSinCifras: 403, admin: 200 }],
  ];

  it('answers each caller of each route as the table says', async () => {
    const diferencias: string[] = [];
    for (const cifras of [true, false]) {
      const put = await inject('admin', 'PUT', '/api/ajustes', { personalVeCifras: cifras });
      expect(put.statusCode, put.body).toBe(200);
      for (const [method, url, esperado, body] of matriz()) {
        for (const quien of QUIENES) {
          // Staff's column for the setting being tried; the others are the same either way.
          if ((quien === 'staff' && !cifras) || (quien === 'staffSinCifras' && cifras)) continue;
          const res = await inject(quien, method, url, body);
          if (res.statusCode !== esperado[quien]) {
            diferencias.push(
              `${quien} ${method} ${url}: ${res.statusCode} (esperado ${esperado[quien]}) ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(diferencias).toEqual([]);
  });
});
