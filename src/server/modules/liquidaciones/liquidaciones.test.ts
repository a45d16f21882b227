import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { textoDelPdf } from '#server/testing/pdf.ts';
import { readXlsx, rowCells, sheetOf } from '#server/testing/xlsx.ts';

/**
 * A fortnight of Sofía's work, with numbers worked by hand, then her settlement.
 *
 * Her rules: 40 % on services, 30 % on 'Lifting', 45 % on the 'Pestañas' category, 10 % on
 * products, on what was charged. The manicure uses $ 1.000 of materials.
 *
 * - 03/11, ticket 1: Manicura $ 10.000 with 10 % off → $ 9.000 − $ 1.000 materials = $ 8.000 × 40 %
 *   = $ 3.200; a cream $ 5.000 × 10 % = $ 500; a $ 2.000 tip, all hers. Marta's manicure on the same
 *   ticket: ($ 10.000 − $ 1.000) × 50 % = $ 4.500, not Sofía's.
 * - 10/11, ticket 2: Lifting $ 20.000 × 30 % = $ 6.000; Extensiones $ 30.000 × 45 % = $ 13.500.
 * - 12/11: a $ 10.000 gift card sold (nobody's), then ticket 3, a manicure paid with it:
 *   ($ 10.000 − $ 1.000) × 40 % = $ 3.600, earned when done.
 * - 08/11: an advance of $ 5.000 in cash.
 *
 * Commission $ 3.200 + $ 500 + $ 6.000 + $ 13.500 + $ 3.600 = $ 26.800; tips $ 2.000; paid on the
 * 16th by transfer: $ 26.800 + $ 2.000 − $ 5.000 = $ 23.800.
 */
// Monday 16 November 2026, 13:00 in Buenos Aires.
const NOW = Date.parse('2026-11-16T16:00:00Z');
const QUINCENA = { desde: '2026-11-01', hasta: '2026-11-15' };

