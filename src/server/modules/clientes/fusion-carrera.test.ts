import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTE_FUSIONADO, fichaMessages } from '#shared/schemas/cliente.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const TRIES = 40;

/**
 * A booking saved for a duplicate while an admin merges it into the main client: either the
 * booking lands first and the merge moves it, or the merge lands first and the booking is refused
 * (409, the duplicate was merged). Never a booking left on the archived duplicate.
 */
describe.each(testDialects)('merging clients while one is booked, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  const ids = { empleada: 0, servicio: 0 };

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const post = async (url: string, body: object) => {
    const res = await call(admin, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');
    ids.empleada = await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz' });
    ids.servicio = await post('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Esmaltado semipermanente',
      precio: 10000,
      duracionSugerida: 30,
    });
  });
  afterAll(async () => t.close());

  it(`${TRIES} tries, 0–10 ms apart: no booking stays on an archived duplicate`, async () => {
    let reservados = 0;
    let rechazados = 0;
    for (let i = 0; i < TRIES; i++) {
      const principal = await post('/api/clientes', { nombre: `Ana ${i}`, telefono: '11 5555-1234' });
      const duplicado = await post('/api/clientes', { nombre: `Ana ${i} bis` });
      // Each try its own day, so overlap never decides.
      const fecha = `2030-01-${String((i % 28) + 1).padStart(2, '0')}`;
      const hora = `${String(8 + Math.floor(i / 28)).padStart(2, '0')}:00`;
      const demora = i % 11;
      const [reserva, fusion] = await Promise.all([
        (async () => {
          if (i % 2 === 1) await sleep(demora);
          return call(staff, 'POST', '/api/turnos', {
            idCliente: duplicado,
            idEmpleado: ids.empleada,
            idServicio: ids.servicio,
            fecha,
            hora,
            duracion: 30,
            costo: 10000,
            estado: 'Debe',
            montoAbonado: null,
          });
        })(),
        (async () => {
          if (i % 2 === 0) await sleep(demora);
          return call(admin, 'POST', `/api/clientes/${principal}/fusionar`, { idDuplicado: duplicado });
        })(),
      ]);
      expect(fusion.statusCode, fusion.body).toBe(200);
      if (reserva.statusCode === 201) {
        reservados++;
        const ficha = await call(admin, 'GET', `/api/clientes/${principal}/turnos?pagina=1`);
        expect((ficha.json() as { total: number }).total).toBe(1);
      } else {
        rechazados++;
        expect(reserva.statusCode, reserva.body).toBe(409);
        expect(reserva.json()).toEqual({ error: fichaMessages.reservaFusionado, code: CLIENTE_FUSIONADO });
      }
    }
    const huerfanos = await t.testDb.db
      .selectFrom('turnos as t')
      .innerJoin('clientes as c', 'c.id', 't.id_cliente')
      .select('t.id')
      .where('c.fusionado_en', 'is not', null)
      .execute();
    expect(huerfanos).toEqual([]);
    expect(reservados + rechazados).toBe(TRIES);
  });
});
