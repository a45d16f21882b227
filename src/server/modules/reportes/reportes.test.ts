import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ajustesMessages } from '#shared/schemas/ajustes.ts';
import { deudaReporte, topServicios, totalesReporte } from '#shared/domain/totals.ts';
import type { Gasto } from '#shared/schemas/gasto.ts';
import type { Deudor, DeudoresPagina, Reporte, TurnosPagina } from '#shared/schemas/reportes.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { deudoresQuery } from './deudores.ts';
import { planDeConsulta, testDialects } from '#server/testing/test-db.ts';

/**
 * Issue 19: the history's figures summed by the database. The centre's clock is controlled:
 * 13:00 UTC on 2026-11-24 is 10:00 in Buenos Aires.
 */
const NOW = Date.parse('2026-11-24T13:00:00Z');
const HOY = '2026-11-24';

describe.each(testDialects)('reports computed by the database on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let ids: {
    clientes: number[];
    empleados: number[];
    servicios: number[];
  };

  const call = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const get = async <T>(url: string): Promise<T> => {
    const res = await call(admin, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const stamp = new Date(NOW).toISOString();

  interface Fila {
    cliente?: number;
    empleado?: number;
    servicio?: number;
    fecha: string;
    hora: string;
    costo: number;
    estado: string;
    monto: number | null;
    asistencia?: string;
  }
  /** Appointments straight into the table: fast, and any state an import could have left. */
  const insert = async (filas: readonly Fila[]) => {
    if (filas.length === 0) return;
    await t.testDb.db
      .insertInto('turnos')
      .values(
        filas.map((f) => ({
          id_cliente: f.cliente ?? ids.clientes[0] ?? 0,
          id_empleado: f.empleado ?? ids.empleados[0] ?? 0,
          id_servicio: f.servicio ?? ids.servicios[0] ?? 0,
          fecha: f.fecha,
          hora: f.hora,
          duracion: 30,
          costo_cents: f.costo,
          estado: f.estado,
          monto_abonado_cents: f.monto,
          asistencia: f.asistencia ?? 'Pendiente',
          medio_pago: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
  };
  const insertGastos = async (gastos: readonly { fecha: string; monto: number }[]) => {
    if (gastos.length === 0) return;
    await t.testDb.db
      .insertInto('gastos')
      .values(gastos.map((g) => ({ descripcion: 'Insumos', monto_cents: g.monto, fecha: g.fecha, created_at: stamp })))
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('dueña');
    staff = await t.loginAs('recepcion', 'staff');
    const post = async (url: string, body: object) => {
      const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { cookie: admin } });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    ids = {
      clientes: [
        await post('/api/clientes', { nombre: 'María José', apellido: 'Núñez', telefono: '11 5555-1234' }),
        await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '0351 15 456-7890' }),
        await post('/api/clientes', { nombre: 'Zoe', apellido: 'Ábalos', telefono: '' }),
        await post('/api/clientes', { nombre: 'Bruno', apellido: 'Díaz', telefono: '11 4444-0000' }),
      ],
      empleados: [
        await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }),
        await post('/api/empleados', { nombre: 'Eva', apellido: 'Sol' }),
      ],
      servicios: [
        // 'Semi' twice, by short name and by description: one line of the top five.
        await post('/api/servicios-base', {
          categoria: 'Manos',
          descripcion: 'Esmaltado',
          nombre: 'Semi',
          precio: 1,
          duracionSugerida: 30,
        }),
        await post('/api/servicios-base', { categoria: 'Manos', descripcion: 'Semi', precio: 1, duracionSugerida: 30 }),
        await post('/api/servicios-base', {
          categoria: 'Rostro',
          descripcion: 'Limpieza facial',
          precio: 1,
          duracionSugerida: 30,
        }),
        await post('/api/servicios-base', {
          categoria: 'Cuerpo',
          descripcion: 'Masaje',
          nombre: 'Masaje',
          precio: 1,
          duracionSugerida: 30,
        }),
        await post('/api/servicios-base', {
          categoria: 'Pies',
          descripcion: 'Pedicura',
          precio: 1,
          duracionSugerida: 30,
        }),
        await post('/api/servicios-base', {
          categoria: 'Pelo',
          descripcion: 'Alisado',
          precio: 1,
          duracionSugerida: 30,
        }),
      ],
    };
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    // The app never deletes a booking with its line owing (deleteTurno zeroes it first); the
    // tickets go with the bookings here, or their lines would owe outside any booking.
    await t.testDb.db.deleteFrom('pagos').execute();
    await t.testDb.db.deleteFrom('ventas_lineas').execute();
    await t.testDb.db.deleteFrom('ventas').execute();
    await t.testDb.db.deleteFrom('turnos').execute();
    await t.testDb.db.deleteFrom('gastos').execute();
    await t.testDb.db.deleteFrom('ajustes').execute();
  });

  it('sums as totalesReporte does over the same rows, whatever the rows (property)', async () => {
    const fechas = ['2026-11-20', '2026-11-23', HOY, '2026-11-25', '2026-11-30'];
    const fila = fc.record({
      cliente: fc.constantFrom(...ids.clientes),
      empleado: fc.constantFrom(...ids.empleados),
      servicio: fc.constantFrom(...ids.servicios),
      fecha: fc.constantFrom(...fechas),
      hora: fc.constantFrom('08:00', '09:30', '09:59', '10:00', '10:01', '19:30'),
      costo: fc.integer({ min: 0, max: 5_000_000 }),
      estado: fc.constantFrom('Pagado', 'pagado', 'PAGADO', ' Pagado ', 'Pago parcial', 'Debe', 'debe', 'Pagada'),
      monto: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
      asistencia: fc.constantFrom('Pendiente', 'Asistió', 'No vino', 'Canceló'),
    });
    const rango = fc
      .tuple(fc.constantFrom(...fechas), fc.constantFrom(...fechas))
      .map(([a, b]) => (a <= b ? { desde: a, hasta: b } : { desde: b, hasta: a }));
    const gasto = fc.record({ fecha: fc.constantFrom(...fechas), monto: fc.integer({ min: 1, max: 900_000 }) });

    await fc.assert(
      fc.asyncProperty(
        fc.array(fila, { maxLength: 30 }),
        fc.array(gasto, { maxLength: 4 }),
        rango,
        async (filas, gastos, r) => {
          await t.testDb.db.deleteFrom('turnos').execute();
          await t.testDb.db.deleteFrom('gastos').execute();
          await insert(filas);
          await insertGastos(gastos);
          const q = `desde=${r.desde}&hasta=${r.hasta}`;
          // What the page computed before: the spec's full list, summed in JS.
          const turnos = await get<Turno[]>(`/api/turnos?${q}`);
          const listaGastos = await get<Gasto[]>(`/api/gastos/rango?${q}`);
          const reporte = await get<Reporte>(`/api/reportes?${q}`);
          expect(reporte.totales).toEqual(totalesReporte(turnos, listaGastos));
          expect(reporte.top).toEqual(topServicios(turnos));
          expect(reporte.turnos).toBe(turnos.length);
          const pasado = (x: Turno) => x.fecha < HOY || (x.fecha === HOY && x.hora < '10:00');
          const vencida = turnos.filter(pasado).reduce((s, x) => s + Math.round(deudaReporte(x) * 100), 0);
          expect(Math.round(reporte.deudaVencida * 100)).toBe(vencida);
          expect(Math.round((reporte.deudaVencida + reporte.aCobrar) * 100)).toBe(
            Math.round(reporte.totales.deuda * 100),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('splits the debt into overdue and still to collect at the centre’s now (worked numbers)', async () => {
    await insert([
      // Overdue: yesterday, and today at 09:30 (it is 10:00).
      { fecha: '2026-11-23', hora: '15:00', costo: 1_000_000, estado: 'Debe', monto: null },
      { fecha: HOY, hora: '09:30', costo: 800_000, estado: 'Pago parcial', monto: 300_000 },
      // Still to come: today at 10:00 (not before now), tomorrow.
      { fecha: HOY, hora: '10:00', costo: 400_000, estado: 'Debe', monto: null },
      { fecha: '2026-11-25', hora: '08:00', costo: 250_050, estado: 'Pago parcial', monto: 50_000 },
      // Owing nothing: paid (any case), cancelled, missed.
      { fecha: '2026-11-23', hora: '08:00', costo: 999_900, estado: 'pagado', monto: null },
      { fecha: '2026-11-23', hora: '09:00', costo: 999_900, estado: 'Debe', monto: null, asistencia: 'Canceló' },
      { fecha: '2026-11-25', hora: '09:00', costo: 999_900, estado: 'Debe', monto: null, asistencia: 'No vino' },
    ]);
    await insertGastos([{ fecha: HOY, monto: 100_000 }]);
    const reporte = await get<Reporte>('/api/reportes?desde=2026-11-23&hasta=2026-11-29');
    // Overdue 10.000 + 5.000; to collect 4.000 + 2.000,50.
    expect(reporte).toMatchObject({
      deudaVencida: 15000,
      aCobrar: 6000.5,
      totales: { deuda: 21000.5, gastos: 1000 },
      turnos: 7,
    });
    // Billed: every one but the cancelled and the missed.
    expect(reporte.totales.facturado).toBe(10000 + 8000 + 4000 + 2500.5 + 9999);
    expect(reporte.totales.abonado).toBe(3000 + 500 + 9999);
    expect(reporte.totales.neta).toBe(3000 + 500 + 9999 - 1000);
  });

  it('counts every booking in the top five and only those kept in each professional’s hours (worked numbers)', async () => {
    const [lucia = 0, eva = 0] = ids.empleados;
    const [semi = 0, , limpieza = 0, masaje = 0] = ids.servicios;
    const dia = { fecha: '2026-11-23', costo: 100_000, estado: 'Debe', monto: null };
    await insert([
      { ...dia, hora: '10:00', empleado: lucia, servicio: limpieza },
      { ...dia, hora: '10:30', empleado: lucia, servicio: limpieza, asistencia: 'Canceló' },
      { ...dia, hora: '11:00', empleado: lucia, servicio: masaje },
      { ...dia, hora: '10:00', empleado: eva, servicio: masaje, asistencia: 'No vino' },
      { ...dia, hora: '11:00', empleado: eva, servicio: semi, asistencia: 'Canceló' },
    ]);
    const reporte = await get<Reporte>('/api/reportes?desde=2026-11-23&hasta=2026-11-23');
    expect(reporte.turnos).toBe(5);
    expect(reporte.top).toEqual([
      { nombre: 'Limpieza facial', veces: 2 },
      { nombre: 'Masaje', veces: 2 },
      { nombre: 'Semi', veces: 1 },
    ]);
    // Lucía's two kept bookings of 30 minutes are 1 h; Eva has none kept, and no line.
    expect(reporte.comisiones.porProfesional).toEqual([
      { idEmpleado: lucia, nombre: 'Lucía Paz', ingresado: 0, comision: 0, propinas: 0, horas: 1 },
    ]);
    // Billed and owed: Lucía's two kept ones, $ 1.000 each.
    expect(reporte.totales).toMatchObject({ facturado: 2000, deuda: 2000, abonado: 0 });
  });

  it('adds the range’s payment entries by method, refunds taking away', async () => {
    const post = (url: string, body: object, method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({ method, url, payload: body, headers: { cookie: admin } });
    const turno = {
      idCliente: ids.clientes[0],
      idEmpleado: ids.empleados[0],
      idServicio: ids.servicios[2],
      fecha: '2026-12-01',
      duracion: 30,
      costo: 15000,
    };
    await post('/api/turnos', { ...turno, hora: '08:00', estado: 'Pagado', medioPago: 'Transferencia' });
    await post('/api/turnos', { ...turno, hora: '09:00', estado: 'Pagado' });
    const parcial = (
      await post('/api/turnos', {
        ...turno,
        hora: '10:00',
        estado: 'Pago parcial',
        montoAbonado: 6000,
        medioPago: 'Mercado Pago',
      })
    ).json() as { id: number };
    // 2.000 given back through Mercado Pago: an entry of −2.000.
    expect(
      (
        await post(
          `/api/turnos/${parcial.id}`,
          { ...turno, hora: '10:00', estado: 'Pago parcial', montoAbonado: 4000, medioPago: 'Mercado Pago' },
          'PUT',
        )
      ).statusCode,
    ).toBe(200);
    // The entries are dated at the centre's today, not at the appointment's day.
    const reporte = await get<Reporte>(`/api/reportes?desde=${HOY}&hasta=${HOY}`);
    expect(reporte.ingresosPorMedio).toEqual([
      { medioPago: 'Efectivo', monto: 15000 },
      { medioPago: 'Transferencia', monto: 15000 },
      { medioPago: 'Mercado Pago', monto: 4000 },
    ]);
    expect(reporte.turnos).toBe(0);
    expect((await get<Reporte>('/api/reportes?desde=2026-12-01&hasta=2026-12-31')).ingresosPorMedio).toEqual([]);
  });

  describe('the appointments table, a page at a time', () => {
    const [maria, ana, zoe, bruno] = [0, 1, 2, 3];
    beforeEach(async () => {
      const c = (i: number) => ids.clientes[i];
      await insert([
        { cliente: c(ana), fecha: '2026-10-02', hora: '09:00', costo: 100_000, estado: 'Debe', monto: null },
        { cliente: c(maria), fecha: '2026-10-01', hora: '10:00', costo: 300_000, estado: 'Pagado', monto: null },
        { cliente: c(zoe), fecha: '2026-10-03', hora: '08:00', costo: 200_000, estado: 'Pago parcial', monto: 50_000 },
        { cliente: c(bruno), fecha: '2026-10-01', hora: '08:00', costo: 500_000, estado: 'Debe', monto: null },
        {
          cliente: c(maria),
          empleado: ids.empleados[1],
          fecha: '2026-10-01',
          hora: '08:00',
          costo: 400_000,
          estado: 'Debe',
          monto: null,
        },
        { cliente: c(ana), fecha: '2026-10-31', hora: '19:30', costo: 150_000, estado: 'Pagado', monto: null },
        // Outside the range.
        { cliente: c(maria), fecha: '2026-11-01', hora: '08:00', costo: 1, estado: 'Debe', monto: null },
      ]);
    });
    const page = (query: string) =>
      get<TurnosPagina>(`/api/reportes/turnos?desde=2026-10-01&hasta=2026-10-31&${query}`);
    const who = (p: TurnosPagina) => p.turnos.map((x) => `${x.fecha} ${x.hora} ${x.clienteNombre}`);

    it('pages by date and time as the spec’s table orders them, and counts the whole range', async () => {
      const first = await page('porPagina=4');
      expect(first).toMatchObject({ total: 6, pagina: 1, porPagina: 4 });
      expect(who(first)).toEqual([
        '2026-10-01 08:00 Bruno Díaz',
        '2026-10-01 08:00 María José Núñez', // the second employee, after the first's at the same time
        '2026-10-01 10:00 María José Núñez',
        '2026-10-02 09:00 Ana López',
      ]);
      const second = await page('porPagina=4&pagina=2');
      expect(who(second)).toEqual(['2026-10-03 08:00 Zoe Ábalos', '2026-10-31 19:30 Ana López']);
      expect((await page('porPagina=4&pagina=3')).turnos).toEqual([]);
      // The whole rows, as the full list answers them.
      const full = await get<Turno[]>('/api/turnos?desde=2026-10-01&hasta=2026-10-31');
      expect([...first.turnos, ...second.turnos]).toEqual(full);
      expect(who(await page('porPagina=2&dir=desc'))).toEqual([
        '2026-10-31 19:30 Ana López',
        '2026-10-03 08:00 Zoe Ábalos',
      ]);
      expect((await page('')).porPagina).toBe(50);
    });

    it('sorts by client in Spanish order (accents aside), by price and by debt', async () => {
      expect(who(await page('orden=cliente'))).toEqual([
        '2026-10-02 09:00 Ana López',
        '2026-10-31 19:30 Ana López',
        '2026-10-01 08:00 Bruno Díaz',
        '2026-10-01 08:00 María José Núñez',
        '2026-10-01 10:00 María José Núñez',
        '2026-10-03 08:00 Zoe Ábalos',
      ]);
      expect(who(await page('orden=cliente&dir=desc&porPagina=2'))).toEqual([
        '2026-10-03 08:00 Zoe Ábalos',
        '2026-10-01 08:00 María José Núñez',
      ]);
      expect((await page('orden=costo&dir=desc')).turnos.map((x) => x.costo)).toEqual([
        5000, 4000, 3000, 2000, 1500, 1000,
      ]);
      // Debts 5.000, 4.000, 1.500, 1.000, then the two paid (0) by date.
      expect(who(await page('orden=deuda&dir=desc'))).toEqual([
        '2026-10-01 08:00 Bruno Díaz',
        '2026-10-01 08:00 María José Núñez',
        '2026-10-03 08:00 Zoe Ábalos',
        '2026-10-02 09:00 Ana López',
        '2026-10-01 10:00 María José Núñez',
        '2026-10-31 19:30 Ana López',
      ]);
    });

    it('searches by client, by name accent-blind or by the phone’s digits, and pages the result', async () => {
      const maria = await page(`q=${encodeURIComponent('maria nunez')}&porPagina=1`);
      expect(maria.total).toBe(2);
      expect(who(maria)).toEqual(['2026-10-01 08:00 María José Núñez']);
      expect(who(await page(`q=MARIA&porPagina=1&pagina=2`))).toEqual(['2026-10-01 10:00 María José Núñez']);
      expect(who(await page(`q=${encodeURIComponent('456-7890')}`))).toEqual([
        '2026-10-02 09:00 Ana López',
        '2026-10-31 19:30 Ana López',
      ]);
      // The whole phone as WhatsApp shows it.
      expect((await page(`q=${encodeURIComponent('+54 9 11 5555-1234')}`)).total).toBe(2);
      expect(await page('q=nadie')).toMatchObject({ turnos: [], total: 0 });
    });

    it('refuses a bad page, order or range in Spanish', async () => {
      for (const [query, message] of [
        ['pagina=0', 'La página debe ser un número entero desde 1.'],
        ['pagina=uno', 'La página debe ser un número entero desde 1.'],
        ['porPagina=500', 'Se muestran de 1 a 200 turnos por página.'],
        ['orden=precio', "El orden debe ser 'fecha', 'cliente', 'costo' o 'deuda'."],
        ['dir=arriba', "La dirección del orden debe ser 'asc' o 'desc'."],
      ]) {
        const res = await call(admin, `/api/reportes/turnos?desde=2026-10-01&hasta=2026-10-31&${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({ error: message, code: 'dato_invalido' });
      }
      const res = await call(admin, '/api/reportes/turnos?desde=2026-10-31&hasta=2026-10-01');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: '"Desde" no puede ser posterior a "hasta".', code: 'dato_invalido' });
    });
  });

  it('lists who owes for past appointments, largest first (worked numbers)', async () => {
    const [maria, ana, zoe, bruno] = ids.clientes;
    await insert([
      // María: 10.000 from 2026-10-05 and 2.500 (partial) from 2026-11-20; tomorrow's does not count.
      { cliente: maria, fecha: '2026-11-20', hora: '11:00', costo: 400_000, estado: 'Pago parcial', monto: 150_000 },
      { cliente: maria, fecha: '2026-10-05', hora: '09:00', costo: 1_000_000, estado: 'Debe', monto: null },
      { cliente: maria, fecha: '2026-11-25', hora: '09:00', costo: 9_900_000, estado: 'Debe', monto: null },
      // Ana: today at 09:00 (past at 10:00); her cancelled and her paid ones owe nothing.
      { cliente: ana, fecha: HOY, hora: '09:00', costo: 300_000, estado: 'Debe', monto: null },
      {
        cliente: ana,
        fecha: '2026-11-01',
        hora: '09:00',
        costo: 900_000,
        estado: 'Debe',
        monto: null,
        asistencia: 'Canceló',
      },
      { cliente: ana, fecha: '2026-11-02', hora: '09:00', costo: 900_000, estado: 'PAGADO', monto: null },
      // Zoe has no phone.
      { cliente: zoe, fecha: '2026-11-10', hora: '09:00', costo: 500_000, estado: 'Debe', monto: null },
      // Bruno owes only later today.
      { cliente: bruno, fecha: HOY, hora: '10:00', costo: 500_000, estado: 'Debe', monto: null },
    ]);
    // 'Cobrar' opens the oldest booking each one owes.
    const turnoDe = async (cliente: number | undefined, fecha: string) =>
      (
        await t.testDb.db
          .selectFrom('turnos')
          .select('id')
          .where('id_cliente', '=', cliente ?? 0)
          .where('fecha', '=', fecha)
          .executeTakeFirstOrThrow()
      ).id;
    expect(await get<Deudor[]>('/api/reportes/deudores')).toEqual([
      {
        idCliente: maria,
        nombre: 'María José Núñez',
        pila: 'María José',
        telefono: '11 5555-1234',
        deuda: 12500,
        saldoTickets: 0,
        debe: 12500,
        desde: '2026-10-05',
        idTurno: await turnoDe(maria, '2026-10-05'),
        turnos: 2,
        idVenta: 0,
        tickets: 0,
      },
      {
        idCliente: zoe,
        nombre: 'Zoe Ábalos',
        pila: 'Zoe',
        telefono: '',
        deuda: 5000,
        saldoTickets: 0,
        debe: 5000,
        desde: '2026-11-10',
        idTurno: await turnoDe(zoe, '2026-11-10'),
        turnos: 1,
        idVenta: 0,
        tickets: 0,
      },
      {
        idCliente: ana,
        nombre: 'Ana López',
        pila: 'Ana',
        telefono: '0351 15 456-7890',
        deuda: 3000,
        saldoTickets: 0,
        debe: 3000,
        desde: HOY,
        idTurno: await turnoDe(ana, HOY),
        turnos: 1,
        idVenta: 0,
        tickets: 0,
      },
    ]);
  });

  it('gives the same list a page at a time, with its count and sum, equal debts by name (worked numbers)', async () => {
    const [maria, ana, zoe, bruno] = ids.clientes;
    await insert([
      // Bruno owes most: 8.000 + 4.000 (two days; 'Cobrar' opens the older, 2026-09-01 at 09:00).
      { cliente: bruno, fecha: '2026-11-02', hora: '09:00', costo: 400_000, estado: 'Debe', monto: null },
      { cliente: bruno, fecha: '2026-09-01', hora: '18:00', costo: 500_000, estado: 'Pago parcial', monto: 100_000 },
      { cliente: bruno, fecha: '2026-09-01', hora: '09:00', costo: 400_000, estado: 'Debe', monto: null },
      // Three owe 5.000 each: by name, as Spanish sorts them ('Ana López', 'María José Núñez', 'Zoe Ábalos').
      { cliente: zoe, fecha: '2026-11-10', hora: '09:00', costo: 500_000, estado: 'Debe', monto: null },
      { cliente: maria, fecha: '2026-11-11', hora: '09:00', costo: 800_000, estado: 'Pago parcial', monto: 300_000 },
      { cliente: ana, fecha: '2026-11-12', hora: '09:00', costo: 500_000, estado: 'Debe', monto: null },
      // Tomorrow's does not count yet.
      { cliente: ana, fecha: '2026-11-25', hora: '09:00', costo: 9_900_000, estado: 'Debe', monto: null },
    ]);
    const lista = await get<Deudor[]>('/api/reportes/deudores');
    expect(lista.map((d) => [d.nombre, d.deuda])).toEqual([
      ['Bruno Díaz', 12000],
      ['Ana López', 5000],
      ['María José Núñez', 5000],
      ['Zoe Ábalos', 5000],
    ]);
    const oldest = await t.testDb.db
      .selectFrom('turnos')
      .select('id')
      .where('id_cliente', '=', bruno ?? 0)
      .where('fecha', '=', '2026-09-01')
      .where('hora', '=', '09:00')
      .executeTakeFirstOrThrow();
    expect(lista[0]?.idTurno).toBe(oldest.id);

    // 12.000 + 3 × 5.000 = 27.000, on every page.
    const pagina = (n: number) => get<DeudoresPagina>(`/api/reportes/deudores/pagina?pagina=${n}&porPagina=3`);
    expect(await pagina(1)).toEqual({
      deudores: lista.slice(0, 3),
      clientes: 4,
      deuda: 27000,
      saldoTickets: 0,
      pagina: 1,
      porPagina: 3,
    });
    expect(await pagina(2)).toEqual({
      deudores: lista.slice(3),
      clientes: 4,
      deuda: 27000,
      saldoTickets: 0,
      pagina: 2,
      porPagina: 3,
    });
    expect(await pagina(3)).toEqual({
      deudores: [],
      clientes: 4,
      deuda: 27000,
      saldoTickets: 0,
      pagina: 3,
      porPagina: 3,
    });
    // The screen's default: a hundred a page.
    expect(await get<DeudoresPagina>('/api/reportes/deudores/pagina')).toEqual({
      deudores: lista,
      clientes: 4,
      deuda: 27000,
      saldoTickets: 0,
      pagina: 1,
      porPagina: 100,
    });

    await t.testDb.db.deleteFrom('turnos').execute();
    expect(await pagina(1)).toEqual({ deudores: [], clientes: 0, deuda: 0, saldoTickets: 0, pagina: 1, porPagina: 3 });
  });

  it('refuses a page it cannot give (400, nothing else said)', async () => {
    for (const [query, message] of [
      ['pagina=0', 'La página debe ser un número entero desde 1.'],
      ['pagina=uno', 'La página debe ser un número entero desde 1.'],
      ['pagina=1.5', 'La página debe ser un número entero desde 1.'],
      ['porPagina=0', 'Se muestran de 1 a 200 clientes por página.'],
      ['porPagina=201', 'Se muestran de 1 a 200 clientes por página.'],
      ['porPagina=9999999999', 'Se muestran de 1 a 200 clientes por página.'],
    ]) {
      const res = await call(admin, `/api/reportes/deudores/pagina?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: message, code: 'dato_invalido' });
    }
  });

  it('lists as deudaReporte adds up the past appointments per client, whatever the rows (property)', async () => {
    const fila = fc.record({
      cliente: fc.constantFrom(...ids.clientes),
      fecha: fc.constantFrom('2024-01-15', '2026-11-20', '2026-11-23', HOY, '2026-11-25'),
      hora: fc.constantFrom('08:00', '09:59', '10:00', '19:30'),
      costo: fc.integer({ min: 0, max: 5_000_000 }),
      estado: fc.constantFrom('Pagado', 'pagado', ' PAGADO ', 'Pago parcial', 'Debe', 'Pagada'),
      monto: fc.option(fc.integer({ min: 0, max: 6_000_000 }), { nil: null }),
      asistencia: fc.constantFrom('Pendiente', 'Asistió', 'No vino', 'Canceló'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fila, { maxLength: 30 }), async (filas) => {
        await t.testDb.db.deleteFrom('turnos').execute();
        await insert(filas);
        // The rule as the spec's screens apply it: each past appointment's deudaReporte, summed
        // per client over those that owe.
        const esperado = new Map<number, { deuda: number; desde: string; turnos: number }>();
        for (const f of filas) {
          if (!(f.fecha < HOY || (f.fecha === HOY && f.hora < '10:00'))) continue;
          const deuda = Math.round(
            deudaReporte({
              costo: f.costo / 100,
              estado: f.estado,
              montoAbonado: f.monto === null ? null : f.monto / 100,
              asistencia: f.asistencia,
            }) * 100,
          );
          if (deuda <= 0) continue;
          const d = esperado.get(f.cliente) ?? { deuda: 0, desde: f.fecha, turnos: 0 };
          esperado.set(f.cliente, {
            deuda: d.deuda + deuda,
            desde: f.fecha < d.desde ? f.fecha : d.desde,
            turnos: d.turnos + 1,
          });
        }
        const lista = await get<Deudor[]>('/api/reportes/deudores');
        expect(
          new Map(
            lista.map((d) => [d.idCliente, { deuda: Math.round(d.deuda * 100), desde: d.desde, turnos: d.turnos }]),
          ),
        ).toEqual(esperado);
        expect(lista.map((d) => d.deuda)).toEqual(lista.map((d) => d.deuda).sort((a, b) => b - a));
        // A page at a time, the same list; its count and sum are the whole list's.
        const paginas: Deudor[] = [];
        for (let n = 1; n <= Math.ceil(lista.length / 2) + 1; n++) {
          const p = await get<DeudoresPagina>(`/api/reportes/deudores/pagina?pagina=${n}&porPagina=2`);
          expect([p.clientes, Math.round(p.deuda * 100)]).toEqual([
            lista.length,
            lista.reduce((sum, d) => sum + Math.round(d.deuda * 100), 0),
          ]);
          paginas.push(...p.deudores);
        }
        expect(paginas).toEqual(lista);
        // Each one's 'Cobrar' opens a booking of hers, of her oldest day owed, that owes.
        for (const d of lista) {
          const turno = await t.testDb.db
            .selectFrom('turnos')
            .select(['id_cliente', 'fecha', 'deuda_cents'])
            .where('id', '=', d.idTurno)
            .executeTakeFirstOrThrow();
          expect([turno.id_cliente, turno.fecha, Number(turno.deuda_cents) > 0]).toEqual([d.idCliente, d.desde, true]);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('reads the owing appointments from their own index, not the whole table (migration 015)', async () => {
    const compiled = deudoresQuery(t.testDb.db, {
      now: () => NOW,
      timeZone: 'America/Argentina/Buenos_Aires',
    }).compile();
    expect(await planDeConsulta(t.testDb.db, compiled)).toContain('turnos_deudores_idx');
  });

  it('needs a session (401) and, for staff, the admins’ leave to see the figures (403)', async () => {
    const urls = [
      '/api/reportes?desde=2026-11-01&hasta=2026-11-30',
      '/api/reportes/turnos?desde=2026-11-01&hasta=2026-11-30',
      '/api/reportes/deudores',
      '/api/reportes/deudores/pagina',
    ];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await call(staff, url)).statusCode, url).toBe(200);
    }
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/ajustes',
      payload: { personalVeCifras: false },
      headers: { cookie: admin },
    });
    expect(off.statusCode).toBe(200);
    for (const url of urls) {
      const res = await call(staff, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: ajustesMessages.sinCifras, code: 'SIN_CIFRAS' });
      expect((await call(admin, url)).statusCode, url).toBe(200);
    }
  });
});
