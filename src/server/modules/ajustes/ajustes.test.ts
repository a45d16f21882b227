import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { AJUSTES_INICIALES, ajustesMessages } from '#shared/schemas/ajustes.ts';
import { PORCENTAJE_GANANCIA_DEFAULT } from '#shared/schemas/empleado.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('/api/ajustes and who sees the figures, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let idEmpleado: number;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');
    const res = await call(admin, 'POST', '/api/empleados', {
      nombre: 'Lucía',
      apellido: 'Paz',
      porcentajeGanancia: 40,
    });
    idEmpleado = (res.json() as { id: number }).id;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.testDb.db.deleteFrom('ajustes').execute();
  });

  it('lets staff see the figures by default, as the spec gives them the reports', async () => {
    expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual(AJUSTES_INICIALES);
    expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ role: 'staff', veCifras: true });
    expect(
      (await call(staff, 'GET', `/api/empleados/${idEmpleado}/resumen?desde=2026-11-23&hasta=2026-11-29`)).statusCode,
    ).toBe(200);
    expect((await call(staff, 'GET', '/api/empleados')).json()).toEqual([
      expect.objectContaining({ nombre: 'Lucía', porcentajeGanancia: 40 }),
    ]);
  });

  it('is for admins only: staff get 403, nobody signed in 401', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { personalVeCifras: false }]] as const) {
      const res = await call(staff, method, '/api/ajustes', payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual({ error: messages.forbidden, code: 'sin_permiso' });
      expect((await t.app.inject({ method, url: '/api/ajustes', payload })).statusCode).toBe(401);
    }
    expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual(AJUSTES_INICIALES);
  });

  it('refuses a bad value in Spanish and changes nothing', async () => {
    for (const body of [{ personalVeCifras: 'no' }, { otraCosa: true }]) {
      const res = await call(admin, 'PUT', '/api/ajustes', body);
      expect(res.statusCode).toBe(400);
      expect(typeof (res.json() as { error: string }).error).toBe('string');
    }
    expect((await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: 'no' })).json()).toEqual({
      error: 'Indicá si el personal ve las cifras del centro (sí o no).',
      code: 'dato_invalido',
    });
    expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual(AJUSTES_INICIALES);
  });

  it('switched off, keeps the figures from staff and leaves them the agenda and the payments', async () => {
    const res = await call(admin, 'PUT', '/api/ajustes', { personalVeCifras: false });
    expect(res.json()).toEqual({ ...AJUSTES_INICIALES, personalVeCifras: false });
    const log = await t.testDb.db.selectFrom('audit_log').selectAll().where('entity', '=', 'ajustes').execute();
    expect(log.map((l) => [l.action, JSON.parse(l.before ?? 'null'), JSON.parse(l.after ?? 'null')])).toEqual([
      ['editar', AJUSTES_INICIALES, { ...AJUSTES_INICIALES, personalVeCifras: false }],
    ]);

    expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ veCifras: false });
    expect((await call(admin, 'GET', '/api/auth/me')).json()).toMatchObject({ veCifras: true });
    for (const url of [
      `/api/empleados/${idEmpleado}/resumen?desde=2026-11-23&hasta=2026-11-29`,
      '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30',
    ]) {
      const r = await call(staff, 'GET', url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json()).toEqual({ error: ajustesMessages.sinCifras, code: 'SIN_CIFRAS' });
    }
    // The employees stay theirs to manage, without the profit share: whatever share staff send,
    // a new employee gets the default one and an edited one keeps hers.
    const editada = await call(staff, 'PUT', `/api/empleados/${idEmpleado}`, {
      nombre: 'Lucía',
      apellido: 'Paz',
      telefono: '11 5555-0000',
      porcentajeGanancia: 90,
    });
    expect(editada.statusCode, editada.body).toBe(200);
    expect(editada.json()).toMatchObject({ telefono: '11 5555-0000' });
    expect(editada.json()).not.toHaveProperty('porcentajeGanancia');
    const nueva = await call(staff, 'POST', '/api/empleados', {
      nombre: 'Otra',
      apellido: 'Más',
      porcentajeGanancia: 95,
    });
    expect(nueva.statusCode, nueva.body).toBe(201);
    expect(nueva.json()).not.toHaveProperty('porcentajeGanancia');
    const shares = await t.testDb.db
      .selectFrom('empleados')
      .select(['nombre', 'porcentaje_ganancia'])
      .orderBy('id')
      .execute();
    expect(shares.map((e) => [e.nombre, Number(e.porcentaje_ganancia)])).toEqual([
      ['Lucía', 40],
      ['Otra', PORCENTAJE_GANANCIA_DEFAULT],
    ]);
    const idNueva = (nueva.json() as { id: number }).id;
    expect((await call(staff, 'DELETE', `/api/empleados/${idNueva}`)).statusCode).toBe(204);
    const empleados = (await call(staff, 'GET', '/api/empleados')).json() as Record<string, unknown>[];
    expect(empleados).toEqual([expect.objectContaining({ nombre: 'Lucía' })]);
    expect(empleados[0]).not.toHaveProperty('porcentajeGanancia');
    expect((await call(staff, 'GET', `/api/empleados/${idEmpleado}`)).json()).not.toHaveProperty('porcentajeGanancia');
    // An expense from the drawer, the day's appointments: still theirs.
    expect(
      (await call(staff, 'POST', '/api/gastos', { descripcion: 'Algodón', monto: 900, fecha: '2026-11-23' }))
        .statusCode,
    ).toBe(201);
    expect((await call(staff, 'GET', '/api/turnos?fecha=2026-11-23')).statusCode).toBe(200);
    // Admins keep everything.
    expect((await call(admin, 'GET', '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/empleados')).json()).toEqual([
      expect.objectContaining({ porcentajeGanancia: 40 }),
    ]);
  });

  describe("a new booking's payment state", () => {
    it("is the spec's 'Pagado' by default, and every desk reads it with its session", async () => {
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toMatchObject({ estadoPagoTurnoNuevo: 'Pagado' });
      expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ estadoPagoTurnoNuevo: 'Pagado' });
    });

    it("set to 'Debe', reaches staff and admins alike and is audited; the API's own default stays 'Pagado'", async () => {
      const res = await call(admin, 'PUT', '/api/ajustes', { estadoPagoTurnoNuevo: 'Debe' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...AJUSTES_INICIALES, estadoPagoTurnoNuevo: 'Debe' });
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toMatchObject({ estadoPagoTurnoNuevo: 'Debe' });
      for (const cookie of [staff, admin]) {
        expect((await call(cookie, 'GET', '/api/auth/me')).json()).toMatchObject({ estadoPagoTurnoNuevo: 'Debe' });
      }
      const log = await t.testDb.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('entity', '=', 'ajustes')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect([JSON.parse(log.before ?? '{}'), JSON.parse(log.after ?? '{}')]).toMatchObject([
        { estadoPagoTurnoNuevo: 'Pagado' },
        { estadoPagoTurnoNuevo: 'Debe' },
      ]);

      // The setting is where the agenda's modal starts; a call that leaves the state out still
      // gets the spec's default.
      const cliente = (
        await call(admin, 'POST', '/api/clientes', { nombre: 'Ana', telefono: '11 4444-5555' })
      ).json() as {
        id: number;
      };
      const servicio = (
        await call(admin, 'POST', '/api/servicios-base', {
          categoria: 'Cejas',
          descripcion: 'Perfilado',
          precio: 9500,
          duracionSugerida: 30,
        })
      ).json() as { id: number };
      const turno = await call(staff, 'POST', '/api/turnos', {
        idCliente: cliente.id,
        idEmpleado,
        idServicio: servicio.id,
        fecha: '2026-11-24',
        hora: '10:00',
        costo: 9500,
      });
      expect(turno.statusCode, turno.body).toBe(201);
      expect(turno.json()).toMatchObject({ estado: 'Pagado' });
    });

    it("refuses anything but 'Pagado' or 'Debe' in Spanish, and staff may not change it", async () => {
      for (const estadoPagoTurnoNuevo of ['Pago parcial', 'debe', '', null, true]) {
        const res = await call(admin, 'PUT', '/api/ajustes', { estadoPagoTurnoNuevo });
        expect(res.statusCode, String(estadoPagoTurnoNuevo)).toBe(400);
        expect(res.json()).toEqual({
          error: "El estado de pago de un turno nuevo debe ser 'Pagado' o 'Debe'.",
          code: 'dato_invalido',
        });
      }
      expect((await call(staff, 'PUT', '/api/ajustes', { estadoPagoTurnoNuevo: 'Debe' })).statusCode).toBe(403);
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual(AJUSTES_INICIALES);
    });

    it("a stored value that no longer fits reads as 'Pagado'", async () => {
      await t.testDb.db
        .insertInto('ajustes')
        .values({ clave: 'estadoPagoTurnoNuevo', valor: '"Pago parcial"', updated_at: new Date().toISOString() })
        .execute();
      expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ estadoPagoTurnoNuevo: 'Pagado' });
    });
  });

  describe("a booking's price and the catalogue", () => {
    const turnoCon = async (descripcion: string, costo: number, duracion: number, hora: string) => {
      const cliente = (
        await call(admin, 'POST', '/api/clientes', { nombre: 'Eva', telefono: '11 4444-6666' })
      ).json() as { id: number };
      const servicio = (
        await call(admin, 'POST', '/api/servicios-base', {
          categoria: 'Cejas',
          descripcion,
          precio: 10000,
          duracionSugerida: 30,
        })
      ).json() as { id: number };
      const turno = await call(staff, 'POST', '/api/turnos', {
        idCliente: cliente.id,
        idEmpleado,
        idServicio: servicio.id,
        fecha: '2026-11-26',
        hora,
        duracion,
        costo,
      });
      expect(turno.statusCode, turno.body).toBe(201);
      const lista = (await call(admin, 'GET', '/api/servicios-base')).json() as {
        id: number;
        precio: number;
        duracionSugerida: number;
      }[];
      return lista.find((x) => x.id === servicio.id);
    };

    it('updates the service by default, as the spec says: a $ 10 booking makes the service cost $ 10', async () => {
      expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ turnoActualizaServicio: true });
      expect(await turnoCon('Diseño de cejas', 10, 45, '12:00')).toMatchObject({ precio: 10, duracionSugerida: 45 });
    });

    it('turned off by the owner, leaves the service as it is and every desk knows it', async () => {
      const res = await call(admin, 'PUT', '/api/ajustes', { turnoActualizaServicio: false });
      expect(res.statusCode, res.body).toBe(200);
      expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({ turnoActualizaServicio: false });
      expect(await turnoCon('Laminado de cejas', 10, 45, '14:00')).toMatchObject({
        precio: 10000,
        duracionSugerida: 30,
      });
      const bad = await call(admin, 'PUT', '/api/ajustes', { turnoActualizaServicio: 'no' });
      expect(bad.json()).toEqual({
        error: 'Indicá si un turno con otro costo o duración actualiza su servicio (sí o no).',
        code: 'dato_invalido',
      });
    });
  });

  describe("the reminders: how far ahead, and the owner's greeting and closing", () => {
    it('start at 24 hours, ¡Hola, {nombre}! and ¡Te esperamos!, and staff read them with their session', async () => {
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toMatchObject({
        recordatorioHoras: 24,
        recordatorioSaludo: '¡Hola, {nombre}!',
        recordatorioFirma: '¡Te esperamos!',
      });
      expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({
        role: 'staff',
        recordatorioHoras: 24,
        recordatorioSaludo: '¡Hola, {nombre}!',
        recordatorioFirma: '¡Te esperamos!',
      });
    });

    it('saves them trimmed, audited, and every desk reads them at once; blank leaves a part out', async () => {
      const res = await call(admin, 'PUT', '/api/ajustes', {
        recordatorioHoras: 48,
        recordatorioSaludo: '  Buen día, {nombre} 🌸 ',
        recordatorioFirma: ' Saludos del equipo. ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const esperado = {
        ...AJUSTES_INICIALES,
        recordatorioHoras: 48,
        recordatorioSaludo: 'Buen día, {nombre} 🌸',
        recordatorioFirma: 'Saludos del equipo.',
      };
      expect(res.json()).toEqual(esperado);
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual(esperado);
      for (const cookie of [staff, admin]) {
        expect((await call(cookie, 'GET', '/api/auth/me')).json()).toMatchObject({
          recordatorioHoras: 48,
          recordatorioSaludo: 'Buen día, {nombre} 🌸',
          recordatorioFirma: 'Saludos del equipo.',
        });
      }
      const log = await t.testDb.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('entity', '=', 'ajustes')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect([JSON.parse(log.before ?? '{}'), JSON.parse(log.after ?? '{}')]).toMatchObject([
        { recordatorioSaludo: '¡Hola, {nombre}!', recordatorioFirma: '¡Te esperamos!' },
        { recordatorioSaludo: 'Buen día, {nombre} 🌸', recordatorioFirma: 'Saludos del equipo.' },
      ]);

      const blanco = await call(admin, 'PUT', '/api/ajustes', { recordatorioFirma: '   ' });
      expect(blanco.json()).toEqual({ ...esperado, recordatorioFirma: '' });
      // Exactly at the limits.
      const largo = await call(admin, 'PUT', '/api/ajustes', {
        recordatorioSaludo: 'a'.repeat(80),
        recordatorioFirma: 'b'.repeat(200),
      });
      expect(largo.statusCode, largo.body).toBe(200);
    });

    it('refuses a bad greeting, closing or number of hours in Spanish, changes nothing, and is not staff’s', async () => {
      for (const [body, error] of [
        [{ recordatorioSaludo: 'a'.repeat(81) }, 'El saludo del recordatorio admite hasta 80 caracteres.'],
        [{ recordatorioFirma: 'b'.repeat(201) }, 'La firma del recordatorio admite hasta 200 caracteres.'],
        [
          { recordatorioSaludo: 'Hola,\n{nombre}' },
          'El saludo del recordatorio tiene caracteres no válidos (como saltos de línea).',
        ],
        [
          { recordatorioFirma: 'Gracias\u0007' },
          'La firma del recordatorio tiene caracteres no válidos (como saltos de línea).',
        ],
        [
          { recordatorioSaludo: '¡Hola, {name}!' },
          'El saludo del recordatorio solo admite {nombre} entre llaves, para el nombre de la clienta.',
        ],
        [{ recordatorioSaludo: 5 }, 'El saludo del recordatorio debe ser un texto de hasta 80 caracteres.'],
        [{ recordatorioFirma: null }, 'La firma del recordatorio debe ser un texto de hasta 200 caracteres.'],
        [{ recordatorioHoras: 0 }, 'El recordatorio debe enviarse un número entero de horas antes, de 1 a 168.'],
        [{ recordatorioHoras: 169 }, 'El recordatorio debe enviarse un número entero de horas antes, de 1 a 168.'],
        [{ recordatorioHoras: 2.5 }, 'El recordatorio debe enviarse un número entero de horas antes, de 1 a 168.'],
      ] as const) {
        const res = await call(admin, 'PUT', '/api/ajustes', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json(), JSON.stringify(body)).toEqual({ error, code: 'dato_invalido' });
      }
      expect((await call(staff, 'PUT', '/api/ajustes', { recordatorioSaludo: 'Hola' })).statusCode).toBe(403);
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual(AJUSTES_INICIALES);
    });

    it('a stored greeting that no longer fits reads as the default one', async () => {
      await t.testDb.db
        .insertInto('ajustes')
        .values({ clave: 'recordatorioSaludo', valor: '"Hola {name}"', updated_at: new Date().toISOString() })
        .execute();
      expect((await call(staff, 'GET', '/api/auth/me')).json()).toMatchObject({
        recordatorioSaludo: '¡Hola, {nombre}!',
      });
    });
  });

  describe('online booking (issue 22)', () => {
    it('is off by default, with 2 hours of notice, 60 days ahead and 24 hours to cancel', async () => {
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toMatchObject({
        reservasOnline: false,
        anticipacionMinimaHoras: 2,
        horizonteDias: 60,
        cancelacionHoras: 24,
      });
    });

    it('saves what changes and keeps the rest', async () => {
      const res = await call(admin, 'PUT', '/api/ajustes', { reservasOnline: true, horizonteDias: 30 });
      expect(res.statusCode).toBe(200);
      const esperado = { ...AJUSTES_INICIALES, reservasOnline: true, horizonteDias: 30 };
      expect(res.json()).toEqual(esperado);
      expect((await call(admin, 'PUT', '/api/ajustes', { anticipacionMinimaHoras: 0 })).json()).toEqual({
        ...esperado,
        anticipacionMinimaHoras: 0,
      });
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual({ ...esperado, anticipacionMinimaHoras: 0 });
    });

    it('refuses values out of range in Spanish and changes nothing', async () => {
      for (const [body, error] of [
        [{ reservasOnline: 'sí' }, 'Indicá si los clientes pueden reservar online (sí o no).'],
        [{ anticipacionMinimaHoras: -1 }, 'La anticipación mínima debe ser un número entero de horas, de 0 a 168.'],
        [{ anticipacionMinimaHoras: 1.5 }, 'La anticipación mínima debe ser un número entero de horas, de 0 a 168.'],
        [{ horizonteDias: 0 }, 'Los días hacia adelante deben ser un número entero, de 1 a 365.'],
        [{ horizonteDias: 366 }, 'Los días hacia adelante deben ser un número entero, de 1 a 365.'],
        [{ cancelacionHoras: 169 }, 'El aviso para cancelar debe ser un número entero de horas, de 0 a 168.'],
        [
          { reservasOnline: true, horizonteDias: 'treinta' },
          'Los días hacia adelante deben ser un número entero, de 1 a 365.',
        ],
      ] as const) {
        const res = await call(admin, 'PUT', '/api/ajustes', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json(), JSON.stringify(body)).toEqual({ error, code: 'dato_invalido' });
      }
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual(AJUSTES_INICIALES);
    });

    it('a stored value that no longer fits keeps only that setting at its default', async () => {
      await call(admin, 'PUT', '/api/ajustes', { reservasOnline: true, horizonteDias: 30 });
      await t.testDb.db.updateTable('ajustes').set({ valor: '"mucho"' }).where('clave', '=', 'horizonteDias').execute();
      expect((await call(admin, 'GET', '/api/ajustes')).json()).toEqual({ ...AJUSTES_INICIALES, reservasOnline: true });
    });
  });
});
