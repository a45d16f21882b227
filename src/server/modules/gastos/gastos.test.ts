import { describe, expect, it } from 'vitest';
import { withStaffApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('/api/gastos and the employee summary on %s', (dialect) => {
  const staff = withStaffApp(dialect, ['turnos', 'gastos']);
  const { call } = staff;

  describe('expenses', () => {
    it('records an expense and lists it in its range, by date', async () => {
      const luz = await call('POST', '/api/gastos', { descripcion: ' Luz ', monto: 45210.5, fecha: '2026-11-20' });
      expect(luz.statusCode).toBe(201);
      expect(luz.json()).toEqual({
        id: expect.any(Number),
        descripcion: 'Luz',
        monto: 45210.5,
        fecha: '2026-11-20',
        medioPago: 'Efectivo',
      });
      await call('POST', '/api/gastos', { descripcion: 'Insumos', monto: 0.1, fecha: '2026-11-16' });
      await call('POST', '/api/gastos', { descripcion: 'Alquiler', monto: 600000, fecha: '2026-12-01' });

      const rango = await call('GET', '/api/gastos/rango?desde=2026-11-16&hasta=2026-11-22');
      expect(rango.statusCode).toBe(200);
      expect(rango.json().map((g: { descripcion: string; monto: number }) => [g.descripcion, g.monto])).toEqual([
        ['Insumos', 0.1],
        ['Luz', 45210.5],
      ]);
    });

    it.each([
      [{ monto: 100, fecha: '2026-11-20' }, 'La descripción es obligatoria.'],
      [{ descripcion: '   ', monto: 100, fecha: '2026-11-20' }, 'La descripción es obligatoria.'],
      [{ descripcion: 'Luz', fecha: '2026-11-20' }, 'El monto debe ser un número mayor a 0.'],
      [{ descripcion: 'Luz', monto: 0, fecha: '2026-11-20' }, 'El monto debe ser un número mayor a 0.'],
      [{ descripcion: 'Luz', monto: -5, fecha: '2026-11-20' }, 'El monto debe ser un número mayor a 0.'],
      [{ descripcion: 'Luz', monto: '100', fecha: '2026-11-20' }, 'El monto debe ser un número mayor a 0.'],
      [{ descripcion: 'Luz', monto: 10.005, fecha: '2026-11-20' }, 'El monto admite hasta 2 decimales.'],
      [{ descripcion: 'Luz', monto: 0.000000001, fecha: '2026-11-20' }, 'El monto debe ser un número mayor a 0.'],
      [{ descripcion: 'Luz\u0000', monto: 100, fecha: '2026-11-20' }, 'La descripción tiene caracteres no válidos.'],
      [
        { descripcion: 'Luz\u001bAgua', monto: 100, fecha: '2026-11-20' },
        'La descripción tiene caracteres no válidos.',
      ],
      [{ descripcion: 'Luz', monto: 100, fecha: '2026-02-30' }, 'La fecha no es válida: usá AAAA-MM-DD.'],
      [{ descripcion: 'Luz', monto: 100 }, 'La fecha no es válida: usá AAAA-MM-DD.'],
    ])('refuses %o with 400', async (payload, error) => {
      const res = await call('POST', '/api/gastos', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
      expect(await staff.t.testDb.db.selectFrom('gastos').select('id').execute()).toEqual([]);
    });

    it('deletes an expense, and says so when it is not there', async () => {
      const { id } = (
        await call('POST', '/api/gastos', { descripcion: 'Luz', monto: 100, fecha: '2026-11-20' })
      ).json();
      expect((await call('DELETE', `/api/gastos/${id}`)).statusCode).toBe(204);
      const again = await call('DELETE', `/api/gastos/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'Gasto no encontrado.', code: 'gasto_no_encontrado' });
      expect((await call('GET', '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30')).json()).toEqual([]);
    });

    it('keeps who recorded and deleted each expense in the audit log', async () => {
      const { id } = (
        await call('POST', '/api/gastos', { descripcion: 'Luz', monto: 100, fecha: '2026-11-20' })
      ).json();
      await call('DELETE', `/api/gastos/${id}`);
      const log = await staff.t.testDb.db
        .selectFrom('audit_log')
        .select(['action', 'entity_id'])
        .where('entity', '=', 'gastos')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(log.map((l) => l.action)).toEqual(['crear', 'eliminar']);
    });

    it('needs a session', async () => {
      const res = await staff.t.app.inject({
        method: 'GET',
        url: '/api/gastos/rango?desde=2026-11-01&hasta=2026-11-30',
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('ranges', () => {
    it.each([
      ['desde=2026-11-30&hasta=2026-11-01', '"Desde" no puede ser posterior a "hasta".', null],
      ['desde=2026-02-30&hasta=2026-03-01', 'La fecha "desde" no es válida: usá AAAA-MM-DD.', null],
      ['desde=2026-11-01', 'La fecha "hasta" no es válida: usá AAAA-MM-DD.', 'Indicá una fecha, o desde y hasta.'],
      ['desde=2025-01-01&hasta=2026-01-03', 'El rango no puede superar un año.', null],
      // 367 days counting both ends.
      ['desde=2025-01-01&hasta=2026-01-02', 'El rango no puede superar un año.', null],
    ])('refuses ?%s', async (query, error, turnosError) => {
      for (const [url, expected] of [
        [`/api/gastos/rango?${query}`, error],
        [`/api/turnos?${query}`, turnosError ?? error],
      ] as const) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toBe(expected);
      }
    });

    it('refuses a day together with a range on /api/turnos', async () => {
      const res = await call('GET', '/api/turnos?fecha=2026-11-20&desde=2026-11-01&hasta=2026-11-30');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Indicá una fecha, o desde y hasta, no las dos cosas.');
    });

    it('accepts 366 days counting both ends, and a whole leap year', async () => {
      expect((await call('GET', '/api/gastos/rango?desde=2025-01-01&hasta=2026-01-01')).statusCode).toBe(200);
      expect((await call('GET', '/api/gastos/rango?desde=2028-01-01&hasta=2028-12-31')).statusCode).toBe(200);
      expect((await call('GET', '/api/turnos?desde=2028-01-01&hasta=2028-12-31')).statusCode).toBe(200);
    });
  });

  describe('the employee summary', () => {
    it("lists one employee's appointments of the range, with names, also after she left", async () => {
      const post = async (url: string, payload: object) => (await call('POST', url, payload)).json() as { id: number };
      const lucia = await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz', porcentajeGanancia: 40 });
      const marta = await post('/api/empleados', { nombre: 'Marta', apellido: 'Sosa' });
      const ana = await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' });
      const semi = await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Esmaltado semipermanente',
        precio: 15000,
        duracionSugerida: 60,
      });
      const book = (idEmpleado: number, fecha: string, hora: string, extra: object = {}) =>
        call('POST', '/api/turnos', {
          idCliente: ana.id,
          idEmpleado,
          idServicio: semi.id,
          fecha,
          hora,
          duracion: 60,
          costo: 15000,
          estado: 'Pagado',
          montoAbonado: null,
          ...extra,
        });
      await book(lucia.id, '2026-11-17', '10:00', { estado: 'Pago parcial', montoAbonado: 5000 });
      await book(lucia.id, '2026-11-16', '09:00');
      await book(lucia.id, '2026-11-23', '09:00');
      await book(marta.id, '2026-11-17', '10:00');

      const url = `/api/empleados/${lucia.id}/resumen?desde=2026-11-16&hasta=2026-11-22`;
      const res = await call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({
          fecha: '2026-11-16',
          hora: '09:00',
          clienteNombre: 'Ana López',
          servicioNombre: 'Esmaltado semipermanente',
          duracion: 60,
          costo: 15000,
          estado: 'Pagado',
          montoAbonado: null,
        }),
        expect.objectContaining({ fecha: '2026-11-17', estado: 'Pago parcial', montoAbonado: 5000 }),
      ]);

      // She leaves: her appointments keep her (archived), and so does her summary.
      expect((await call('DELETE', `/api/empleados/${lucia.id}`)).statusCode).toBe(204);
      expect((await call('GET', url)).json()).toHaveLength(2);
      expect((await call('GET', `/api/empleados/${lucia.id}`)).json()).toMatchObject({
        nombre: 'Lucía',
        apellido: 'Paz',
        porcentajeGanancia: 40,
      });
    });

    it('is a 404 for an unknown employee, and a 400 for a bad range', async () => {
      const unknown = await call('GET', '/api/empleados/999999/resumen?desde=2026-11-16&hasta=2026-11-22');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Empleado no encontrado.', code: 'empleado_no_encontrado' });
      expect((await call('GET', '/api/empleados/999999')).statusCode).toBe(404);
      const bad = await call('GET', '/api/empleados/1/resumen?desde=2026-11-22&hasta=2026-11-16');
      expect(bad.statusCode).toBe(400);
      expect((await call('GET', '/api/empleados/abc/resumen?desde=2026-11-16&hasta=2026-11-22')).statusCode).toBe(400);
    });
  });
});