describe.each(testDialects)('a professional’s fortnight and its settlement on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: Record<'ana' | 'sofia' | 'marta' | 'manicura' | 'lifting' | 'extensiones' | 'crema', number>;
  const tickets: number[] = [];

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const json = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(admin, method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, unknown>;
  };
  const post = async (url: string, body: object) => ((await json('POST', url, body, 201)) as { id: number }).id;
  const periodo = (idEmpleado: number, r = QUINCENA) =>
    json('GET', `/api/liquidaciones?idEmpleado=${idEmpleado}&desde=${r.desde}&hasta=${r.hasta}`);

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    const servicio = (categoria: string, descripcion: string, precio: number, costoInsumos?: number) =>
      post('/api/servicios-base', { categoria, descripcion, precio, duracionSugerida: 60, costoInsumos });
    ids = {
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      sofia: await post('/api/empleados', { nombre: 'Sofía', apellido: 'Gómez', porcentajeGanancia: 40 }),
      marta: await post('/api/empleados', { nombre: 'Marta', apellido: 'Gil' }),
      manicura: await servicio('Manos', 'Manicura', 10_000, 1_000),
      lifting: await servicio('Pestañas', 'Lifting', 20_000),
      extensiones: await servicio('Pestañas', 'Extensiones', 30_000),
      crema: await post('/api/productos', { nombre: 'Crema de manos', precio: 5_000, stock: 10 }),
    };
    await json('PUT', `/api/empleados/${ids.sofia}`, {
      nombre: 'Sofía',
      apellido: 'Gómez',
      telefono: '',
      email: '',
      porcentajeGanancia: 40,
      comisiones: {
        base: 40,
        sobre: 'cobrado',
        productos: 10,
        porCategoria: [{ categoria: 'Pestañas', porcentaje: 45 }],
        porServicio: [{ idServicio: ids.lifting, porcentaje: 30 }],
      },
    });

    const vender = async (fecha: string, lineas: object[], pagos: object[]) => {
      const v = (await json('POST', '/api/ventas', { idCliente: ids.ana, fecha, lineas, pagos }, 201)) as {
        id: number;
        giftcards: { codigo: string }[];
      };
      tickets.push(v.id);
      return v;
    };
    await vender(
      '2026-11-03',
      [
        { tipo: 'servicio', idServicio: ids.manicura, idEmpleado: ids.sofia, descuento: { tipo: '%', valor: 10 } },
        { tipo: 'servicio', idServicio: ids.manicura, idEmpleado: ids.marta },
        { tipo: 'producto', idProducto: ids.crema, idEmpleado: ids.sofia },
        { tipo: 'propina', idEmpleado: ids.sofia, precio: 2_000 },
      ],
      [{ medioPago: 'Efectivo', monto: 26_000 }],
    );
    await vender(
      '2026-11-10',
      [
        { tipo: 'servicio', idServicio: ids.lifting, idEmpleado: ids.sofia },
        { tipo: 'servicio', idServicio: ids.extensiones, idEmpleado: ids.sofia },
      ],
      [{ medioPago: 'Débito', monto: 50_000 }],
    );
    const tarjeta = await vender(
      '2026-11-12',
      [{ tipo: 'giftcard', valor: 10_000 }],
      [{ medioPago: 'Efectivo', monto: 10_000 }],
    );
    await vender(
      '2026-11-12',
      [{ tipo: 'servicio', idServicio: ids.manicura, idEmpleado: ids.sofia }],
      [{ medioPago: 'Gift card', codigo: tarjeta.giftcards[0]?.codigo, monto: 10_000 }],
    );
  });
  afterAll(async () => t.close());

  it('works out each line by her rules, and shows her her own lines, commission and tips', async () => {
    const sofia = await t.loginAs('sofia', 'profesional', ids.sofia);
    const res = await call(sofia, 'GET', `/api/mi/ganancias?desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`);
    expect(res.statusCode, res.body).toBe(200);
    const ganancias = res.json() as { lineas: object[]; totalComision: number; propinas: number; total: number };
    expect(ganancias.lineas).toEqual([
      expect.objectContaining({
        fecha: '2026-11-03',
        cliente: 'Ana',
        descripcion: 'Manicura',
        cobrado: 9_000,
        porcentaje: 40,
        comision: 3_200,
      }),
      expect.objectContaining({ fecha: '2026-11-03', tipo: 'producto', cobrado: 5_000, porcentaje: 10, comision: 500 }),
      expect.objectContaining({
        fecha: '2026-11-03',
        tipo: 'propina',
        cobrado: 2_000,
        porcentaje: 100,
        comision: 2_000,
      }),
      expect.objectContaining({
        fecha: '2026-11-10',
        descripcion: 'Lifting',
        cobrado: 20_000,
        porcentaje: 30,
        comision: 6_000,
      }),
      expect.objectContaining({
        fecha: '2026-11-10',
        descripcion: 'Extensiones',
        cobrado: 30_000,
        porcentaje: 45,
        comision: 13_500,
      }),
      expect.objectContaining({
        fecha: '2026-11-12',
        descripcion: 'Manicura',
        cobrado: 10_000,
        porcentaje: 40,
        comision: 3_600,
      }),
    ]);
    expect(ganancias).toMatchObject({ totalComision: 26_800, propinas: 2_000, total: 28_800 });

    // Marta's line is hers alone; the owner sees it in Marta's period.
    expect(await periodo(ids.marta)).toMatchObject({ comision: 4_500, propinas: 0 });
  });

  it('keeps what was charged when her rules change later', async () => {
    await json('PUT', `/api/empleados/${ids.sofia}`, {
      nombre: 'Sofía',
      apellido: 'Gómez',
      telefono: '',
      email: '',
      porcentajeGanancia: 60,
      comisiones: { base: 60, sobre: 'pagado', productos: 0, porCategoria: [], porServicio: [] },
    });
    expect(await periodo(ids.sofia)).toMatchObject({ comision: 26_800, propinas: 2_000 });
  });

  it('deducts her advance, pays the fortnight once as money out in Caja, and refuses paying it again', async () => {
    expect(
      await json(
        'POST',
        '/api/adelantos',
        { idEmpleado: ids.sofia, monto: 5_000, medioPago: 'Efectivo', fecha: '2026-11-08' },
        201,
      ),
    ).toMatchObject({
      idEmpleado: ids.sofia,
      fecha: '2026-11-08',
      monto: 5_000,
      medioPago: 'Efectivo',
      idLiquidacion: null,
    });
    expect(await periodo(ids.sofia)).toMatchObject({
      comision: 26_800,
      propinas: 2_000,
      pendiente: { comision: 26_800, propinas: 2_000, adelantos: 5_000, monto: 23_800 },
      adelantos: [expect.objectContaining({ monto: 5_000 })],
      liquidaciones: [],
    });

    const pago = await json(
      'POST',
      '/api/liquidaciones',
      { idEmpleado: ids.sofia, ...QUINCENA, medioPago: 'Transferencia' },
      201,
    );
    expect(pago).toMatchObject({
      empleado: 'Sofía Gómez',
      ...QUINCENA,
      fecha: '2026-11-16',
      medioPago: 'Transferencia',
      comision: 26_800,
      propinas: 2_000,
      adelantos: 5_000,
      monto: 23_800,
    });
    const otra = await call(admin, 'POST', '/api/liquidaciones', {
      idEmpleado: ids.sofia,
      ...QUINCENA,
      medioPago: 'Efectivo',
    });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toMatchObject({ code: 'liquidacion_sin_pendientes' });

    const despues = await periodo(ids.sofia);
    expect(despues).toMatchObject({
      pendiente: { comision: 0, propinas: 0, adelantos: 0, monto: 0 },
      adelantos: [],
      liquidaciones: [expect.objectContaining({ id: pago.id, monto: 23_800 })],
    });
    expect((despues.lineas as { pendiente: number; liquidado: number }[]).every((l) => l.pendiente === 0)).toBe(true);

    const caja = async (fecha: string) =>
      (await json('GET', `/api/caja?fecha=${fecha}`)).egresos as { total: number; movimientos: object[] };
    expect(await caja('2026-11-16')).toMatchObject({
      total: 23_800,
      movimientos: [
        {
          tipo: 'liquidacion',
          id: pago.id,
          descripcion: 'Liquidación de Sofía Gómez (01/11/2026 al 15/11/2026)',
          monto: 23_800,
          medioPago: 'Transferencia',
        },
      ],
    });
    const adelanto = await caja('2026-11-08');
    expect(adelanto).toMatchObject({
      total: 5_000,
      movimientos: [{ tipo: 'adelanto', descripcion: 'Adelanto a Sofía Gómez' }],
    });
    // Her copy: every line it paid, the advance deducted, as a PDF and a workbook.
    const detalle = await json('GET', `/api/liquidaciones/${pago.id as number}`);
    expect(detalle).toMatchObject({
      monto: 23_800,
      adelantosDescontados: [expect.objectContaining({ monto: 5_000 })],
    });
    expect((detalle.lineas as { pagado: number }[]).map((l) => l.pagado)).toEqual([
      3_200, 500, 2_000, 6_000, 13_500, 3_600,
    ]);
    const pdf = await call(admin, 'GET', `/api/liquidaciones/${pago.id as number}/liquidacion.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texto = textoDelPdf(pdf.rawPayload);
    for (const esperado of [
      'Liquidación de Sofía Gómez',
      'Del 01/11/2026 al 15/11/2026',
      '03/11 Ana · Manicura',
      'Cobrado $ 9.000,00 · 40 %',
      '$ 3.200,00',
      'Adelantos descontados',
      '-$ 5.000,00',
      'Total pagado',
      '$ 23.800,00',
      'Transferencia',
    ]) {
      expect(texto.replace(/\s+/g, ' '), esperado).toContain(esperado);
    }
    const xlsx = await call(admin, 'GET', `/api/liquidaciones/${pago.id as number}/liquidacion.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const libro = await readXlsx(xlsx.rawPayload);
    const lineas = sheetOf(libro, 'Líneas');
    expect(rowCells(lineas, 2).map((c) => c.value)).toEqual([
      new Date(Date.UTC(2026, 10, 3)),
      'Ana',
      'Manicura',
      9_000,
      '40 %',
      3_200,
    ]);
    expect(rowCells(sheetOf(libro, 'Resumen'), 6).map((c) => c.value)).toEqual([
      'Total pagado (Transferencia)',
      23_800,
    ]);
    // Staff without the figures reach none of it; she never does.
    await json('PUT', '/api/ajustes', { personalVeCifras: false });
    const staff = await t.loginAs('mostrador', 'staff');
    const sofia = await t.loginAs('sofia-copia', 'profesional', ids.marta);
    for (const cookie of [staff, sofia]) {
      for (const url of [
        `/api/liquidaciones?idEmpleado=${ids.sofia}&desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`,
        `/api/liquidaciones/${pago.id as number}`,
        `/api/liquidaciones/${pago.id as number}/liquidacion.pdf`,
      ]) {
        expect((await call(cookie, 'GET', url)).statusCode, url).toBe(403);
      }
      expect(
        (await call(cookie, 'POST', '/api/adelantos', { idEmpleado: ids.sofia, monto: 1, fecha: '2026-11-16' }))
          .statusCode,
      ).toBe(403);
    }
    await json('PUT', '/api/ajustes', { personalVeCifras: true });
    // The spec's net profit is paid minus expenses: a payout is not an expense.
    const reporte = await json('GET', `/api/reportes?desde=${QUINCENA.desde}&hasta=2026-11-16`);
    expect(reporte).toMatchObject({ totales: { gastos: 0 } });
  });

  it('owes back what an annulled ticket had paid her, and will not pay out below nothing', async () => {
    await json('POST', `/api/ventas/${tickets[1]}/anular`, { motivo: 'Cobrado por error' });
    const p = await periodo(ids.sofia);
    expect(p).toMatchObject({
      comision: 7_300,
      pendiente: { comision: -19_500, propinas: 0, adelantos: 0, monto: -19_500 },
    });
    const res = await call(admin, 'POST', '/api/liquidaciones', {
      idEmpleado: ids.sofia,
      ...QUINCENA,
      medioPago: 'Efectivo',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'liquidacion_negativa' });
    // Her own earnings no longer count the annulled ticket.
    const sofia = await t.loginAs('sofia2', 'staff');
    const sinEmpleado = await call(sofia, 'GET', `/api/mi/ganancias?desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`);
    expect(sinEmpleado.statusCode).toBe(403);
    expect(sinEmpleado.json()).toMatchObject({ code: 'cuenta_sin_empleado' });
  });
});

