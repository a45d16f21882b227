import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { multipartFile } from '#server/testing/fixtures.ts';
import { readXlsx, rowCells, sheetOf } from '#server/testing/xlsx.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** 26/11/2026 12:00 in Buenos Aires (UTC−3). */
const NOW = Date.UTC(2026, 10, 26, 15, 0);

const esmalte = {
  nombre: 'Esmalte semipermanente rojo',
  marca: 'Masglo',
  categoria: 'Uñas',
  codigo: '7791234567890',
  precio: 4500.5,
  costo: 2100,
  stock: 10,
  stockMinimo: 3,
};

describe.each(testDialects)('/api/productos on %s', (dialect) => {
  let t: TestApp;
  let admin = '';
  let staff = '';
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.testDb.db.deleteFrom('productos_movimientos').execute();
    await t.testDb.db.deleteFrom('productos').execute();
  });

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const crear = async (body: object) => {
    const res = await call(admin, 'POST', '/api/productos', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; stock: number };
  };
  const snapshot = async () => ({
    productos: await t.testDb.db.selectFrom('productos').selectAll().orderBy('id').execute(),
    movimientos: await t.testDb.db.selectFrom('productos_movimientos').selectAll().orderBy('id').execute(),
  });

  it('asks for a session, and leaves the writes and the stock history to admins', async () => {
    for (const [method, url] of [
      ['GET', '/api/productos'],
      ['POST', '/api/productos'],
      ['PUT', '/api/productos/1'],
      ['DELETE', '/api/productos/1'],
      ['POST', '/api/productos/1/movimientos'],
      ['GET', '/api/productos/1/movimientos'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
    const { id } = await crear(esmalte);
    expect((await call(staff, 'POST', '/api/productos', esmalte)).statusCode).toBe(403);
    expect((await call(staff, 'PUT', `/api/productos/${id}`, esmalte)).statusCode).toBe(403);
    expect((await call(staff, 'DELETE', `/api/productos/${id}`)).statusCode).toBe(403);
    const mov = { tipo: 'Compra', cantidad: 1 };
    expect((await call(staff, 'POST', `/api/productos/${id}/movimientos`, mov)).statusCode).toBe(403);
    expect((await call(staff, 'GET', `/api/productos/${id}/movimientos`)).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/productos/excel')).statusCode).toBe(403);
    // Staff find them for the ticket: with the cost while they see the figures, without it otherwise.
    const lista = await call(staff, 'GET', '/api/productos?q=7791234567890');
    expect(lista.json()).toEqual([expect.objectContaining({ id, costo: 2100, stock: 10 })]);
    expect((await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: false })).statusCode).toBe(200);
    try {
      expect((await call(staff, 'GET', '/api/productos')).json()).toEqual([
        expect.objectContaining({ id, costo: null, precio: 4500.5 }),
      ]);
    } finally {
      await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: true });
    }
  });

  it('adds a product in cents, its starting stock as its first move, and audits it', async () => {
    const created = await crear({ ...esmalte, codigo: '  7791234567890 ' });
    expect(created).toEqual({
      id: expect.any(Number),
      ...esmalte,
      activo: true,
      stockBajo: false,
    });
    const row = await t.testDb.db.selectFrom('productos').selectAll().executeTakeFirstOrThrow();
    expect([Number(row.precio_cents), Number(row.costo_cents), row.stock, row.codigo]).toEqual([
      450050,
      210000,
      10,
      '7791234567890',
    ]);
    const movs = await call(admin, 'GET', `/api/productos/${created.id}/movimientos`);
    expect(movs.json()).toEqual({
      pagina: 1,
      hayMas: false,
      movimientos: [
        expect.objectContaining({
          tipo: 'Ajuste',
          cantidad: 10,
          motivo: 'Stock inicial',
          fecha: '2026-11-26',
          hora: '12:00',
          stockDespues: 10,
        }),
      ],
    });
    const audit = await t.testDb.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'productos')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: 'crear', entity_id: String(created.id) });
    // Without a starting stock: no move, stock 0, which is at its minimum of 0: 'Stock bajo'.
    const vacio = await crear({ nombre: 'Sérum de pestañas', precio: 9000 });
    expect(vacio).toMatchObject({ stock: 0, stockMinimo: 0, stockBajo: true, marca: '', codigo: '', costo: null });
  });

  it('moves the stock: 10, +5 bought, −2 counted, −3 used, −4 sold on a ticket = 6, each move with the stock it left', async () => {
    const { id } = await crear(esmalte);
    const mover = async (body: object) => {
      const res = await call(admin, 'POST', `/api/productos/${id}/movimientos`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { stockDespues: number; cantidad: number; usuario: string | null };
    };
    expect(await mover({ tipo: 'Compra', cantidad: 5, costo: 2300 })).toMatchObject({ cantidad: 5, stockDespues: 15 });
    expect(await mover({ tipo: 'Ajuste', cantidad: -2, motivo: 'Conteo del viernes' })).toMatchObject({
      cantidad: -2,
      stockDespues: 13,
    });
    expect(await mover({ tipo: 'Uso interno', cantidad: 3, motivo: 'Manicura de Ana' })).toMatchObject({
      cantidad: -3,
      stockDespues: 10,
    });
    const { registrarVentaStock } = await import('./movimientos.ts');
    const reloj = { timeZone: t.config.timeZone, now: () => NOW };
    const venta = await t.testDb.db
      .transaction()
      .execute((trx) => registrarVentaStock(trx, reloj, { idProducto: id, cantidad: 4, idVenta: 77, userId: 1 }));
    expect(venta.stock).toBe(6);

    const producto = (await call(admin, 'GET', '/api/productos')).json() as { stock: number; costo: number }[];
    // The purchase's unit cost is the product's cost from then on.
    expect(producto).toEqual([expect.objectContaining({ id, stock: 6, costo: 2300, stockBajo: false })]);
    const historia = (await call(admin, 'GET', `/api/productos/${id}/movimientos`)).json() as {
      movimientos: { tipo: string; cantidad: number; stockDespues: number; idVenta: number | null }[];
    };
    expect(historia.movimientos.map((m) => [m.tipo, m.cantidad, m.stockDespues, m.idVenta])).toEqual([
      ['Venta', -4, 6, 77],
      ['Uso interno', -3, 10, null],
      ['Ajuste', -2, 13, null],
      ['Compra', 5, 15, null],
      ['Ajuste', 10, 10, null],
    ]);
    const audited = await t.testDb.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'productos_movimientos')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => JSON.parse(a.after ?? '{}') as { tipo: string; stock: number })).toEqual([
      expect.objectContaining({ tipo: 'Compra', cantidad: 5, stock: 15 }),
      expect.objectContaining({ tipo: 'Ajuste', cantidad: -2, stock: 13 }),
      expect.objectContaining({ tipo: 'Uso interno', cantidad: -3, stock: 10 }),
    ]);
  });

  it('asks before the stock goes below 0 and, confirmed, records it; a cancelled ticket puts its units back once', async () => {
    const { id } = await crear({ ...esmalte, stock: 2 });
    const before = await snapshot();
    const refused = await call(admin, 'POST', `/api/productos/${id}/movimientos`, { tipo: 'Uso interno', cantidad: 3 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'stock_insuficiente', stock: 2 });
    expect((refused.json() as { error: string }).error).toContain('el stock quedaría en -1');
    expect(await snapshot()).toEqual(before);

    const { registrarVentaStock, revertirVentaStock } = await import('./movimientos.ts');
    const reloj = { timeZone: t.config.timeZone, now: () => NOW };
    const vender = (confirmar: boolean) =>
      t.testDb.db
        .transaction()
        .execute((trx) =>
          registrarVentaStock(trx, reloj, { idProducto: id, cantidad: 5, idVenta: 9, userId: 1, confirmar }),
        );
    await expect(vender(false)).rejects.toMatchObject({
      statusCode: 409,
      code: 'stock_insuficiente',
      details: { stock: 2 },
    });
    expect(await snapshot()).toEqual(before);
    // 2 − 5 = −3, confirmed: shown as 'Stock bajo' (−3 ≤ 3).
    expect((await vender(true)).stock).toBe(-3);
    expect((await call(admin, 'GET', '/api/productos?stockBajo=1')).json()).toEqual([
      expect.objectContaining({ id, stock: -3, stockBajo: true }),
    ]);
    // A purchase of 1 raises it to −2 without asking: it does not take anything away.
    const compra = await call(admin, 'POST', `/api/productos/${id}/movimientos`, { tipo: 'Compra', cantidad: 1 });
    expect(compra.json()).toMatchObject({ stockDespues: -2 });
    const confirmado = await call(admin, 'POST', `/api/productos/${id}/movimientos`, {
      tipo: 'Ajuste',
      cantidad: -1,
      motivo: 'Se rompió un frasco',
      confirmar: true,
    });
    expect(confirmado.json()).toMatchObject({ stockDespues: -3 });

    const anular = () =>
      t.testDb.db
        .transaction()
        .execute((trx) => revertirVentaStock(trx, reloj, { idVenta: 9, userId: 1, motivo: 'Anulado: error de carga' }));
    expect(await anular()).toBe(5);
    expect(await anular()).toBe(0);
    const [producto] = (await call(admin, 'GET', '/api/productos')).json() as { stock: number }[];
    expect(producto?.stock).toBe(2); // −3 + 5
    const ventas = await t.testDb.db
      .selectFrom('productos_movimientos')
      .select(['cantidad', 'motivo'])
      .where('id_venta', '=', 9)
      .orderBy('id')
      .execute();
    expect(ventas).toEqual([
      { cantidad: -5, motivo: null },
      { cantidad: 5, motivo: 'Anulado: error de carga' },
    ]);
    await expect(
      t.testDb.db
        .transaction()
        .execute((trx) => registrarVentaStock(trx, reloj, { idProducto: 99_999, cantidad: 1, idVenta: 10, userId: 1 })),
    ).rejects.toMatchObject({ statusCode: 400, code: 'producto_desconocido' });
  });

  it('never loses a unit when two desks move the same product at once: 5 + 8 × 1 bought − 4 × 1 used = 9', async () => {
    const { id } = await crear({ nombre: 'Concurrido', precio: 1, stock: 5 });
    const moves = [
      ...Array.from({ length: 8 }, () => ({ tipo: 'Compra', cantidad: 1 })),
      ...Array.from({ length: 4 }, () => ({ tipo: 'Uso interno', cantidad: 1 })),
    ];
    const results = await Promise.all(moves.map((m) => call(admin, 'POST', `/api/productos/${id}/movimientos`, m)));
    expect(results.map((r) => r.statusCode)).toEqual(moves.map(() => 201));
    const [producto] = (await call(admin, 'GET', '/api/productos')).json() as { stock: number }[];
    expect(producto?.stock).toBe(9);
    const suma = await t.testDb.db
      .selectFrom('productos_movimientos')
      .select((eb) => eb.fn.sum<number | string>('cantidad').as('s'))
      .where('id_producto', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(suma.s)).toBe(9);
  });

  it('lists the stock bajo: active products at or below their minimum', async () => {
    await crear({ nombre: 'Justo', precio: 1, stock: 3, stockMinimo: 3 });
    await crear({ nombre: 'Sobra', precio: 1, stock: 4, stockMinimo: 3 });
    await crear({ nombre: 'Inactivo', precio: 1, stock: 0, stockMinimo: 3, activo: false });
    await crear({ nombre: 'Agotado', precio: 1 });
    const bajos = (await call(admin, 'GET', '/api/productos?stockBajo=1')).json() as { nombre: string }[];
    expect(bajos.map((p) => p.nombre)).toEqual(['Agotado', 'Justo']);
    const todos = (await call(admin, 'GET', '/api/productos')).json() as { nombre: string }[];
    expect(todos.map((p) => p.nombre)).toEqual(['Agotado', 'Inactivo', 'Justo', 'Sobra']);
  });

  it('searches by name, brand or code, accents and case aside; the exact code first', async () => {
    await crear({ nombre: 'Crema de manos', marca: 'Dermaglós', codigo: 'A-100', precio: 1 });
    await crear({ nombre: 'Aceite de cutículas', marca: 'Masglo', codigo: 'B-2', precio: 1 });
    await crear({ nombre: 'Crema A-100 plus', marca: 'Otra', precio: 1 });
    const buscar = async (q: string) =>
      ((await call(staff, 'GET', `/api/productos?q=${encodeURIComponent(q)}`)).json() as { nombre: string }[]).map(
        (p) => p.nombre,
      );
    expect(await buscar('CREMA')).toEqual(['Crema A-100 plus', 'Crema de manos']);
    expect(await buscar('cuticulas')).toEqual(['Aceite de cutículas']);
    expect(await buscar('dermaglos')).toEqual(['Crema de manos']);
    expect(await buscar('masglo')).toEqual(['Aceite de cutículas']);
    expect(await buscar('b-2')).toEqual(['Aceite de cutículas']);
    expect(await buscar('a-100')).toEqual(['Crema de manos', 'Crema A-100 plus']);
    expect(await buscar('nada')).toEqual([]);
  });

  it.each([
    [{ ...esmalte, precio: -1 }, 'precio_invalido'],
    [{ ...esmalte, nombre: '  ' }, 'nombre_invalido'],
    [{ ...esmalte, costo: -0.01 }, 'costo_invalido'],
    [{ ...esmalte, stock: -1 }, 'stock_invalido'],
    [{ ...esmalte, stock: 1.5 }, 'stock_invalido'],
    [{ ...esmalte, stockMinimo: -2 }, 'stock_minimo_invalido'],
    [{ ...esmalte, precio: 1.005 }, 'precio_invalido'],
  ])('refuses a bad product %j with 400 %s and changes nothing', async (body, code) => {
    await crear({ nombre: 'Otro', precio: 1, stock: 1 });
    const before = await snapshot();
    const res = await call(admin, 'POST', '/api/productos', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ tipo: 'Ajuste', cantidad: -2 }, 'motivo_obligatorio'],
    [{ tipo: 'Ajuste', cantidad: -2, motivo: '   ' }, 'motivo_obligatorio'],
    [{ tipo: 'Compra', cantidad: 0 }, 'cantidad_invalida'],
    [{ tipo: 'Compra', cantidad: -3 }, 'cantidad_invalida'],
    [{ tipo: 'Uso interno', cantidad: 1.5 }, 'cantidad_invalida'],
    [{ tipo: 'Uso interno', cantidad: 1, costo: 10 }, 'costo_invalido'],
    [{ tipo: 'Compra', cantidad: 1, costo: -5 }, 'costo_invalido'],
    [{ tipo: 'Regalo', cantidad: 1 }, 'tipo_invalido'],
    [{ tipo: 'Venta', cantidad: 1 }, 'venta_desde_ticket'],
  ])('refuses a bad move %j with 400 %s and changes nothing', async (body, code) => {
    const { id } = await crear(esmalte);
    const before = await snapshot();
    const res = await call(admin, 'POST', `/api/productos/${id}/movimientos`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a code already taken (400), a stock edited by hand, an unknown product; an archived code is free', async () => {
    const first = await crear(esmalte);
    const before = await snapshot();
    const dup = await call(admin, 'POST', '/api/productos', { nombre: 'Otro', precio: 1, codigo: esmalte.codigo });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      error: `El código "${esmalte.codigo}" ya es del producto "${esmalte.nombre}".`,
      code: 'codigo_duplicado',
    });
    const other = await crear({ nombre: 'Otro', precio: 1 });
    const snap = await snapshot();
    const edit = await call(admin, 'PUT', `/api/productos/${other.id}`, {
      nombre: 'Otro',
      precio: 1,
      codigo: esmalte.codigo,
    });
    expect(edit.json()).toMatchObject({ code: 'codigo_duplicado' });
    const stock = await call(admin, 'PUT', `/api/productos/${first.id}`, { ...esmalte, stock: 50 });
    expect(stock.statusCode).toBe(400);
    expect(stock.json()).toMatchObject({ code: 'stock_por_movimiento' });
    expect(await snapshot()).toEqual(snap);
    expect(before.productos).toHaveLength(1);
    for (const [method, url] of [
      ['PUT', '/api/productos/99999'],
      ['DELETE', '/api/productos/99999'],
      ['POST', '/api/productos/99999/movimientos'],
      ['GET', '/api/productos/99999/movimientos'],
    ] as const) {
      const res = await call(admin, method, url, method === 'PUT' ? esmalte : { tipo: 'Compra', cantidad: 1 });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Producto no encontrado.', code: 'producto_no_encontrado' });
    }
    // Edited with its own stock (the form sends it back), the rest changes.
    const ok = await call(admin, 'PUT', `/api/productos/${first.id}`, { ...esmalte, precio: 5000, activo: false });
    expect(ok.json()).toMatchObject({ precio: 5000, activo: false, stock: 10 });

    expect((await call(admin, 'DELETE', `/api/productos/${first.id}`)).statusCode).toBe(204);
    expect((await crear({ nombre: 'Nuevo', precio: 1, codigo: esmalte.codigo })).stock).toBe(0);
  });

  it('erases a product without moves, archives one with moves (its history stays)', async () => {
    const sinMovs = await crear({ nombre: 'Sin movimientos', precio: 1 });
    const conMovs = await crear({ nombre: 'Con movimientos', precio: 1, stock: 2 });
    expect((await call(admin, 'DELETE', `/api/productos/${sinMovs.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/productos/${conMovs.id}`)).statusCode).toBe(204);
    const rows = await t.testDb.db.selectFrom('productos').select(['id', 'archived_at']).execute();
    expect(rows).toEqual([{ id: conMovs.id, archived_at: expect.any(String) }]);
    expect((await call(admin, 'GET', '/api/productos')).json()).toEqual([]);
    // Its history still reads; no new move.
    const historia = await call(admin, 'GET', `/api/productos/${conMovs.id}/movimientos`);
    expect((historia.json() as { movimientos: unknown[] }).movimientos).toHaveLength(1);
    const mov = await call(admin, 'POST', `/api/productos/${conMovs.id}/movimientos`, { tipo: 'Compra', cantidad: 1 });
    expect(mov.statusCode).toBe(404);
    const audit = await t.testDb.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'productos')
      .where('action', 'in', ['eliminar', 'archivar'])
      .where('entity_id', 'in', [String(sinMovs.id), String(conMovs.id)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'eliminar', entity_id: String(sinMovs.id) },
      { action: 'archivar', entity_id: String(conMovs.id) },
    ]);
  });

  it('imports a CSV (a known code updates, never its stock) and exports the Excel with the CSV columns', async () => {
    const { id } = await crear(esmalte);
    const csv = [
      'nombre;marca;categoria;codigo;precio;costo;stock;stock_minimo;activo',
      `Esmalte rojo;Masglo;Uñas;${esmalte.codigo};4800,00;2200;99;4;si`,
      'Crema de manos;Dermaglós;Cuidado;A-1;3.500,50;;6;2;no',
    ].join('\n');
    const { payload, headers } = multipartFile(csv);
    const upload = (p: Buffer, h: Record<string, string>, cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/productos/importar', payload: p, headers: { ...h, cookie } });
    expect((await upload(payload, headers, staff)).statusCode).toBe(403);
    const res = await upload(payload, headers, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ agregados: 1, actualizados: 1 });
    const lista = (await call(admin, 'GET', '/api/productos')).json() as Record<string, unknown>[];
    expect(lista).toEqual([
      expect.objectContaining({ nombre: 'Crema de manos', precio: 3500.5, costo: null, stock: 6, activo: false }),
      expect.objectContaining({ id, nombre: 'Esmalte rojo', precio: 4800, costo: 2200, stock: 10, stockMinimo: 4 }),
    ]);
    const bad = multipartFile('nombre,precio,codigo\nUno,-1,X\nDos,2,Y\nTres,3,Y\n');
    const refused = await upload(bad.payload, bad.headers, admin);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { lineas: { linea: number }[] }).lineas.map((l) => l.linea)).toEqual([2]);

    const excel = await call(admin, 'GET', '/api/productos/excel');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toContain('productos.xlsx');
    const sheet = sheetOf(await readXlsx(excel.rawPayload), 'Productos');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'nombre',
      'marca',
      'categoria',
      'codigo',
      'precio',
      'costo',
      'stock',
      'stock_minimo',
      'activo',
    ]);
    expect(rowCells(sheet, 3).map((c) => c.value)).toEqual([
      'Esmalte rojo',
      'Masglo',
      'Uñas',
      esmalte.codigo,
      4800,
      2200,
      10,
      4,
      'si',
    ]);
  });
});
