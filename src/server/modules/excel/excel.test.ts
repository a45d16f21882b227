import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalesReporte } from '#shared/domain/totals.ts';
import { ajustesMessages } from '#shared/schemas/ajustes.ts';
import { rangoMessages } from '#shared/schemas/rango.ts';
import type { Gasto } from '#shared/schemas/gasto.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { ExcelJS, readXlsx, rowCells, sheetOf } from '#server/testing/xlsx.ts';
import { NUM_FMT, XLSX_TYPE } from './sheet.ts';

const { ValueType } = ExcelJS;
const MONEY = NUM_FMT.dinero;
/** 2026-11-24 12:00 in Buenos Aires: the clients' file is named with this date. */
const NOW = Date.parse('2026-11-24T15:00:00Z');

const HISTORIAL = '/api/reportes/excel?desde=2026-11-01&hasta=2026-11-30';

/** A date cell as exceljs reads it back: the day at UTC midnight. */
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
/** A time cell as exceljs reads it back: that time on Excel's day zero. */
const time = (hhmm: string) => new Date(`1899-12-30T${hhmm}:00.000Z`);

function expectXlsx(res: LightMyRequestResponse, fileName: string): void {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_TYPE);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
}

describe.each(testDialects)('Excel exports on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await call(admin, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as T;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');

    const ana = await post<{ id: number }>('/api/clientes', {
      nombre: 'Ana',
      apellido: 'Pérez',
      telefono: '011 4555-0001',
      email: 'ana@example.com',
    });
    // Text that a spreadsheet would run as a formula if it were typed in: it must stay text.
    await post('/api/clientes', { nombre: '@Bruno', apellido: '', telefono: '+54 9 11 5555-0002' });
    const eva = await post<{ id: number }>('/api/empleados', { nombre: 'Eva', apellido: 'Paz' });
    const semi = await post<{ id: number }>('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Esmaltado semipermanente',
      nombre: 'Semi',
      precio: 1234.5,
      duracionSugerida: 45,
    });
    await post('/api/servicios-base', {
      categoria: 'Pestañas',
      descripcion: '=Lifting',
      precio: 15000,
      duracionSugerida: 60,
    });
    const turno = (extra: object) => ({ idCliente: ana.id, idEmpleado: eva.id, idServicio: semi.id, ...extra });
    await post(
      '/api/turnos',
      turno({ fecha: '2026-11-03', hora: '10:30', duracion: 45, costo: 1234.5, medioPago: 'Transferencia' }),
    );
    await post(
      '/api/turnos',
      turno({
        fecha: '2026-11-04',
        hora: '16:00',
        duracion: 60,
        costo: 2000,
        estado: 'Pago parcial',
        montoAbonado: 500.25,
        medioPago: 'Mercado Pago',
      }),
    );
    await post('/api/turnos', turno({ fecha: '2026-11-05', hora: '08:00', duracion: 30, costo: 3000, estado: 'Debe' }));
    // Cancelled after paying: bills and owes nothing, what was paid still counts as paid.
    await post(
      '/api/turnos',
      turno({ fecha: '2026-11-06', hora: '19:30', duracion: 30, costo: 1500, asistencia: 'Canceló' }),
    );
    // Outside the range; and a booking gives its service its price and duration (spec), so the
    // last one puts back the service's own.
    await post('/api/turnos', turno({ fecha: '2026-12-01', hora: '10:00', duracion: 45, costo: 1234.5 }));
    await post('/api/gastos', { descripcion: 'Luz', monto: 45210.5, fecha: '2026-11-10', medioPago: 'Débito' });
    await post('/api/gastos', { descripcion: '=SUMA(A1:A3)', monto: 100, fecha: '2026-11-30' });
    await post('/api/gastos', { descripcion: 'Octubre', monto: 7, fecha: '2026-10-31' });
  }, 60_000);
  afterAll(async () => t.close());

  it('downloads the history of a range as typed sheets', async () => {
    const res = await call(admin, 'GET', HISTORIAL);
    expectXlsx(res, 'historial_2026-11-01_a_2026-11-30.xlsx');
    const book = await readXlsx(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Turnos',
      'Gastos',
      'Totales',
      'Tickets',
      'Productos vendidos',
    ]);

    for (const sheet of book.worksheets) {
      expect(sheet.views, sheet.name).toEqual([expect.objectContaining({ state: 'frozen', xSplit: 0, ySplit: 1 })]);
      const header = sheet.getRow(1);
      header.eachCell((cell) => expect(cell.font?.bold, `${sheet.name} ${cell.address}`).toBe(true));
      for (let c = 1; c <= sheet.columnCount; c++) {
        expect(sheet.getColumn(c).width, `${sheet.name} column ${c}`).toBeGreaterThanOrEqual(8);
      }
    }

    const turnos = sheetOf(book, 'Turnos');
    expect(turnos.getRow(1).values).toEqual([
      undefined,
      'Fecha',
      'Hora',
      'Cliente',
      'Empleado',
      'Servicio',
      'Duración',
      'Costo',
      'Pagado',
      'Deuda',
      'Asistencia',
      'Medio de pago',
    ]);
    expect(turnos.rowCount).toBe(5);
    expect(rowCells(turnos, 2)).toEqual([
      { value: day('2026-11-03'), type: ValueType.Date, numFmt: 'dd/mm/yyyy' },
      { value: time('10:30'), type: ValueType.Date, numFmt: 'hh:mm' },
      { value: 'Ana Pérez', type: ValueType.String, numFmt: undefined },
      { value: 'Eva Paz', type: ValueType.String, numFmt: undefined },
      { value: 'Semi', type: ValueType.String, numFmt: undefined },
      { value: 45, type: ValueType.Number, numFmt: '0' },
      { value: 1234.5, type: ValueType.Number, numFmt: MONEY },
      { value: 1234.5, type: ValueType.Number, numFmt: MONEY },
      { value: 0, type: ValueType.Number, numFmt: MONEY },
      { value: 'Pendiente', type: ValueType.String, numFmt: undefined },
      { value: 'Transferencia', type: ValueType.String, numFmt: undefined },
    ]);
    const summary = (r: number) => rowCells(turnos, r).map((c) => c.value);
    expect(summary(3)).toEqual([
      day('2026-11-04'),
      time('16:00'),
      'Ana Pérez',
      'Eva Paz',
      'Semi',
      60,
      2000,
      500.25,
      1499.75,
      'Pendiente',
      'Mercado Pago',
    ]);
    // Nothing paid yet: no method, an empty cell.
    expect(summary(4)).toEqual([
      day('2026-11-05'),
      time('08:00'),
      'Ana Pérez',
      'Eva Paz',
      'Semi',
      30,
      3000,
      0,
      3000,
      'Pendiente',
      null,
    ]);
    expect(summary(5)).toEqual([
      day('2026-11-06'),
      time('19:30'),
      'Ana Pérez',
      'Eva Paz',
      'Semi',
      30,
      1500,
      1500,
      0,
      'Canceló',
      'Efectivo',
    ]);

    const gastos = sheetOf(book, 'Gastos');
    expect(gastos.getRow(1).values).toEqual([undefined, 'Fecha', 'Descripción', 'Monto', 'Medio de pago']);
    expect(gastos.rowCount).toBe(3);
    expect(rowCells(gastos, 2)).toEqual([
      { value: day('2026-11-10'), type: ValueType.Date, numFmt: 'dd/mm/yyyy' },
      { value: 'Luz', type: ValueType.String, numFmt: undefined },
      { value: 45210.5, type: ValueType.Number, numFmt: MONEY },
      { value: 'Débito', type: ValueType.String, numFmt: undefined },
    ]);
    // A description that looks like a formula is a text cell, never a formula.
    expect(rowCells(gastos, 3)).toEqual([
      { value: day('2026-11-30'), type: ValueType.Date, numFmt: 'dd/mm/yyyy' },
      { value: '=SUMA(A1:A3)', type: ValueType.String, numFmt: undefined },
      { value: 100, type: ValueType.Number, numFmt: MONEY },
      { value: 'Efectivo', type: ValueType.String, numFmt: undefined },
    ]);

    const totales = sheetOf(book, 'Totales');
    expect(totales.getRow(1).values).toEqual([undefined, 'Total', 'Monto']);
    const rows = [2, 3, 4, 5, 6].map((r) => rowCells(totales, r));
    for (const [label, monto] of rows) {
      expect(label?.type).toBe(ValueType.String);
      expect(monto).toMatchObject({ type: ValueType.Number, numFmt: MONEY });
    }
    // Worked by hand: billed 1234.50 + 2000 + 3000 (the cancelled one bills nothing); paid
    // 1234.50 + 500.25 + 0 + 1500; owed 1499.75 + 3000; expenses 45210.50 + 100.
    const worked = [
      ['Total facturado', 6234.5],
      ['Total abonado', 3234.75],
      ['Total deuda', 4499.75],
      ['Total gastos', 45310.5],
      ['Ganancia neta', -42075.75],
    ];
    expect(rows.map((r) => r.map((c) => c.value))).toEqual(worked);

    // The same figures as the page's formulas over the rows the API lists for the range.
    const listed = (await call(admin, 'GET', '/api/turnos?desde=2026-11-01&hasta=2026-11-30')).json() as Turno[];
    const spent = (await call(admin, 'GET', '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30')).json() as Gasto[];
    const formulas = totalesReporte(listed, spent);
    expect(worked.map(([, value]) => value)).toEqual([
      formulas.facturado,
      formulas.abonado,
      formulas.deuda,
      formulas.gastos,
      formulas.neta,
    ]);
  });

  it('strikes through the price of a cancelled or missed appointment, which the totals leave out', async () => {
    const [ana] = (await call(admin, 'GET', '/api/clientes')).json() as { id: number }[];
    const [eva] = (await call(admin, 'GET', '/api/empleados')).json() as { id: number }[];
    const [semi] = (await call(admin, 'GET', '/api/servicios-base')).json() as {
      id: number;
      categoria: string;
      descripcion: string;
      nombre: string | null;
      precio: number;
      duracionSugerida: number;
    }[];
    const turno = (extra: object) => ({
      idCliente: ana?.id,
      idEmpleado: eva?.id,
      idServicio: semi?.id,
      fecha: '2027-03-02',
      duracion: 30,
      ...extra,
    });
    await post('/api/turnos', turno({ hora: '09:00', costo: 10000, asistencia: 'Asistió' }));
    await post('/api/turnos', turno({ hora: '10:00', costo: 4000, estado: 'Debe', asistencia: 'No vino' }));
    await post(
      '/api/turnos',
      turno({ hora: '11:00', costo: 6000, estado: 'Pago parcial', montoAbonado: 1000, asistencia: 'Canceló' }),
    );
    // A booking gives its service its price and duration: the services' file expects the service's own.
    if (semi !== undefined) {
      const { categoria, descripcion, nombre, precio, duracionSugerida } = semi;
      const put = await call(admin, 'PUT', `/api/servicios-base/${semi.id}`, {
        categoria,
        descripcion,
        nombre,
        precio,
        duracionSugerida,
      });
      expect(put.statusCode, put.body).toBe(200);
    }

    const res = await call(admin, 'GET', '/api/reportes/excel?desde=2027-03-01&hasta=2027-03-31');
    expectXlsx(res, 'historial_2027-03-01_a_2027-03-31.xlsx');
    const book = await readXlsx(res.rawPayload);
    const turnos = sheetOf(book, 'Turnos');
    const costo = (r: number) => turnos.getRow(r).getCell(7);
    const asistencia = (r: number) => turnos.getRow(r).getCell(10);
    expect([2, 3, 4].map((r) => [asistencia(r).value, costo(r).value])).toEqual([
      ['Asistió', 10000],
      ['No vino', 4000],
      ['Canceló', 6000],
    ]);
    expect([2, 3, 4].map((r) => costo(r).font?.strike === true)).toEqual([false, true, true]);
    expect([2, 3, 4].map((r) => asistencia(r).font?.bold === true)).toEqual([false, true, true]);
    // The money format stays on a struck price.
    expect(costo(3).numFmt).toBe(MONEY);

    // Worked by hand: the Costo column adds to 20.000, but only the one who came is billed;
    // paid 10.000 + 0 + 1.000 (the deposit is kept); nobody owes.
    const totales = sheetOf(book, 'Totales');
    expect([2, 3, 4].map((r) => rowCells(totales, r).map((c) => c.value))).toEqual([
      ['Total facturado', 10000],
      ['Total abonado', 11000],
      ['Total deuda', 0],
    ]);
  });

  it('gives an empty range its headers and zero totals', async () => {
    const res = await call(admin, 'GET', '/api/reportes/excel?desde=2027-01-01&hasta=2027-01-31');
    expectXlsx(res, 'historial_2027-01-01_a_2027-01-31.xlsx');
    const book = await readXlsx(res.rawPayload);
    expect(sheetOf(book, 'Turnos').rowCount).toBe(1);
    expect(sheetOf(book, 'Gastos').rowCount).toBe(1);
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((r) => rowCells(sheetOf(book, 'Totales'), r)[1]?.value)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(sheetOf(book, 'Tickets').rowCount).toBe(1);
    expect(sheetOf(book, 'Productos vendidos').rowCount).toBe(1);
  });

  it('refuses a bad range in Spanish', async () => {
    for (const [query, error] of [
      ['desde=2026-11-30&hasta=2026-11-01', rangoMessages.orden],
      ['desde=2025-01-01&hasta=2026-11-30', rangoMessages.largo],
      ['desde=2026-02-30&hasta=2026-03-01', rangoMessages.desde],
      ['desde=2026-11-01', rangoMessages.hasta],
    ]) {
      const res = await call(admin, 'GET', `/api/reportes/excel?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error, code: 'dato_invalido' });
    }
  });

  it('asks for a session, and keeps the history from staff when the admins say so', async () => {
    for (const url of [HISTORIAL, '/api/clientes/excel', '/api/servicios-base/excel']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await call(staff, 'GET', HISTORIAL)).statusCode).toBe(200);
    expect((await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: false })).statusCode).toBe(200);
    try {
      const refused = await call(staff, 'GET', HISTORIAL);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: ajustesMessages.sinCifras, code: 'SIN_CIFRAS' });
      expect((await call(admin, 'GET', HISTORIAL)).statusCode).toBe(200);
      // The catalogues are not figures of the centre: staff export them as they export the CSVs.
      expect((await call(staff, 'GET', '/api/clientes/excel')).statusCode).toBe(200);
      expect((await call(staff, 'GET', '/api/servicios-base/excel')).statusCode).toBe(200);
    } finally {
      await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: true });
    }
  });

  it('downloads the clients with the CSV columns, phones as text', async () => {
    const res = await call(staff, 'GET', '/api/clientes/excel');
    expectXlsx(res, 'clientes_2026-11-24.xlsx');
    const book = await readXlsx(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Clientes']);
    const sheet = sheetOf(book, 'Clientes');
    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 1 })]);
    expect(sheet.getRow(1).values).toEqual([undefined, 'nombre', 'telefono', 'email']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const rows = [2, 3].map((r) => rowCells(sheet, r));
    expect(rows).toContainEqual([
      { value: 'Ana Pérez', type: ValueType.String, numFmt: undefined },
      { value: '011 4555-0001', type: ValueType.String, numFmt: undefined },
      { value: 'ana@example.com', type: ValueType.String, numFmt: undefined },
    ]);
    expect(rows).toContainEqual([
      { value: '@Bruno', type: ValueType.String, numFmt: undefined },
      { value: '+54 9 11 5555-0002', type: ValueType.String, numFmt: undefined },
      { value: null, type: ValueType.Null, numFmt: undefined },
    ]);
    expect(sheet.rowCount).toBe(3);
  });

  it("adds the staff's notes as a last column only when asked for (issue 20)", async () => {
    const clientes = (await (await call(staff, 'GET', '/api/clientes')).json()) as { id: number; nombre: string }[];
    const ana = clientes.find((c) => c.nombre === 'Ana')?.id;
    for (const texto of ['Curva C, 11 mm.', 'Alergia al látex.']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/clientes/${ana}/notas`,
        payload: { texto, fijada: texto.startsWith('Alergia') },
        headers: { cookie: staff },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const plain = sheetOf(await readXlsx((await call(staff, 'GET', '/api/clientes/excel')).rawPayload), 'Clientes');
    expect(plain.getRow(1).values).toEqual([undefined, 'nombre', 'telefono', 'email']);

    const res = await call(staff, 'GET', '/api/clientes/excel?notas=1');
    expectXlsx(res, 'clientes_2026-11-24.xlsx');
    const sheet = sheetOf(await readXlsx(res.rawPayload), 'Clientes');
    expect(sheet.getRow(1).values).toEqual([undefined, 'nombre', 'telefono', 'email', 'notas']);
    const rows = [2, 3].map((r) => rowCells(sheet, r));
    expect(rows).toContainEqual([
      expect.objectContaining({ value: 'Ana Pérez' }),
      expect.anything(),
      expect.anything(),
      {
        // Dated when written (today on the centre's calendar).
        value: expect.stringMatching(
          /^\[Fijada\] Alergia al látex\. \(recepcion, \d\d\/\d\d\/\d{4}\)\nCurva C, 11 mm\. \(recepcion, \d\d\/\d\d\/\d{4}\)$/,
        ) as unknown,
        type: ValueType.String,
        numFmt: undefined,
      },
    ]);
    const exportada = await t.testDb.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'after'])
      .where('action', '=', 'exportar')
      .execute();
    expect(exportada).toEqual([{ action: 'exportar', entity: 'clientes_notas', after: '{"notas":2,"clientes":1}' }]);
    const bad = await call(staff, 'GET', '/api/clientes/excel?notas=si');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'notas solo admite 1.', code: 'dato_invalido' });
  });

  it('downloads the services with the CSV columns, prices as money and minutes as numbers', async () => {
    const res = await call(admin, 'GET', '/api/servicios-base/excel');
    expectXlsx(res, 'servicios.xlsx');
    const book = await readXlsx(res.rawPayload);
    const sheet = sheetOf(book, 'Servicios');
    expect(sheet.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 1 })]);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'descripcion',
      'categoria',
      'precio',
      'duracion_sugerida',
      'nombre',
    ]);
    const rows = [2, 3].map((r) => rowCells(sheet, r));
    expect(rows).toContainEqual([
      { value: 'Esmaltado semipermanente', type: ValueType.String, numFmt: undefined },
      { value: 'Manos', type: ValueType.String, numFmt: undefined },
      { value: 1234.5, type: ValueType.Number, numFmt: MONEY },
      { value: 45, type: ValueType.Number, numFmt: '0' },
      { value: 'Semi', type: ValueType.String, numFmt: undefined },
    ]);
    expect(rows).toContainEqual([
      { value: '=Lifting', type: ValueType.String, numFmt: undefined },
      { value: 'Pestañas', type: ValueType.String, numFmt: undefined },
      { value: 15000, type: ValueType.Number, numFmt: MONEY },
      { value: 60, type: ValueType.Number, numFmt: '0' },
      { value: null, type: ValueType.Null, numFmt: undefined },
    ]);
    expect(sheet.rowCount).toBe(3);
  });

  it('adds the range’s tickets, the products sold and the ticket figures below the spec’s totals', async () => {
    // Worked by hand, in February 2027: Ana's visit, a service at $ 8.000, 2 creams at $ 3.500
    // and a $ 1.000 tip, 10 % off (tips take no share): 15.000 − 1.500 = 13.500 (+ 1.000 tip =
    // 14.500), paid 10.000 by debit and 4.500 in cash. Another ticket, one cream, annulled: in
    // the tickets with its reason, out of the products and the figures.
    const ana = await post<{ id: number }>('/api/clientes', {
      nombre: 'Ana',
      apellido: 'Sur',
      telefono: '11 4000-0000',
    });
    const eva = await post<{ id: number }>('/api/empleados', { nombre: 'Eva', apellido: 'Luz' });
    const servicio = await post<{ id: number }>('/api/servicios-base', {
      categoria: 'Rostro',
      descripcion: 'Limpieza',
      precio: 8000,
      duracionSugerida: 60,
    });
    const crema = await post<{ id: number }>('/api/productos', { nombre: 'Crema', precio: 3500, stock: 10 });
    const venta = await post<{ id: number; numero: number }>('/api/ventas', {
      idCliente: ana.id,
      fecha: '2027-02-10',
      lineas: [
        { tipo: 'servicio', idServicio: servicio.id, idEmpleado: eva.id },
        { tipo: 'producto', idProducto: crema.id, cantidad: 2 },
        { tipo: 'propina', idEmpleado: eva.id, precio: 1000 },
      ],
      descuento: { tipo: '%', valor: 10 },
      pagos: [
        { medioPago: 'Débito', monto: 10000 },
        { medioPago: 'Efectivo', monto: 4500 },
      ],
    });
    const otra = await post<{ id: number; numero: number }>('/api/ventas', {
      idCliente: ana.id,
      fecha: '2027-02-11',
      lineas: [{ tipo: 'producto', idProducto: crema.id }],
    });
    expect((await call(admin, 'POST', `/api/ventas/${otra.id}/anular`, { motivo: 'Error' })).statusCode).toBe(200);

    const book = await readXlsx(
      (await call(admin, 'GET', '/api/reportes/excel?desde=2027-02-01&hasta=2027-02-28')).rawPayload,
    );
    const n = (numero: number) => `Ticket N° ${String(numero).padStart(6, '0')}`;
    const tickets = sheetOf(book, 'Tickets');
    expect(tickets.getRow(1).values).toEqual([
      undefined,
      'Ticket',
      'Fecha',
      'Cliente',
      'Total',
      'Pagado',
      'Saldo',
      'Medios de pago',
      'Anulado',
    ]);
    expect([2, 3].map((r) => rowCells(tickets, r).map((c) => c.value))).toEqual([
      [n(venta.numero), day('2027-02-10'), 'Ana Sur', 14500, 14500, 0, 'Débito, Efectivo', null],
      [n(otra.numero), day('2027-02-11'), 'Ana Sur', 3500, 0, 0, null, 'Error'],
    ]);
    expect(rowCells(tickets, 2)[3]).toMatchObject({ type: ValueType.Number, numFmt: MONEY });
    const productos = sheetOf(book, 'Productos vendidos');
    expect(productos.rowCount).toBe(2);
    // 7.000 less its 700 share of the discount.
    expect(rowCells(productos, 2).map((c) => c.value)).toEqual([
      day('2027-02-10'),
      n(venta.numero),
      'Ana Sur',
      'Crema',
      2,
      3500,
      6300,
    ]);
    const totales = sheetOf(book, 'Totales');
    expect([7, 8, 9].map((r) => rowCells(totales, r).map((c) => c.value))).toEqual([
      ['Ventas de productos', 6300],
      ['Descuentos', 1500],
      ['Propinas', 1000],
    ]);
  });
});
