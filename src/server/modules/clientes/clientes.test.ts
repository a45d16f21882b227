import { describe, expect, it } from 'vitest';
import { BOM } from '#shared/domain/csv.ts';
import { messages } from '#shared/messages.ts';
import { insertTurnoFor, multipartFile } from '#server/testing/fixtures.ts';
import { withStaffApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const valid = { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234', email: 'ana@correo.com.ar' };

describe.each(testDialects)('/api/clientes on %s', (dialect) => {
  const staff = withStaffApp(dialect, ['turnos', 'clientes']);
  const { call } = staff;
  const list = async () => (await call('GET', '/api/clientes')).json() as Record<string, unknown>[];
  const upload = (content: string) => {
    const { payload, headers } = multipartFile(content);
    return staff.t.app.inject({
      method: 'POST',
      url: '/api/clientes/importar',
      payload,
      headers: { ...headers, cookie: staff.cookie },
    });
  };

  it('answers 401 on every call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/clientes'],
      ['POST', '/api/clientes'],
      ['PUT', '/api/clientes/1'],
      ['DELETE', '/api/clientes/1'],
      ['POST', '/api/clientes/importar'],
    ] as const) {
      const res = await staff.t.app.inject({ method, url, payload: method === 'GET' ? undefined : valid });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    }
  });

  it('answers the created client with its id; apellido and email are optional', async () => {
    const res = await call('POST', '/api/clientes', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), ...valid });
    const bare = await call('POST', '/api/clientes', { nombre: 'Sofía', telefono: '+54 9 341 555-0000' });
    expect(bare.json()).toEqual({
      id: expect.any(Number),
      nombre: 'Sofía',
      apellido: '',
      telefono: '+54 9 341 555-0000',
      email: '',
    });
    expect((await list()).map((c) => c.nombre)).toEqual(['Ana', 'Sofía']);
  });

  it("takes a client with only a name (the agenda's quick-create, spec section 5)", async () => {
    for (const body of [{ nombre: 'Paseante' }, { nombre: 'Otra', telefono: '' }, { nombre: 'Nula', telefono: null }]) {
      const res = await call('POST', '/api/clientes', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(201);
      expect(res.json()).toMatchObject({ nombre: body.nombre, telefono: '' });
    }
  });

  it.each([
    [{ ...valid, nombre: ' ' }, 'El nombre es obligatorio.'],
    [
      { ...valid, telefono: 'llamar a la tarde' },
      'El teléfono no es válido: usá números (entre 6 y 20), espacios, guiones o +.',
    ],
    [{ ...valid, telefono: '1234' }, 'El teléfono no es válido: usá números (entre 6 y 20), espacios, guiones o +.'],
    [{ ...valid, email: 'ana@@correo' }, 'El email no es válido.'],
  ])('refuses %j with its message', async (body, error) => {
    const res = await call('POST', '/api/clientes', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: 'dato_invalido' });
  });

  it('edits a client; unknown ids are 404', async () => {
    const { id } = (await call('POST', '/api/clientes', valid)).json() as { id: number };
    const res = await call('PUT', `/api/clientes/${id}`, { ...valid, email: '', apellido: 'López Paz' });
    expect(res.json()).toEqual({ id, ...valid, email: '', apellido: 'López Paz' });
    const missing = await call('PUT', '/api/clientes/777777', valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Cliente no encontrado.', code: 'cliente_no_encontrado' });
  });

  it('deletes a client without history, archives one with appointments', async () => {
    const a = (await call('POST', '/api/clientes', valid)).json() as { id: number };
    const b = (await call('POST', '/api/clientes', { ...valid, nombre: 'Bea' })).json() as { id: number };
    await insertTurnoFor(staff.t.testDb.db, { idCliente: b.id });
    expect((await call('DELETE', `/api/clientes/${a.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/clientes/${b.id}`)).statusCode).toBe(204);
    const rows = await staff.t.testDb.db.selectFrom('clientes').select(['id', 'archived_at']).execute();
    expect(rows.map((r) => [r.id, r.archived_at !== null])).toEqual([[b.id, true]]);
    expect(await list()).toEqual([]);
    expect((await call('DELETE', `/api/clientes/${b.id}`)).statusCode).toBe(404);
  });

  it('imports a clients file from Excel in Spanish; known clients are not repeated', async () => {
    await call('POST', '/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '1155551234' });
    const file =
      `${BOM}nombre;telefono;email\r\n` +
      `"Ana López";11 5555-1234;ana@correo.com.ar\r\n` +
      `"Pérez, María";'+54 9 11 4444-5555;\r\n` +
      `"Pérez, María";+54 9 11 4444-5555;maria@correo.com.ar\r\n` +
      `\r\n`;
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ agregados: 1, actualizados: 1 });
    expect(await list()).toEqual([
      { id: expect.any(Number), nombre: 'Ana', apellido: 'López', telefono: '1155551234', email: 'ana@correo.com.ar' },
      {
        id: expect.any(Number),
        nombre: 'Pérez, María',
        apellido: '',
        telefono: '+54 9 11 4444-5555',
        email: 'maria@correo.com.ar',
      },
    ]);
  });

  it('refuses an invalid id, an import without a file and one over 2 MB', async () => {
    expect((await call('PUT', '/api/clientes/abc', valid)).json()).toEqual({
      error: 'Identificador inválido.',
      code: 'dato_invalido',
    });
    expect((await call('DELETE', '/api/clientes/0')).statusCode).toBe(400);
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Seleccioná un archivo CSV.', code: 'csv_sin_archivo' });
    const big = await upload(
      `nombre,telefono,email\n${'Cliente de prueba,1155550000,prueba@correo.com.ar\n'.repeat(50_000)}`,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'El archivo supera el máximo de 2 MB.', code: 'csv_demasiado_grande' });
    expect(await list()).toEqual([]);
  });

  it('imports nothing when a line is bad', async () => {
    const res = await upload('nombre,telefono,email\nBuena,1155550000,\nMal teléfono,1234,\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'El archivo tiene 1 línea con errores. No se importó nada: corregila y volvé a intentar.',
      code: 'importacion_con_errores',
      lineas: [{ linea: 3, motivo: 'El teléfono no es válido: usá números (entre 6 y 20), espacios, guiones o +.' }],
      totalLineasConError: 1,
    });
    expect(await list()).toEqual([]);
  });
});
