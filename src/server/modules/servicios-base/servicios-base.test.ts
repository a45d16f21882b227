import { describe, expect, it } from 'vitest';
import { BOM } from '#shared/domain/csv.ts';
import { messages } from '#shared/messages.ts';
import { csvUploadMessages } from '#server/http/csv-upload.ts';
import { insertTurnoFor, multipartFile } from '#server/testing/fixtures.ts';
import { withStaffApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const valid = { categoria: 'Manos', descripcion: 'Esmaltado semipermanente', precio: 12500.5, duracionSugerida: 45 };

describe.each(testDialects)('/api/servicios-base on %s', (dialect) => {
  const staff = withStaffApp(dialect, ['turnos', 'servicios_base']);
  const { call } = staff;
  const upload = (content: string | Uint8Array, options?: Parameters<typeof multipartFile>[1]) => {
    const { payload, headers } = multipartFile(content, options);
    return staff.t.app.inject({
      method: 'POST',
      url: '/api/servicios-base/importar',
      payload,
      headers: { ...headers, cookie: staff.cookie },
    });
  };
  const list = async () => (await call('GET', '/api/servicios-base')).json() as Record<string, unknown>[];

  it('answers 401 on every call without a session', async () => {
    const calls = [
      ['GET', '/api/servicios-base'],
      ['POST', '/api/servicios-base'],
      ['PUT', '/api/servicios-base/1'],
      ['DELETE', '/api/servicios-base/1'],
      ['PUT', '/api/servicios-base/aumentar/10'],
      ['POST', '/api/servicios-base/importar'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await staff.t.app.inject({ method, url, payload: method === 'GET' ? undefined : valid });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    }
  });

  it('adds a service, answers it with its id, keeps the price in cents and records who did it', async () => {
    const res = await call('POST', '/api/servicios-base', { ...valid, nombre: '  Semi  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: number };
    expect(created).toEqual({
      id: expect.any(Number),
      ...valid,
      nombre: 'Semi',
      reservableOnline: true,
      repetirCadaDias: null,
      costoInsumos: null,
    });
    const row = await staff.t.testDb.db
      .selectFrom('servicios_base')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.precio_cents).toBe(1250050);
    const audit = await staff.t.testDb.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.user_id')
      .select(['users.username', 'action', 'entity', 'entity_id', 'after'])
      .where('entity', '=', 'servicios_base')
      .orderBy('audit_log.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ username: 'recepcion', action: 'crear', entity_id: String(created.id) });
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ precio: 12500.5 });
  });

  it('lists active services by category and description in Spanish order, name optional', async () => {
    for (const s of [
      { categoria: 'Pestañas', descripcion: 'Lifting', precio: 1, duracionSugerida: 60 },
      { categoria: 'cejas', descripcion: 'Perfilado', precio: 0, duracionSugerida: 30, nombre: null },
      { categoria: 'Cejas', descripcion: 'Laminado', precio: 2, duracionSugerida: 30, nombre: '' },
    ]) {
      expect((await call('POST', '/api/servicios-base', s)).statusCode).toBe(201);
    }
    expect((await list()).map((s) => `${String(s.categoria)}/${String(s.descripcion)}/${String(s.nombre)}`)).toEqual([
      'Cejas/Laminado/',
      'cejas/Perfilado/',
      'Pestañas/Lifting/',
    ]);
  });

  it.each([
    [{ ...valid, categoria: undefined }, 'La categoría es obligatoria.'],
    [{ ...valid, categoria: '   ' }, 'La categoría es obligatoria.'],
    [{ ...valid, descripcion: '' }, 'La descripción es obligatoria.'],
    [{ ...valid, precio: undefined }, 'El precio es obligatorio.'],
    [{ ...valid, precio: '100' }, 'El precio es obligatorio.'],
    [{ ...valid, precio: -1 }, 'El precio debe ser un número mayor o igual a 0.'],
    [{ ...valid, precio: 10.005 }, 'El precio admite hasta 2 decimales.'],
    [{ ...valid, duracionSugerida: undefined }, 'La duración es obligatoria.'],
    [{ ...valid, duracionSugerida: 0 }, 'La duración debe ser mayor a 0 minutos.'],
    [{ ...valid, duracionSugerida: 30.5 }, 'La duración debe ser un número entero de minutos.'],
    [{ ...valid, duracionSugerida: 721 }, 'La duración no puede superar 720 minutos.'],
    [{ ...valid, categoria: 'x'.repeat(61) }, 'La categoría admite hasta 60 caracteres.'],
  ])('refuses %j with its message', async (body, error) => {
    const res = await call('POST', '/api/servicios-base', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: 'dato_invalido' });
    expect(await list()).toEqual([]);
  });

  it('refuses a second service with the same category and description (409)', async () => {
    await call('POST', '/api/servicios-base', valid);
    const res = await call('POST', '/api/servicios-base', {
      ...valid,
      categoria: 'MANOS',
      descripcion: 'esmaltado  semipermanente',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Ya existe el servicio "esmaltado  semipermanente" en la categoría "MANOS".',
      code: 'servicio_duplicado',
    });
  });

  it('edits a service; an unknown or invalid id is refused', async () => {
    const { id } = (await call('POST', '/api/servicios-base', valid)).json() as { id: number };
    const res = await call('PUT', `/api/servicios-base/${id}`, { ...valid, precio: 15000, duracionSugerida: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      ...valid,
      precio: 15000,
      duracionSugerida: 60,
      nombre: '',
      reservableOnline: true,
      repetirCadaDias: null,
      costoInsumos: null,
    });
    expect((await call('PUT', '/api/servicios-base/999999', valid)).json()).toEqual({
      error: 'Servicio no encontrado.',
      code: 'servicio_no_encontrado',
    });
    expect((await call('PUT', '/api/servicios-base/999999', valid)).statusCode).toBe(404);
    const bad = await call('PUT', '/api/servicios-base/abc', valid);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Identificador inválido.', code: 'dato_invalido' });
    expect((await call('PUT', `/api/servicios-base/${id}`, { ...valid, precio: -3 })).statusCode).toBe(400);
  });

  it('deletes a service without history, archives one that appointments refer to', async () => {
    const a = (await call('POST', '/api/servicios-base', valid)).json() as { id: number };
    const b = (await call('POST', '/api/servicios-base', { ...valid, descripcion: 'Kapping' })).json() as {
      id: number;
    };
    const turno = await insertTurnoFor(staff.t.testDb.db, { idServicio: b.id });

    expect((await call('DELETE', `/api/servicios-base/${a.id}`)).statusCode).toBe(204);
    expect(
      await staff.t.testDb.db.selectFrom('servicios_base').select('id').where('id', '=', a.id).executeTakeFirst(),
    ).toBeUndefined();

    expect((await call('DELETE', `/api/servicios-base/${b.id}`)).statusCode).toBe(204);
    const archived = await staff.t.testDb.db
      .selectFrom('servicios_base')
      .selectAll()
      .where('id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(archived.archived_at).not.toBeNull();
    expect(archived.descripcion).toBe('Kapping');
    const kept = await staff.t.testDb.db
      .selectFrom('turnos')
      .select('id_servicio')
      .where('id', '=', turno)
      .executeTakeFirst();
    expect(kept?.id_servicio).toBe(b.id);
    expect(await list()).toEqual([]);

    // Gone from the catalogue: editing or deleting it again is a 404; its name can be used again.
    expect((await call('DELETE', `/api/servicios-base/${b.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/servicios-base/${b.id}`, valid)).statusCode).toBe(404);
    expect((await call('POST', '/api/servicios-base', { ...valid, descripcion: 'Kapping' })).statusCode).toBe(201);

    const actions = await staff.t.testDb.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'servicios_base')
      .where('action', 'in', ['eliminar', 'archivar'])
      .orderBy('id')
      .execute();
    expect(actions.slice(-2)).toEqual([
      { action: 'eliminar', entity_id: String(a.id) },
      { action: 'archivar', entity_id: String(b.id) },
    ]);
  });

  it('raises every active price by a percentage, half up to the cent, in one go', async () => {
    const prices = [10.05, 1000, 0, 99.99];
    for (const [i, precio] of prices.entries()) {
      await call('POST', '/api/servicios-base', { ...valid, descripcion: `S${i}`, precio });
    }
    const old = (await call('POST', '/api/servicios-base', { ...valid, descripcion: 'Viejo', precio: 100 })).json() as {
      id: number;
    };
    await insertTurnoFor(staff.t.testDb.db, { idServicio: old.id });
    await call('DELETE', `/api/servicios-base/${old.id}`);

    const res = await call('PUT', '/api/servicios-base/aumentar/10');
    expect(res.statusCode).toBe(200);
    const byDesc = (rows: Record<string, unknown>[]) => Object.fromEntries(rows.map((s) => [s.descripcion, s.precio]));
    expect(byDesc(res.json() as Record<string, unknown>[])).toEqual({ S0: 11.06, S1: 1100, S2: 0, S3: 109.99 });

    await call('PUT', '/api/servicios-base/aumentar/12,5');
    expect(byDesc(await list())).toEqual({ S0: 12.44, S1: 1237.5, S2: 0, S3: 123.74 });
    const archived = await staff.t.testDb.db
      .selectFrom('servicios_base')
      .select('precio_cents')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(archived.precio_cents).toBe(10000);
  });

  it('refuses an increase that would take a price past the maximum, and changes nothing', async () => {
    await call('POST', '/api/servicios-base', { ...valid, precio: 900_000_000 });
    await call('POST', '/api/servicios-base', { ...valid, descripcion: 'Otro', precio: 100 });
    const res = await call('PUT', '/api/servicios-base/aumentar/20');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Con ese aumento algún precio pasaría el máximo de $ 999.999.999,99.',
      code: 'precio_sobre_maximo',
    });
    expect((await list()).map((s) => s.precio)).toEqual([900_000_000, 100]);
  });

  it.each(['0', '-5', 'abc', '10.555', '1e2', '0.00', '1001', ' 10', '10 ', '+10', '0x10', '1.2.3', '1,5,0', '10%'])(
    'refuses the increase %j: Porcentaje inválido',
    async (p) => {
      await call('POST', '/api/servicios-base', valid);
      const res = await call('PUT', `/api/servicios-base/aumentar/${encodeURIComponent(p)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Porcentaje inválido', code: 'porcentaje_invalido' });
      expect((await list())[0]?.precio).toBe(valid.precio);
    },
  );

  describe('import', () => {
    const excelFile =
      `${BOM}descripcion;categoria;precio;duracion_sugerida;nombre\r\n` +
      `"Uñas esculpidas; con diseño";Manos;1234,50;90;\r\n` +
      `"Perfilado ""premium""";Cejas;"2.500,00";30;Perfilado\r\n` +
      `\r\n`;

    it('imports a file as Excel in Spanish saves it, and importing it again updates instead of repeating', async () => {
      const res = await upload(excelFile);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ agregados: 2, actualizados: 0 });
      expect(await list()).toEqual([
        {
          id: expect.any(Number),
          categoria: 'Cejas',
          descripcion: 'Perfilado "premium"',
          precio: 2500,
          duracionSugerida: 30,
          nombre: 'Perfilado',
          reservableOnline: true,
          repetirCadaDias: null,
          costoInsumos: null,
        },
        {
          id: expect.any(Number),
          categoria: 'Manos',
          descripcion: 'Uñas esculpidas; con diseño',
          precio: 1234.5,
          duracionSugerida: 90,
          nombre: '',
          reservableOnline: true,
          repetirCadaDias: null,
          costoInsumos: null,
        },
      ]);
      const again = await upload(excelFile.replace('1234,50', '1300'));
      expect(again.json()).toEqual({ agregados: 0, actualizados: 2 });
      expect((await list()).map((s) => s.precio)).toEqual([2500, 1300]);
    });

    it('reads a Windows-1252 file (plain "CSV" from Excel in Spanish)', async () => {
      const latin1 = Uint8Array.from(
        [...'descripcion;categoria;precio;duracion_sugerida\r\nDepilación;Cuerpo;5000;30\r\n'].map((c) =>
          c.charCodeAt(0),
        ),
      );
      expect((await upload(latin1)).json()).toEqual({ agregados: 1, actualizados: 0 });
      expect((await list())[0]?.descripcion).toBe('Depilación');
    });

    it('imports nothing when any line is bad, and lists the bad lines (at most 20)', async () => {
      const rows = Array.from({ length: 25 }, (_, i) => `Servicio ${i};Manos;abc;30;`);
      const file = `descripcion;categoria;precio;duracion_sugerida;nombre\n;Manos;100;30;\nBien;Manos;100;30;\n${rows.join('\n')}\n`;
      const res = await upload(file);
      expect(res.statusCode).toBe(400);
      const body = res.json() as {
        error: string;
        lineas: { linea: number; motivo: string }[];
        totalLineasConError: number;
      };
      expect(body.error).toBe(
        'El archivo tiene 26 líneas con errores. No se importó nada: corregilas y volvé a intentar.',
      );
      expect(body.totalLineasConError).toBe(26);
      expect(body.lineas).toHaveLength(20);
      expect(body.lineas[0]).toEqual({ linea: 2, motivo: 'La descripción es obligatoria.' });
      expect(body.lineas[1]).toEqual({ linea: 4, motivo: 'El precio "abc" no es un número válido.' });
      expect(await list()).toEqual([]);
    });

    it('refuses the same service twice in one file', async () => {
      const res = await upload('descripcion,categoria,precio,duracion_sugerida\nA,B,1,30\nC,B,1,30\na,b,2,30\n');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ lineas: [{ linea: 4, motivo: 'Repite el servicio de la línea 2.' }] });
      expect(await list()).toEqual([]);
    });

    it('answers clearly without a file, with an empty or binary file, with a missing column, or too big', async () => {
      const noFile = await upload('x', { field: 'otro' });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ error: csvUploadMessages.noFile, code: 'csv_sin_archivo' });
      expect((await upload('')).json()).toEqual({ error: csvUploadMessages.noFile, code: 'csv_sin_archivo' });
      expect((await upload(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).json()).toEqual({
        error: csvUploadMessages.notText,
        code: 'csv_no_es_texto',
      });
      expect((await upload('descripcion;categoria\nA;B\n')).json()).toEqual({
        error: 'Al archivo le faltan las columnas precio, duracion_sugerida.',
        code: 'importacion_invalida',
      });

      const header = 'descripcion;categoria;precio;duracion_sugerida\n';
      const big = header + 'Servicio largo de prueba;Manos;100;30\n'.repeat(60_000);
      expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
      const tooBig = await upload(big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ error: csvUploadMessages.tooLarge, code: 'csv_demasiado_grande' });
      expect(await list()).toEqual([]);

      const json = await call('POST', '/api/servicios-base/importar', { file: 'x' });
      expect(json.statusCode).toBe(415);
    });

    it('accepts a file just under 2 MB', async () => {
      const header = 'descripcion;categoria;precio;duracion_sugerida\n';
      const lines = Array.from({ length: 40_000 }, (_, i) => `Servicio número ${i};Categoría ${i % 7};100;30`);
      const file = `${header}${lines.join('\n')}\n`;
      expect(Buffer.byteLength(file)).toBeLessThan(2 * 1024 * 1024);
      const res = await upload(file);
      expect(res.json()).toEqual({ agregados: 40_000, actualizados: 0 });
    });

    it('keeps the names of known services when the file has no nombre column', async () => {
      await call('POST', '/api/servicios-base', { ...valid, nombre: 'Semi' });
      const res = await upload(`descripcion;categoria;precio;duracion_sugerida\n${valid.descripcion};Manos;13000;45\n`);
      expect(res.json()).toEqual({ agregados: 0, actualizados: 1 });
      expect(await list()).toEqual([
        {
          id: expect.any(Number),
          ...valid,
          precio: 13000,
          nombre: 'Semi',
          reservableOnline: true,
          repetirCadaDias: null,
          costoInsumos: null,
        },
      ]);
    });

    it('refuses a file with a misplaced quote instead of importing part of it', async () => {
      const res = await upload(
        'descripcion;categoria;precio;duracion_sugerida;nombre\r\nEsmaltado;Manos;100;30;"Semi" corto\r\nKapping;Manos;200;45;\r\n',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ lineas: [{ linea: 2 }] });
      expect(await list()).toEqual([]);
    });

    it('answers 400 for two files or a multipart body cut short', async () => {
      const boundary = 'xYzZy';
      const part = (name: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\ndescripcion,categoria,precio,duracion_sugerida\nA,B,1,30\r\n`;
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: staff.cookie };
      const two = await staff.t.app.inject({
        method: 'POST',
        url: '/api/servicios-base/importar',
        headers,
        payload: `${part('a.csv')}${part('b.csv')}--${boundary}--\r\n`,
      });
      expect(two.statusCode).toBe(400);
      expect(two.json()).toEqual({ error: csvUploadMessages.oneFile, code: 'csv_un_solo_archivo' });
      const cut = await staff.t.app.inject({
        method: 'POST',
        url: '/api/servicios-base/importar',
        headers,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nA,B`,
      });
      expect(cut.statusCode).toBe(400);
      expect(cut.json()).toEqual({ error: csvUploadMessages.incomplete, code: 'csv_incompleto' });
      expect(await list()).toEqual([]);
    });

    it('refuses an import sent by another site', async () => {
      const { payload, headers } = multipartFile(excelFile);
      const res = await staff.t.app.inject({
        method: 'POST',
        url: '/api/servicios-base/importar',
        payload,
        headers: {
          ...headers,
          cookie: staff.cookie,
          origin: 'https://otro-sitio.example',
          'sec-fetch-site': 'cross-site',
        },
      });
      expect(res.statusCode).toBe(403);
      expect(await list()).toEqual([]);
    });
  });

  describe('bookable online (issue 22)', () => {
    it('is on for a new service, switched per service, and kept by calls and files that leave it out', async () => {
      const { id } = (await call('POST', '/api/servicios-base', valid)).json() as { id: number };
      const off = await call('PUT', `/api/servicios-base/${id}`, { ...valid, reservableOnline: false });
      expect(off.json()).toMatchObject({ id, reservableOnline: false });
      // The spec's edit, without the field: it stays off.
      expect((await call('PUT', `/api/servicios-base/${id}`, { ...valid, precio: 13000 })).json()).toMatchObject({
        precio: 13000,
        reservableOnline: false,
      });
      // A file updating it: still off.
      await upload(`descripcion;categoria;precio;duracion_sugerida\n${valid.descripcion};Manos;14000;45\n`);
      expect(await list()).toEqual([expect.objectContaining({ id, precio: 14000, reservableOnline: false })]);
      const created = await call('POST', '/api/servicios-base', {
        ...valid,
        descripcion: 'Kapping',
        reservableOnline: false,
      });
      expect(created.json()).toMatchObject({ reservableOnline: false });
    });

    it('refuses anything but yes or no', async () => {
      const res = await call('POST', '/api/servicios-base', { ...valid, reservableOnline: 'sí' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Indicá si el servicio se puede reservar online (sí o no).',
        code: 'dato_invalido',
      });
      expect(await list()).toEqual([]);
    });
  });

  describe('how often it is repeated (Recordatorios › Para volver a llamar)', () => {
    const badDias = 'Los días para repetir deben ser un número entero entre 1 y 365.';

    it('is none for a new service, set and taken away per service, and kept by calls and files that leave it out', async () => {
      const { id } = (await call('POST', '/api/servicios-base', valid)).json() as { id: number };
      expect(await list()).toEqual([expect.objectContaining({ id, repetirCadaDias: null })]);
      const set = await call('PUT', `/api/servicios-base/${id}`, { ...valid, repetirCadaDias: 21 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ id, repetirCadaDias: 21 });
      // The spec's edit, without the field, and a file updating the service: still 21.
      expect((await call('PUT', `/api/servicios-base/${id}`, { ...valid, precio: 13000 })).json()).toMatchObject({
        precio: 13000,
        repetirCadaDias: 21,
      });
      await upload(`descripcion;categoria;precio;duracion_sugerida\n${valid.descripcion};Manos;14000;45\n`);
      expect(await list()).toEqual([expect.objectContaining({ id, precio: 14000, repetirCadaDias: 21 })]);
      const cleared = await call('PUT', `/api/servicios-base/${id}`, { ...valid, repetirCadaDias: null });
      expect(cleared.json()).toMatchObject({ repetirCadaDias: null });
      const created = await call('POST', '/api/servicios-base', {
        ...valid,
        descripcion: 'Kapping',
        repetirCadaDias: 365,
      });
      expect(created.json()).toMatchObject({ repetirCadaDias: 365 });
    });

    it.each([0, 366, 2.5, -21, '21', true])('refuses %j days with a Spanish 400 and saves nothing', async (dias) => {
      const res = await call('POST', '/api/servicios-base', { ...valid, repetirCadaDias: dias });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: badDias, code: 'dato_invalido' });
      expect(await list()).toEqual([]);
    });
  });
});
