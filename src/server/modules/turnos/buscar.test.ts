import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { withStaffApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const CORTA = 'Escribí al menos 2 letras o números para buscar.';

describe.each(testDialects)('GET /api/turnos/buscar on %s', (dialect) => {
  const staff = withStaffApp(dialect, ['turnos']);
  const { call } = staff;
  let ids: { maria: number; josefina: number; nunez: number; empleada: number; servicio: number };

  const post = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json() as { id: number };
  };
  const book = (idCliente: number, fecha: string, hora = '10:00', over: Record<string, unknown> = {}) =>
    post('/api/turnos', {
      idCliente,
      idEmpleado: ids.empleada,
      idServicio: ids.servicio,
      fecha,
      hora,
      duracion: 30,
      costo: 15000,
      estado: 'Pagado',
      montoAbonado: null,
      ...over,
    });
  const buscar = async (q: string) => {
    const res = await call('GET', `/api/turnos/buscar?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return res.json() as { turnos: Turno[]; hayMas: boolean };
  };
  const clientesDe = async (q: string) => [...new Set((await buscar(q)).turnos.map((t) => t.clienteNombre))].sort();

  beforeAll(async () => {
    ids = {
      maria: (await post('/api/clientes', { nombre: 'María José', apellido: 'Gómez', telefono: '11 5555-1234' })).id,
      josefina: (await post('/api/clientes', { nombre: 'Josefina', apellido: 'Paz', telefono: '(011) 4444-9876' })).id,
      nunez: (await post('/api/clientes', { nombre: 'ÁNGELA', apellido: 'Núñez', telefono: '' })).id,
      empleada: (await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' })).id,
      servicio: (
        await post('/api/servicios-base', {
          categoria: 'Manos',
          descripcion: 'Esmaltado semipermanente',
          nombre: 'Semi',
          precio: 15000,
          duracionSugerida: 30,
        })
      ).id,
    };
  });

  it('answers 401 without a session', async () => {
    const res = await staff.t.app.inject({ method: 'GET', url: '/api/turnos/buscar?q=maria' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
  });

  it('finds a client by part of the name, accents and case aside, in any order of the words', async () => {
    await book(ids.maria, '2026-11-20');
    await book(ids.josefina, '2026-11-21');
    await book(ids.nunez, '2026-11-22');
    expect(await clientesDe('maria')).toEqual(['María José Gómez']);
    expect(await clientesDe('  GÓMEZ   mar ')).toEqual(['María José Gómez']);
    expect(await clientesDe('jose')).toEqual(['Josefina Paz', 'María José Gómez']);
    expect(await clientesDe('angela nunez')).toEqual(['ÁNGELA Núñez']);
    expect(await clientesDe('Núñez')).toEqual(['ÁNGELA Núñez']);
    // 'paz' is also the employee's surname: only clients are searched.
    expect(await clientesDe('paz')).toEqual(['Josefina Paz']);
  });

  it('finds a client by the digits of the phone, however they are spaced', async () => {
    await book(ids.maria, '2026-11-20');
    await book(ids.josefina, '2026-11-21');
    await book(ids.nunez, '2026-11-22');
    for (const q of ['5555 1234', '1155551234', '11 5555-1234', '555-512', '(11) 5555 1234']) {
      expect(await clientesDe(q), q).toEqual(['María José Gómez']);
    }
    expect(await clientesDe('011 4444 9876')).toEqual(['Josefina Paz']);
    // Copied from WhatsApp, the number comes wrapped in invisible direction marks.
    expect(await clientesDe('\u202a+54 9 11 5555-1234\u202c')).toEqual(['María José Gómez']);
    expect(await clientesDe('\u202a11 5555-1234\u202c')).toEqual(['María José Gómez']);
    // The whole number as people dial it: trunk 0 and the 15 of local dialling.
    expect(await clientesDe('011 15 5555-1234')).toEqual(['María José Gómez']);
    expect(await clientesDe('+54 9 11 4444-9876')).toEqual(['Josefina Paz']);
    // A name and a phone together must both fit the same client.
    expect(await clientesDe('maria 1234')).toEqual(['María José Gómez']);
    expect(await clientesDe('josefina 1234')).toEqual([]);
    // Two digits alone would match most phones: they are looked for in the name only.
    expect(await clientesDe('55')).toEqual([]);
  });

  it('lists past and upcoming appointments newest first, each as the day list has it', async () => {
    const a = await book(ids.maria, '2025-03-10', '09:00');
    const b = await book(ids.maria, '2031-07-01', '18:00', { estado: 'Debe', asistencia: 'Canceló' });
    const c = await book(ids.maria, '2026-11-20', '10:00');
    const d = await book(ids.maria, '2026-11-20', '16:30', { estado: 'Pago parcial', montoAbonado: 5000 });
    await book(ids.josefina, '2026-11-20', '12:00');
    const { turnos, hayMas } = await buscar('gomez');
    expect(turnos.map((t) => t.id)).toEqual([b.id, d.id, c.id, a.id]);
    expect(hayMas).toBe(false);
    const day = (await call('GET', '/api/turnos?fecha=2026-11-20')).json() as Turno[];
    expect(turnos[1]).toEqual(day.find((t) => t.id === d.id));
    expect(turnos[0]).toMatchObject({ fecha: '2031-07-01', estado: 'Debe', asistencia: 'Canceló' });
  });

  it('keeps finding the appointments of a client archived since', async () => {
    const cliente = await post('/api/clientes', { nombre: 'Ofelia', apellido: 'Archivada', telefono: '11 7777-0000' });
    await book(cliente.id, '2026-10-01');
    expect((await call('DELETE', `/api/clientes/${cliente.id}`)).statusCode).toBeLessThan(300);
    expect(await clientesDe('ofelia')).toEqual(['Ofelia Archivada']);
    expect(await clientesDe('7777 0000')).toEqual(['Ofelia Archivada']);
  });

  it('shows at most 50, the newest, and says there are more', async () => {
    // 52 days in a row from 2026-01-01, one appointment each.
    const fechas = Array.from({ length: 52 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    for (const fecha of fechas) await book(ids.josefina, fecha);
    const { turnos, hayMas } = await buscar('josefina');
    expect(turnos).toHaveLength(50);
    expect(hayMas).toBe(true);
    expect(turnos.map((t) => t.fecha)).toEqual(fechas.slice(2).reverse());
    // Exactly 50: none left out.
    await staff.t.testDb.db.deleteFrom('turnos').where('fecha', 'in', fechas.slice(0, 2)).execute();
    expect(await buscar('josefina')).toMatchObject({ hayMas: false });
    expect((await buscar('josefina')).turnos).toHaveLength(50);
  });

  it('keeps newest first and the limit when the search names hundreds of clients', async () => {
    const db = staff.t.testDb.db;
    const now = new Date().toISOString();
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      nombre: `Serie${String(i).padStart(4, '0')}`,
      apellido: 'Muchos',
      telefono: null,
      email: null,
      archived_at: null,
      created_at: now,
      updated_at: now,
    }));
    const clientes: number[] = [];
    for (let i = 0; i < rows.length; i += 200) {
      const inserted = await db
        .insertInto('clientes')
        .values(rows.slice(i, i + 200))
        .returning('id')
        .execute();
      clientes.push(...inserted.map((r) => r.id));
    }
    // The first client's appointments are the oldest, the last one's the newest: the newest 50
    // come from different groups of clients.
    const turno = (idCliente: number, fecha: string) => ({
      id_cliente: idCliente,
      id_empleado: ids.empleada,
      id_servicio: ids.servicio,
      fecha,
      hora: '10:00',
      duracion: 30,
      costo_cents: 100000,
      estado: 'Pagado',
      monto_abonado_cents: null,
      asistencia: 'Pendiente',
      created_at: now,
      updated_at: now,
    });
    const first = clientes[0] ?? 0;
    const middle = clientes[700] ?? 0;
    const last = clientes[1199] ?? 0;
    await db
      .insertInto('turnos')
      .values([
        ...Array.from({ length: 30 }, (_, i) => turno(first, `2026-01-${String(i + 1).padStart(2, '0')}`)),
        ...Array.from({ length: 30 }, (_, i) => turno(middle, `2026-02-${String(i + 1).padStart(2, '0')}`)),
        turno(last, '2027-01-01'),
      ])
      .execute();
    const { turnos, hayMas } = await buscar('muchos');
    expect(hayMas).toBe(true);
    expect(turnos).toHaveLength(50);
    expect(turnos[0]).toMatchObject({ fecha: '2027-01-01', clienteNombre: 'Serie1199 Muchos' });
    expect(turnos.slice(1, 29).every((t) => t.fecha.startsWith('2026-02'))).toBe(true);
    expect(turnos[49]?.fecha).toBe('2026-01-12');
    expect(turnos.map((t) => t.fecha)).toEqual(
      turnos
        .map((t) => t.fecha)
        .sort()
        .reverse(),
    );
  });

  it('answers an empty list when nothing matches', async () => {
    await book(ids.maria, '2026-11-20');
    expect(await buscar('zzz')).toEqual({ turnos: [], hayMas: false });
    expect(await buscar('9999 9999')).toEqual({ turnos: [], hayMas: false });
  });

  it.each([
    ['', CORTA],
    ['a', CORTA],
    ['  m  ', CORTA],
    ['- .', CORTA],
    ['x'.repeat(101), 'La búsqueda admite hasta 100 caracteres.'],
  ])('refuses %j with a Spanish 400', async (q, error) => {
    const res = await call('GET', `/api/turnos/buscar?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: 'dato_invalido' });
  });

  it('refuses a missing or repeated q with the same message', async () => {
    for (const url of ['/api/turnos/buscar', '/api/turnos/buscar?q=ana&q=bea']) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: CORTA, code: 'dato_invalido' });
    }
  });

  it('takes two letters, and a hundred characters once trimmed', async () => {
    await book(ids.maria, '2026-11-20');
    expect(await clientesDe('mA')).toEqual(['María José Gómez']);
    expect((await buscar(`  ${'x'.repeat(100)}  `)).turnos).toEqual([]);
  });
});
