import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { insertTurnoFor } from '#server/testing/fixtures.ts';
import { withStaffApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const valid = { nombre: 'Lucía', apellido: 'Fernández', telefono: '11 4444-1234', email: '', porcentajeGanancia: 40 };

describe.each(testDialects)('/api/empleados on %s', (dialect) => {
  const staff = withStaffApp(dialect, ['turnos', 'empleados']);
  const { call } = staff;
  const list = async () => (await call('GET', '/api/empleados')).json() as Record<string, unknown>[];

  it('answers 401 on every call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/empleados'],
      ['POST', '/api/empleados'],
      ['PUT', '/api/empleados/1'],
      ['DELETE', '/api/empleados/1'],
    ] as const) {
      const res = await staff.t.app.inject({ method, url, payload: method === 'GET' ? undefined : valid });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: messages.unauthenticated, code: 'sin_sesion' });
    }
  });

  it('adds employees and lists the active ones in Spanish alphabetical order with the spec fields', async () => {
    for (const e of [
      { nombre: 'Zoe', apellido: 'Díaz', porcentajeGanancia: 40 },
      { nombre: 'ángela', apellido: 'Ruiz', porcentajeGanancia: 50, telefono: null },
      { nombre: 'Beatriz', apellido: 'Sosa', porcentajeGanancia: 37.5, email: 'bea@centro.com.ar' },
    ]) {
      expect((await call('POST', '/api/empleados', e)).statusCode).toBe(201);
    }
    const rows = await list();
    expect(rows.map((e) => e.nombre)).toEqual(['ángela', 'Beatriz', 'Zoe']);
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      nombre: 'Beatriz',
      apellido: 'Sosa',
      telefono: '',
      email: 'bea@centro.com.ar',
      porcentajeGanancia: 37.5,
      horarios: [],
      ausencias: [],
      comisiones: { base: 37.5, sobre: 'cobrado', productos: 0, porCategoria: [], porServicio: [] },
    });
  });

  it('gives a new employee a 50 % profit share when none is sent', async () => {
    const res = await call('POST', '/api/empleados', { nombre: 'Ana', apellido: 'Gil' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ porcentajeGanancia: 50, telefono: '', email: '' });
  });

  it.each([
    [{ ...valid, nombre: '' }, 'El nombre es obligatorio.'],
    [{ ...valid, nombre: undefined }, 'El nombre es obligatorio.'],
    [{ ...valid, apellido: '  ' }, 'El apellido es obligatorio.'],
    [{ ...valid, porcentajeGanancia: null }, 'El porcentaje de ganancia es obligatorio.'],
    [{ ...valid, porcentajeGanancia: -1 }, 'El porcentaje de ganancia debe estar entre 0 y 100.'],
    [{ ...valid, porcentajeGanancia: 100.5 }, 'El porcentaje de ganancia debe estar entre 0 y 100.'],
    [{ ...valid, email: 'lucia@' }, 'El email no es válido.'],
    [{ ...valid, telefono: 12345 }, 'El teléfono debe ser un texto.'],
  ])('refuses %j with its message', async (body, error) => {
    const res = await call('POST', '/api/empleados', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: 'dato_invalido' });
    expect(await list()).toEqual([]);
  });

  it('edits an employee; unknown ids are 404', async () => {
    const { id } = (await call('POST', '/api/empleados', valid)).json() as { id: number };
    const res = await call('PUT', `/api/empleados/${id}`, {
      ...valid,
      email: 'lucia@centro.com.ar',
      porcentajeGanancia: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      ...valid,
      email: 'lucia@centro.com.ar',
      porcentajeGanancia: 0,
      horarios: [],
      ausencias: [],
      comisiones: { base: 0, sobre: 'cobrado', productos: 0, porCategoria: [], porServicio: [] },
    });
    const missing = await call('PUT', '/api/empleados/424242', valid);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Empleado no encontrado.', code: 'empleado_no_encontrado' });
    expect((await call('DELETE', '/api/empleados/424242')).statusCode).toBe(404);
    expect((await call('PUT', `/api/empleados/${id}`, { ...valid, apellido: '' })).json()).toEqual({
      error: 'El apellido es obligatorio.',
      code: 'dato_invalido',
    });
  });

  it('deletes an employee without history, archives one with appointments', async () => {
    const a = (await call('POST', '/api/empleados', valid)).json() as { id: number };
    const b = (await call('POST', '/api/empleados', { ...valid, nombre: 'Marta' })).json() as { id: number };
    await insertTurnoFor(staff.t.testDb.db, { idEmpleado: b.id });
    expect((await call('DELETE', `/api/empleados/${a.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/empleados/${b.id}`)).statusCode).toBe(204);
    const rows = await staff.t.testDb.db.selectFrom('empleados').select(['id', 'nombre', 'archived_at']).execute();
    expect(rows.map((r) => [r.id, r.nombre, r.archived_at !== null])).toEqual([[b.id, 'Marta', true]]);
    expect(await list()).toEqual([]);
    expect((await call('PUT', `/api/empleados/${b.id}`, valid)).statusCode).toBe(404);
  });

  describe('working hours and days off (issue 22)', () => {
    const horarios = [
      { dia: 6, desde: '09:00', hasta: '13:00' },
      { dia: 1, desde: '14:00', hasta: '20:00' },
      { dia: 1, desde: '08:00', hasta: '12:00' },
    ];
    const ausencias = [
      { desde: '2026-12-24', hasta: '2026-12-26', motivo: ' Fiestas ' },
      { desde: '2026-12-08', hasta: '2026-12-08' },
    ];

    it('saves them with the employee, in reading order, and answers them in the list and by id', async () => {
      const res = await call('POST', '/api/empleados', { ...valid, horarios, ausencias });
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: number };
      const esperado = {
        horarios: [
          { dia: 1, desde: '08:00', hasta: '12:00' },
          { dia: 1, desde: '14:00', hasta: '20:00' },
          { dia: 6, desde: '09:00', hasta: '13:00' },
        ],
        ausencias: [
          { desde: '2026-12-08', hasta: '2026-12-08', motivo: '' },
          { desde: '2026-12-24', hasta: '2026-12-26', motivo: 'Fiestas' },
        ],
      };
      expect(res.json()).toMatchObject(esperado);
      expect((await call('GET', `/api/empleados/${id}`)).json()).toMatchObject(esperado);
      expect((await list()).find((e) => e.id === id)).toMatchObject(esperado);
    });

    it("keeps them when a call leaves them out, as the spec's calls do, and clears them when sent empty", async () => {
      const { id } = (await call('POST', '/api/empleados', { ...valid, horarios, ausencias })).json() as { id: number };
      const kept = await call('PUT', `/api/empleados/${id}`, { ...valid, porcentajeGanancia: 55 });
      expect(kept.json()).toMatchObject({ porcentajeGanancia: 55, horarios: expect.any(Array) });
      expect((kept.json() as { horarios: unknown[]; ausencias: unknown[] }).horarios).toHaveLength(3);
      expect((kept.json() as { ausencias: unknown[] }).ausencias).toHaveLength(2);
      const cleared = await call('PUT', `/api/empleados/${id}`, { ...valid, horarios: [], ausencias: [] });
      expect(cleared.json()).toMatchObject({ horarios: [], ausencias: [] });
    });

    it('refuses hours off the grid, backwards or overlapping, and bad days off, in Spanish, changing nothing', async () => {
      const { id } = (await call('POST', '/api/empleados', { ...valid, horarios })).json() as { id: number };
      for (const [bad, error] of [
        [{ horarios: [{ dia: 0, desde: '09:00', hasta: '12:00' }] }, 'El día debe ser de 1 (lunes) a 7 (domingo).'],
        [{ horarios: [{ dia: 8, desde: '09:00', hasta: '12:00' }] }, 'El día debe ser de 1 (lunes) a 7 (domingo).'],
        [
          { horarios: [{ dia: 2, desde: '07:30', hasta: '12:00' }] },
          'Cada horario empieza en un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.',
        ],
        [
          { horarios: [{ dia: 2, desde: '09:15', hasta: '12:00' }] },
          'Cada horario empieza en un horario de la agenda: de 08:00 a 19:30, cada 30 minutos.',
        ],
        [
          { horarios: [{ dia: 2, desde: '09:00', hasta: '20:30' }] },
          'Cada horario termina en un horario de la agenda: de 08:30 a 20:00, cada 30 minutos.',
        ],
        [{ horarios: [{ dia: 2, desde: '12:00', hasta: '12:00' }] }, 'Cada horario debe terminar después de empezar.'],
        [{ horarios: [{ dia: 2, desde: '14:00', hasta: '10:00' }] }, 'Cada horario debe terminar después de empezar.'],
        [
          {
            horarios: [
              { dia: 3, desde: '09:00', hasta: '13:00' },
              { dia: 3, desde: '12:30', hasta: '18:00' },
            ],
          },
          'Los horarios del miércoles se superponen.',
        ],
        [
          { horarios: Array.from({ length: 22 }, (_, i) => ({ dia: (i % 7) + 1, desde: '08:00', hasta: '08:30' })) },
          'Hasta 21 horarios por semana.',
        ],
        [{ horarios: 'lunes' }, 'Los horarios deben ser una lista.'],
        [
          { ausencias: [{ desde: '2026-02-30', hasta: '2026-03-01' }] },
          'La ausencia empieza en una fecha válida (AAAA-MM-DD).',
        ],
        [
          { ausencias: [{ desde: '2026-12-10', hasta: '2026-12-09' }] },
          'La ausencia debe terminar el mismo día que empieza o después.',
        ],
      ] as const) {
        const res = await call('PUT', `/api/empleados/${id}`, { ...valid, ...bad });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json(), JSON.stringify(bad)).toEqual({ error, code: 'dato_invalido' });
      }
      expect((await call('GET', `/api/empleados/${id}`)).json()).toMatchObject({ horarios: expect.any(Array) });
      expect(((await call('GET', `/api/empleados/${id}`)).json() as { horarios: unknown[] }).horarios).toHaveLength(3);
    });

    it('touching intervals of one day are fine (a break is not required)', async () => {
      const res = await call('POST', '/api/empleados', {
        ...valid,
        horarios: [
          { dia: 2, desde: '08:00', hasta: '12:00' },
          { dia: 2, desde: '12:00', hasta: '20:00' },
        ],
      });
      expect(res.statusCode).toBe(201);
    });
  });
});