/**
 * On what was paid: Luz's $ 10.000 facial at 50 %, paid $ 4.000 and then the rest. She earns
 * $ 2.000 on the first payment; paid that, she is owed the $ 3.000 the rest added, once.
 */
describe.each(testDialects)('a commission on what was paid on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
  });
  afterAll(async () => t.close());

  it('grows with each payment and pays only what the last settlement did not, even asked twice at once', async () => {
    const id = async (url: string, body: object) => {
      const res = await call('POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const luz = await id('/api/empleados', { nombre: 'Luz', apellido: 'Díaz', porcentajeGanancia: 50 });
    const put = await call('PUT', `/api/empleados/${luz}`, {
      nombre: 'Luz',
      apellido: 'Díaz',
      telefono: '',
      email: '',
      porcentajeGanancia: 50,
      comisiones: { base: 50, sobre: 'pagado', productos: 0, porCategoria: [], porServicio: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const facial = await id('/api/servicios-base', {
      categoria: 'Faciales',
      descripcion: 'Facial',
      precio: 10_000,
      duracionSugerida: 60,
    });
    const ana = await id('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' });
    const venta = await id('/api/ventas', {
      idCliente: ana,
      fecha: '2026-11-05',
      lineas: [{ tipo: 'servicio', idServicio: facial, idEmpleado: luz }],
      pagos: [{ medioPago: 'Efectivo', monto: 4_000 }],
    });
    const liquidar = () => call('POST', '/api/liquidaciones', { idEmpleado: luz, ...QUINCENA, medioPago: 'Efectivo' });

    // Two desks pay her at once: one pays, the other finds nothing left.
    const [a, b] = await Promise.all([liquidar(), liquidar()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 201 ? a : b).json()).toMatchObject({ comision: 2_000, monto: 2_000 });

    // The rest is paid on the 16th: the next fortnight's settlement pays what it added to the
    // 5th's line, which its own period's payout had already settled.
    const pago = await call('POST', `/api/ventas/${venta}/pagos`, { medioPago: 'Efectivo', monto: 6_000 });
    expect(pago.statusCode, pago.body).toBe(200);
    const siguiente = { desde: '2026-11-16', hasta: '2026-11-30' };
    const periodo = (
      await call('GET', `/api/liquidaciones?idEmpleado=${luz}&desde=${siguiente.desde}&hasta=${siguiente.hasta}`)
    ).json() as { comision: number; pendiente: { monto: number }; lineas: { fecha: string; pendiente: number }[] };
    expect(periodo).toMatchObject({ comision: 0, pendiente: { monto: 3_000 } });
    expect(periodo.lineas).toEqual([expect.objectContaining({ fecha: '2026-11-05', pendiente: 3_000 })]);
    const segunda = await call('POST', '/api/liquidaciones', { idEmpleado: luz, ...siguiente, medioPago: 'Efectivo' });
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect(segunda.json()).toMatchObject({ comision: 3_000, monto: 3_000 });
    expect((await liquidar()).statusCode).toBe(409);
    // Her own earnings of the 16th on show none of it: the line is the 5th's.
    const suya = await t.loginAs('luz', 'profesional', luz);
    const mias = await t.app.inject({
      method: 'GET',
      url: `/api/mi/ganancias?desde=${siguiente.desde}&hasta=${siguiente.hasta}`,
      headers: { cookie: suya },
    });
    expect(mias.json()).toMatchObject({ lineas: [], totalComision: 0 });
  });

  it('fixes a booking paid at the desk by its professional’s rules, and again when it changes hands', async () => {
    const id = async (url: string, body: object) => {
      const res = await call('POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const paz = await id('/api/empleados', { nombre: 'Paz', apellido: 'Rey', porcentajeGanancia: 30 });
    const gala = await id('/api/empleados', { nombre: 'Gala', apellido: 'Sol', porcentajeGanancia: 60 });
    const masaje = await id('/api/servicios-base', {
      categoria: 'Corporales',
      descripcion: 'Masaje',
      precio: 15_000,
      duracionSugerida: 60,
      costoInsumos: 500,
    });
    const berta = await id('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' });
    const turno = {
      idCliente: berta,
      idEmpleado: paz,
      idServicio: masaje,
      fecha: '2026-11-06',
      hora: '10:00',
      duracion: 60,
      costo: 15_000,
      estado: 'Pagado',
      montoAbonado: null,
    };
    const idTurno = await id('/api/turnos', turno);
    const ganancias = async (idEmpleado: number) =>
      (
        await call('GET', `/api/liquidaciones?idEmpleado=${idEmpleado}&desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`)
      ).json() as {
        comision: number;
      };
    // ($ 15.000 − $ 500) × 30 % = $ 4.350.
    expect(await ganancias(paz)).toMatchObject({ comision: 4_350 });
    const movido = await call('PUT', `/api/turnos/${idTurno}`, { ...turno, idEmpleado: gala });
    expect(movido.statusCode, movido.body).toBe(200);
    // ($ 15.000 − $ 500) × 60 % = $ 8.700, and nothing left to Paz.
    expect(await ganancias(gala)).toMatchObject({ comision: 8_700 });
    expect(await ganancias(paz)).toMatchObject({ comision: 0 });

    // The history: the spec's net profit as written (the booking's $ 15.000 paid, no expenses),
    // and beside it the commissions of the range's tickets: Gala's $ 8.700 and Luz's $ 5.000.
    const reporte = (await call('GET', `/api/reportes?desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`)).json() as {
      totales: { neta: number };
      comisiones: object;
    };
    expect(reporte.totales.neta).toBe(15_000);
    expect(reporte.comisiones).toEqual({
      total: 13_700,
      gananciaDespuesDeComisiones: 1_300,
      porProfesional: [
        { idEmpleado: gala, nombre: 'Gala Sol', ingresado: 15_000, comision: 8_700, propinas: 0, horas: 1 },
        {
          idEmpleado: expect.any(Number),
          nombre: 'Luz Díaz',
          ingresado: 10_000,
          comision: 5_000,
          propinas: 0,
          horas: 0,
        },
      ],
    });
  });

  it('owes back a paid line that moves to another professional, and pays the other her whole share', async () => {
    const id = async (url: string, body: object) => {
      const res = await call('POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const rita = await id('/api/empleados', { nombre: 'Rita', apellido: 'Paz', porcentajeGanancia: 40 });
    const vera = await id('/api/empleados', { nombre: 'Vera', apellido: 'Luna', porcentajeGanancia: 50 });
    const uñas = await id('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Uñas',
      precio: 10_000,
      duracionSugerida: 30,
    });
    const eva = await id('/api/clientes', { nombre: 'Eva', apellido: 'Rey', telefono: '11 5555-7777' });
    const turno = {
      idCliente: eva,
      idEmpleado: rita,
      idServicio: uñas,
      fecha: '2026-11-09',
      hora: '12:00',
      duracion: 30,
      costo: 10_000,
      estado: 'Pagado',
      montoAbonado: null,
    };
    const idTurno = await id('/api/turnos', turno);
    const pagar = (idEmpleado: number) =>
      call('POST', '/api/liquidaciones', { idEmpleado, ...QUINCENA, medioPago: 'Efectivo' });
    expect((await pagar(rita)).json()).toMatchObject({ comision: 4_000 });
    // Moved to Vera after Rita was paid for it: Rita owes the $ 4.000 back, Vera is owed $ 5.000.
    expect((await call('PUT', `/api/turnos/${idTurno}`, { ...turno, idEmpleado: vera })).statusCode).toBe(200);
    const periodo = async (idEmpleado: number) =>
      (
        await call('GET', `/api/liquidaciones?idEmpleado=${idEmpleado}&desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`)
      ).json() as {
        comision: number;
        pendiente: { comision: number };
      };
    expect(await periodo(rita)).toMatchObject({ comision: 0, pendiente: { comision: -4_000 } });
    expect(await periodo(vera)).toMatchObject({ comision: 5_000, pendiente: { comision: 5_000 } });
    // Moved back in time only, the line stays hers.
    expect(
      (await call('PUT', `/api/turnos/${idTurno}`, { ...turno, idEmpleado: vera, fecha: '2026-11-10' })).statusCode,
    ).toBe(200);
    expect(await periodo(vera)).toMatchObject({ comision: 5_000 });
  });

  it('keeps the professional a ticket named for a booking when the booking only moves in time', async () => {
    const id = async (url: string, body: object) => {
      const res = await call('POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const nora = await id('/api/empleados', { nombre: 'Nora', apellido: 'Sur', porcentajeGanancia: 40 });
    const olga = await id('/api/empleados', { nombre: 'Olga', apellido: 'Este', porcentajeGanancia: 50 });
    const pies = await id('/api/servicios-base', {
      categoria: 'Pies',
      descripcion: 'Pies',
      precio: 10_000,
      duracionSugerida: 30,
    });
    const ines = await id('/api/clientes', { nombre: 'Inés', apellido: 'Mar', telefono: '11 5555-8888' });
    const turno = {
      idCliente: ines,
      idEmpleado: nora,
      idServicio: pies,
      fecha: '2026-11-11',
      hora: '16:00',
      duracion: 30,
      costo: 10_000,
      estado: 'Debe',
      montoAbonado: null,
    };
    const idTurno = await id('/api/turnos', turno);
    // Olga did it: the desk names her on the ticket.
    await id('/api/ventas', {
      idCliente: ines,
      fecha: '2026-11-11',
      lineas: [{ tipo: 'servicio', idTurno, idEmpleado: olga }],
      pagos: [{ medioPago: 'Efectivo', monto: 10_000 }],
    });
    const comision = async (idEmpleado: number) =>
      (
        (
          await call(
            'GET',
            `/api/liquidaciones?idEmpleado=${idEmpleado}&desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`,
          )
        ).json() as {
          comision: number;
        }
      ).comision;
    expect(await comision(olga)).toBe(5_000);
    const movido = await call('PUT', `/api/turnos/${idTurno}`, { ...turno, estado: 'Pagado', hora: '17:00' });
    expect(movido.statusCode, movido.body).toBe(200);
    expect(await comision(olga)).toBe(5_000);
    expect(await comision(nora)).toBe(0);
  });

  it('archives, never deletes, an employee with advances or ticket lines, and refuses an advance dated ahead', async () => {
    const id = async (url: string, body: object) => {
      const res = await call('POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const paula = await id('/api/empleados', { nombre: 'Paula', apellido: 'Río', porcentajeGanancia: 40 });
    const futuro = await call('POST', '/api/adelantos', { idEmpleado: paula, monto: 1_000, fecha: '2026-11-17' });
    expect(futuro.statusCode).toBe(400);
    expect(futuro.json()).toEqual({
      error: 'La fecha del adelanto no puede ser posterior a hoy.',
      code: 'adelanto_futuro',
    });
    await id('/api/adelantos', { idEmpleado: paula, monto: 1_000, fecha: '2026-11-16' });
    expect((await call('DELETE', `/api/empleados/${paula}`)).statusCode).toBe(204);
    const caja = (await call('GET', '/api/caja?fecha=2026-11-16')).json() as {
      egresos: { movimientos: { descripcion: string }[] };
    };
    expect(caja.egresos.movimientos.map((m) => m.descripcion)).toContain('Adelanto a Paula Río');

    const clara = await id('/api/empleados', { nombre: 'Clara', apellido: 'Sol', porcentajeGanancia: 40 });
    const ana = await id('/api/clientes', { nombre: 'Ana', apellido: 'Vaz', telefono: '11 5555-9999' });
    await id('/api/ventas', {
      idCliente: ana,
      fecha: '2026-11-12',
      lineas: [{ tipo: 'propina', idEmpleado: clara, precio: 1_000 }],
      pagos: [{ medioPago: 'Efectivo', monto: 1_000 }],
    });
    expect((await call('DELETE', `/api/empleados/${clara}`)).statusCode).toBe(204);
    const periodo = (
      await call('GET', `/api/liquidaciones?idEmpleado=${clara}&desde=${QUINCENA.desde}&hasta=${QUINCENA.hasta}`)
    ).json() as {
      propinas: number;
    };
    expect(periodo.propinas).toBe(1_000);
  });
});
