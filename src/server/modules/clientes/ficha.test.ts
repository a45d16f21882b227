import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { fichaMessages, type Duplicado, type Ficha, type Nota } from '#shared/schemas/cliente.ts';
import type { Reporte, TurnosPagina } from '#shared/schemas/reportes.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { CLIENTE_BORRADO } from './ficha.ts';
import { clienteNotFound } from './repository.ts';

/**
 * Issue 20: the client file. The centre's clock is controlled: 13:00 UTC on 2026-11-24 is 10:00
 * in Buenos Aires, so an appointment at 09:30 that day is past and one at 10:30 is to come.
 */
const NOW = Date.parse('2026-11-24T13:00:00Z');

describe.each(testDialects)('the client file on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let empleado: number;
  let esmaltado: number;
  let lifting: number;
  const stamp = new Date(NOW).toISOString();

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const ok = async <T>(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await call(cookie, method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const nuevoCliente = async (body: object) => (await ok<{ id: number }>(admin, 'POST', '/api/clientes', body)).id;

  interface Fila {
    cliente: number;
    servicio?: number;
    fecha: string;
    hora: string;
    costo: number;
    estado: string;
    monto?: number | null;
    asistencia?: string;
  }
  /** Appointments straight into the table, each with its payment entry as the app writes them. */
  const insert = async (filas: readonly Fila[]) => {
    for (const f of filas) {
      const { id } = await t.testDb.db
        .insertInto('turnos')
        .values({
          id_cliente: f.cliente,
          id_empleado: empleado,
          id_servicio: f.servicio ?? esmaltado,
          fecha: f.fecha,
          hora: f.hora,
          duracion: 30,
          costo_cents: f.costo,
          estado: f.estado,
          monto_abonado_cents: f.monto ?? null,
          asistencia: f.asistencia ?? 'Pendiente',
          medio_pago: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const pagado = f.estado === 'Pagado' ? f.costo : (f.monto ?? 0);
      if (pagado !== 0) {
        await t.testDb.db
          .insertInto('pagos')
          .values({
            id_turno: id,
            id_cliente: f.cliente,
            fecha: f.fecha,
            hora: f.hora,
            registrado_at: stamp,
            monto_cents: pagado,
            medio_pago: 'Efectivo',
            descripcion: `Esmaltado · Marisa Paseante · turno del ${f.fecha} ${f.hora}`,
            id_usuario: null,
          })
          .execute();
      }
    }
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('dueña');
    staff = await t.loginAs('recepcion', 'staff');
    empleado = (await ok<{ id: number }>(admin, 'POST', '/api/empleados', { nombre: 'Lucía', apellido: 'Paz' })).id;
    const servicio = async (descripcion: string) =>
      (
        await ok<{ id: number }>(admin, 'POST', '/api/servicios-base', {
          categoria: 'Manos',
          descripcion,
          precio: 1,
          duracionSugerida: 30,
        })
      ).id;
    esmaltado = await servicio('Esmaltado');
    lifting = await servicio('Lifting de pestañas');
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    for (const table of ['pagos', 'clientes_notas', 'turnos', 'audit_log'] as const) {
      await t.testDb.db.deleteFrom(table).execute();
    }
    await t.testDb.db.updateTable('clientes').set({ fusionado_en: null }).execute();
    await t.testDb.db.deleteFrom('clientes').execute();
  });

  it('answers 401 without a session, and 403 to staff for merging and erasing', async () => {
    const id = await nuevoCliente({ nombre: 'Ana', telefono: '11 5555-1234' });
    for (const [method, url] of [
      ['GET', `/api/clientes/${id}/ficha`],
      ['GET', `/api/clientes/${id}/turnos`],
      ['GET', `/api/clientes/${id}/notas`],
      ['POST', `/api/clientes/${id}/notas`],
      ['PUT', `/api/clientes/${id}/notas/1`],
      ['DELETE', `/api/clientes/${id}/notas/1`],
      ['GET', '/api/clientes/duplicados'],
      ['POST', `/api/clientes/${id}/fusionar`],
      ['POST', `/api/clientes/${id}/borrar-datos`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const otro = await nuevoCliente({ nombre: 'Ana', telefono: '1155551234' });
    for (const [url, body] of [
      [`/api/clientes/${id}/fusionar`, { idDuplicado: otro }],
      [`/api/clientes/${id}/borrar-datos`, undefined],
    ] as const) {
      const res = await call(staff, 'POST', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: messages.forbidden, code: 'sin_permiso' });
    }
    expect((await ok<{ id: number }[]>(admin, 'GET', '/api/clientes')).map((c) => c.id)).toEqual([id, otro]);
  });

  it("adds up the file's figures (worked numbers)", async () => {
    const marisa = await nuevoCliente({ nombre: 'Marisa', apellido: 'Paseante', telefono: '11 5555-1234' });
    const otra = await nuevoCliente({ nombre: 'Otra', telefono: '11 4444-0000' });
    await insert([
      // Visits: attended, or not marked, and past.
      { cliente: marisa, fecha: '2026-10-01', hora: '10:00', costo: 100000, estado: 'Pagado', asistencia: 'Asistió' },
      { cliente: marisa, fecha: '2026-10-15', hora: '10:00', costo: 100000, estado: 'Pago parcial', monto: 40000 },
      { cliente: marisa, servicio: lifting, fecha: '2026-11-24', hora: '09:30', costo: 300000, estado: 'Pagado' },
      // Missed and cancelled: no visit, no debt.
      {
        cliente: marisa,
        servicio: lifting,
        fecha: '2026-11-04',
        hora: '11:00',
        costo: 300000,
        estado: 'Debe',
        asistencia: 'No vino',
      },
      { cliente: marisa, fecha: '2026-11-10', hora: '09:00', costo: 100000, estado: 'Debe', asistencia: 'Canceló' },
      // To come: their debt is 'A cobrar', not overdue.
      { cliente: marisa, fecha: '2026-11-24', hora: '10:30', costo: 100000, estado: 'Debe' },
      {
        cliente: marisa,
        servicio: lifting,
        fecha: '2026-12-01',
        hora: '15:00',
        costo: 300000,
        estado: 'Pago parcial',
        monto: 50000,
      },
      // Someone else's appointment counts for nobody here.
      { cliente: otra, fecha: '2026-10-02', hora: '10:00', costo: 999900, estado: 'Debe' },
    ]);
    const ficha = await ok<Ficha>(staff, 'GET', `/api/clientes/${marisa}/ficha`);
    expect(ficha.cliente).toEqual({
      id: marisa,
      nombre: 'Marisa',
      apellido: 'Paseante',
      telefono: '11 5555-1234',
      email: '',
      archivado: false,
      fusionadoEn: null,
      datosBorrados: false,
    });
    expect(ficha.cifras).toEqual({
      visitas: 3,
      totalPagado: 4900, // 1,000 + 400 + 3,000 + 500
      deudaVencida: 600, // the partial payment of 15 October
      aCobrar: 3500, // 1,000 today at 10:30 + 2,500 on 1 December
      saldoTickets: 0,
      noVino: 1,
      ultimoNoVino: '2026-11-04',
      cancelo: 1,
      ultimaCancelacion: '2026-11-10',
      ultimaVisita: '2026-11-24',
      proximoTurno: { fecha: '2026-11-24', hora: '10:30' },
      servicioFrecuente: { nombre: 'Esmaltado', veces: 2 }, // of the visits: 1 and 15 October
      diasEntreVisitas: 27, // 1 October to 24 November is 54 days, over two gaps
    });

    const nueva = await nuevoCliente({ nombre: 'Nueva' });
    expect((await ok<Ficha>(staff, 'GET', `/api/clientes/${nueva}/ficha`)).cifras).toEqual({
      visitas: 0,
      totalPagado: 0,
      deudaVencida: 0,
      aCobrar: 0,
      saldoTickets: 0,
      noVino: 0,
      ultimoNoVino: null,
      cancelo: 0,
      ultimaCancelacion: null,
      ultimaVisita: null,
      proximoTurno: null,
      servicioFrecuente: null,
      diasEntreVisitas: null,
    });
    const missing = await call(staff, 'GET', '/api/clientes/999999/ficha');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: clienteNotFound, code: 'cliente_no_encontrado' });
  });

  it("pages the client's appointments newest first", async () => {
    const id = await nuevoCliente({ nombre: 'Clara' });
    await insert(
      Array.from({ length: 25 }, (_, i) => ({
        cliente: id,
        fecha: `2026-10-${String(i + 1).padStart(2, '0')}`,
        hora: '10:00',
        costo: 100000,
        estado: 'Debe',
      })),
    );
    const first = await ok<TurnosPagina>(staff, 'GET', `/api/clientes/${id}/turnos`);
    expect(first.total).toBe(25);
    expect(first.porPagina).toBe(20);
    expect(first.turnos).toHaveLength(20);
    expect(first.turnos[0]).toMatchObject({ fecha: '2026-10-25', clienteNombre: 'Clara', servicioNombre: 'Esmaltado' });
    const second = await ok<TurnosPagina>(staff, 'GET', `/api/clientes/${id}/turnos?pagina=2`);
    expect(second.turnos.map((x) => x.fecha)).toEqual([
      '2026-10-05',
      '2026-10-04',
      '2026-10-03',
      '2026-10-02',
      '2026-10-01',
    ]);
    const bad = await call(staff, 'GET', `/api/clientes/${id}/turnos?pagina=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: fichaMessages.pagina, code: 'dato_invalido' });
  });

  it('keeps notes with their author, pinned ones first, and audits every change', async () => {
    const id = await nuevoCliente({ nombre: 'Marisa' });
    const otra = await nuevoCliente({ nombre: 'Otra' });
    const vieja = await ok<Nota>(staff, 'POST', `/api/clientes/${id}/notas`, { texto: 'Curva C, 11 mm.' });
    expect(vieja).toMatchObject({ idCliente: id, texto: 'Curva C, 11 mm.', fijada: false, autor: 'recepcion' });
    const alergia = await ok<Nota>(admin, 'POST', `/api/clientes/${id}/notas`, {
      texto: '  Alergia al pegamento de cianoacrilato.  ',
      fijada: true,
    });
    expect(alergia).toMatchObject({ texto: 'Alergia al pegamento de cianoacrilato.', fijada: true, autor: 'dueña' });
    const nueva = await ok<Nota>(staff, 'POST', `/api/clientes/${id}/notas`, { texto: 'Prefiere los martes.' });
    const list = async () => (await ok<Nota[]>(staff, 'GET', `/api/clientes/${id}/notas`)).map((n) => n.id);
    expect(await list()).toEqual([alergia.id, nueva.id, vieja.id]);

    const editada = await ok<Nota>(staff, 'PUT', `/api/clientes/${id}/notas/${vieja.id}`, {
      texto: 'Curva D, 12 mm.',
      fijada: true,
    });
    expect(editada).toMatchObject({ texto: 'Curva D, 12 mm.', fijada: true });
    // Both pinned now: among them, as among the rest, the newest written first.
    expect(await list()).toEqual([alergia.id, vieja.id, nueva.id]);

    // Another client's note is not reachable through this client, and bad input changes nothing.
    const ajena = await call(staff, 'DELETE', `/api/clientes/${otra}/notas/${vieja.id}`);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json()).toEqual({ error: fichaMessages.notaNoEncontrada, code: 'nota_no_encontrada' });
    const vacia = await call(staff, 'POST', `/api/clientes/${id}/notas`, { texto: '   ' });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.json()).toEqual({ error: fichaMessages.nota, code: 'dato_invalido' });
    const sinCliente = await call(staff, 'POST', '/api/clientes/999999/notas', { texto: 'x' });
    expect(sinCliente.statusCode).toBe(404);

    expect((await call(staff, 'DELETE', `/api/clientes/${id}/notas/${nueva.id}`)).statusCode).toBe(204);
    expect(await list()).toEqual([alergia.id, vieja.id]);
    const audit = await t.testDb.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'clientes_notas')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['crear', 'crear', 'crear', 'editar', 'eliminar']);
  });

  it('merges a duplicate in one transaction: appointments, payments and notes move; the duplicate is archived', async () => {
    const marisa = await nuevoCliente({ nombre: 'Marisa', apellido: 'Paseante' });
    const dup = await nuevoCliente({
      nombre: 'Marisa',
      apellido: 'P.',
      telefono: '11 5555-1234',
      email: 'm@correo.com',
    });
    await insert([
      { cliente: marisa, fecha: '2026-10-01', hora: '10:00', costo: 100000, estado: 'Pagado' },
      { cliente: dup, fecha: '2026-10-08', hora: '10:00', costo: 100000, estado: 'Pago parcial', monto: 30000 },
      { cliente: dup, fecha: '2026-12-01', hora: '10:00', costo: 100000, estado: 'Debe' },
    ]);
    await ok<Nota>(staff, 'POST', `/api/clientes/${dup}/notas`, { texto: 'Alergia al látex.', fijada: true });
    const reporte = () => ok<Reporte>(admin, 'GET', '/api/reportes?desde=2026-10-01&hasta=2026-12-31');
    const antes = await reporte();

    const self = await call(admin, 'POST', `/api/clientes/${marisa}/fusionar`, { idDuplicado: marisa });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: fichaMessages.fusionMismo, code: 'fusion_mismo_cliente' });
    const unknown = await call(admin, 'POST', `/api/clientes/${marisa}/fusionar`, { idDuplicado: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: clienteNotFound, code: 'cliente_no_encontrado' });
    for (const idDuplicado of ['x', 0, 1.5, 3_000_000_000]) {
      const bad = await call(admin, 'POST', `/api/clientes/${marisa}/fusionar`, { idDuplicado });
      expect(bad.statusCode, String(idDuplicado)).toBe(400);
      expect(bad.json()).toEqual({ error: fichaMessages.fusionDuplicado, code: 'dato_invalido' });
    }
    expect(await t.testDb.db.selectFrom('turnos').select('id').where('id_cliente', '=', dup).execute()).toHaveLength(2);

    const merged = await ok<{ telefono: string; email: string; apellido: string }>(
      admin,
      'POST',
      `/api/clientes/${marisa}/fusionar`,
      { idDuplicado: dup },
    );
    // What the client lacked comes from the duplicate; what it had stays.
    expect(merged).toMatchObject({ apellido: 'Paseante', telefono: '11 5555-1234', email: 'm@correo.com' });
    const ficha = await ok<Ficha>(staff, 'GET', `/api/clientes/${marisa}/ficha`);
    expect(ficha.cifras).toMatchObject({ visitas: 2, totalPagado: 1300, deudaVencida: 700, aCobrar: 1000 });
    expect((await ok<Nota[]>(staff, 'GET', `/api/clientes/${marisa}/notas`)).map((n) => n.texto)).toEqual([
      'Alergia al látex.',
    ]);
    const pagosDup = await t.testDb.db.selectFrom('pagos').select('id').where('id_cliente', '=', dup).execute();
    expect(pagosDup).toHaveLength(0);
    const dupFicha = await ok<Ficha>(staff, 'GET', `/api/clientes/${dup}/ficha`);
    expect(dupFicha.cliente).toMatchObject({ archivado: true, fusionadoEn: marisa });
    expect(dupFicha.cifras.visitas).toBe(0);
    expect((await ok<{ id: number }[]>(staff, 'GET', '/api/clientes')).map((c) => c.id)).toEqual([marisa]);
    // The centre's totals do not change: the same appointments, another client.
    expect(await reporte()).toEqual(antes);
    const again = await call(admin, 'POST', `/api/clientes/${marisa}/fusionar`, { idDuplicado: dup });
    expect(again.statusCode).toBe(404);
    // The merged one takes no notes: they belong in the file that replaced it.
    const nota = await call(staff, 'POST', `/api/clientes/${dup}/notas`, { texto: 'x' });
    expect(nota.statusCode).toBe(409);
    expect(nota.json()).toEqual({ error: fichaMessages.fusionado, code: 'CLIENTE_FUSIONADO' });
    const audit = await t.testDb.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'fusionar')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(marisa));
    expect(JSON.parse(audit.after ?? '')).toMatchObject({ movidos: { turnos: 2, pagos: 1, notas: 1 } });
  });

  it('archives, rather than deletes, a client a duplicate was merged into', async () => {
    const ana = await nuevoCliente({ nombre: 'Ana' });
    const dup = await nuevoCliente({ nombre: 'Ana', telefono: '11 5555-1234' });
    await ok<Nota>(staff, 'POST', `/api/clientes/${dup}/notas`, { texto: 'Curva C.' });
    await ok(admin, 'POST', `/api/clientes/${ana}/fusionar`, { idDuplicado: dup });
    expect((await call(staff, 'DELETE', `/api/clientes/${ana}`)).statusCode).toBe(204);
    const ficha = await ok<Ficha>(staff, 'GET', `/api/clientes/${ana}/ficha`);
    expect(ficha.cliente.archivado).toBe(true);
  });

  it("erases a client's personal data on request and keeps every money total", async () => {
    const id = await nuevoCliente({
      nombre: 'Marisa',
      apellido: 'Paseante',
      telefono: '11 5555-1234',
      email: 'marisa@correo.com',
    });
    await insert([
      { cliente: id, fecha: '2026-10-01', hora: '10:00', costo: 100000, estado: 'Pagado' },
      { cliente: id, fecha: '2026-10-08', hora: '10:00', costo: 100000, estado: 'Pago parcial', monto: 30000 },
    ]);
    // Through the API too, so the audit log holds the client's name in an appointment's copy.
    const turno = await ok<{ id: number }>(admin, 'POST', '/api/turnos', {
      idCliente: id,
      idEmpleado: empleado,
      idServicio: esmaltado,
      fecha: '2026-11-20',
      hora: '12:00',
      duracion: 30,
      costo: 2000,
      estado: 'Pagado',
    });
    expect((await call(admin, 'DELETE', `/api/turnos/${turno.id}`)).statusCode).toBe(204);
    await ok<Nota>(staff, 'POST', `/api/clientes/${id}/notas`, { texto: 'Alergia al látex.', fijada: true });
    // A note deleted before, and a duplicate merged into the client with its own data and history.
    const borrada = await ok<Nota>(staff, 'POST', `/api/clientes/${id}/notas`, { texto: 'Usa lentes de contacto.' });
    expect((await call(staff, 'DELETE', `/api/clientes/${id}/notas/${borrada.id}`)).statusCode).toBe(204);
    const dup = await nuevoCliente({
      nombre: 'Marisa',
      apellido: 'Pas.',
      telefono: '351 666-7777',
      email: 'mp@correo.com',
    });
    await insert([{ cliente: dup, fecha: '2026-10-20', hora: '10:00', costo: 50000, estado: 'Pagado' }]);
    await ok(admin, 'POST', `/api/clientes/${id}/fusionar`, { idDuplicado: dup });
    const reporte = () => ok<Reporte>(admin, 'GET', '/api/reportes?desde=2026-10-01&hasta=2026-11-30');
    const antes = await reporte();
    const fichaAntes = await ok<Ficha>(staff, 'GET', `/api/clientes/${id}/ficha`);

    const res = await ok<Ficha['cliente']>(admin, 'POST', `/api/clientes/${id}/borrar-datos`);
    expect(res).toEqual({
      id,
      nombre: CLIENTE_BORRADO,
      apellido: '',
      telefono: '',
      email: '',
      archivado: true,
      fusionadoEn: null,
      datosBorrados: true,
    });
    expect(await reporte()).toEqual(antes);
    const fichaDespues = await ok<Ficha>(staff, 'GET', `/api/clientes/${id}/ficha`);
    expect(fichaDespues.cifras).toEqual(fichaAntes.cifras);
    expect(await ok<Nota[]>(staff, 'GET', `/api/clientes/${id}/notas`)).toEqual([]);
    const turnos = await ok<TurnosPagina>(staff, 'GET', `/api/clientes/${id}/turnos`);
    expect(turnos.turnos.map((x) => x.clienteNombre)).toEqual([CLIENTE_BORRADO, CLIENTE_BORRADO, CLIENTE_BORRADO]);
    expect((await ok<Ficha>(staff, 'GET', `/api/clientes/${dup}/ficha`)).cliente).toMatchObject({
      nombre: CLIENTE_BORRADO,
      telefono: '',
      email: '',
      datosBorrados: true,
    });

    // Nothing of the person is left anywhere in the database but the erasure's own record.
    const db = t.testDb.db;
    const textos = [
      ...(await db.selectFrom('audit_log').select(['before', 'after']).execute()).flatMap((a) => [a.before, a.after]),
      ...(await db.selectFrom('pagos').select('descripcion').execute()).map((p) => p.descripcion),
      ...(await db.selectFrom('clientes').selectAll().execute()).map((c) => JSON.stringify(c)),
    ].join('\n');
    for (const dato of [
      'Marisa',
      'Paseante',
      'Pas.',
      '5555',
      '666',
      'marisa@correo.com',
      'mp@correo',
      'látex',
      'lentes',
    ]) {
      expect(textos, dato).not.toContain(dato);
    }
    const registro = await db.selectFrom('audit_log').selectAll().where('action', '=', 'borrar-datos').execute();
    expect(registro).toMatchObject([{ entity: 'clientes', entity_id: String(id) }]);

    const twice = await call(admin, 'POST', `/api/clientes/${id}/borrar-datos`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: fichaMessages.datosBorrados, code: 'cliente_datos_borrados' });
    const nota = await call(staff, 'POST', `/api/clientes/${id}/notas`, { texto: 'x' });
    expect(nota.statusCode).toBe(409);
  });

  it('points out likely duplicates: the same phone digits, or the same accent-blind name', async () => {
    const a = await nuevoCliente({ nombre: 'Marisa', apellido: 'Paseante', telefono: '11 5555-1234' });
    const b = await nuevoCliente({ nombre: 'Marisa', apellido: 'P.', telefono: '+54 9 11 5555-1234' });
    const c = await nuevoCliente({ nombre: 'José', apellido: 'Núñez' });
    const d = await nuevoCliente({ nombre: 'jose', apellido: 'NUNEZ ', telefono: '0351 15 456-7890' });
    await nuevoCliente({ nombre: 'Otra', apellido: 'Persona', telefono: '11 4444-0000' });
    // The same mobile dialled locally, with the trunk 0 and the 15.
    const e = await nuevoCliente({ nombre: 'Mari', telefono: '011 15 5555-1234' });
    const found = await ok<Duplicado[]>(staff, 'GET', '/api/clientes/duplicados');
    expect(found.map((g) => ({ motivo: g.motivo, ids: g.clientes.map((x) => x.id) }))).toEqual([
      { motivo: 'nombre', ids: [c, d] },
      { motivo: 'telefono', ids: [a, b, e] },
    ]);
  });
});
