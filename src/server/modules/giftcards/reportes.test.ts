import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';
import { tarjetasAlCorte } from '#server/modules/ventas/consultas.ts';

/**
 * The history's gift card figures (decision 044), worked by hand. On 27 November 2026: A, $ 30.000
 * by transfer, $ 12.500 of it spent that day; B, for a 'Lifting' ($ 20.000), not spent; C,
 * $ 5.000, annulled by an admin (its money came in: sold, but owed no more); D, $ 8.000 on a
 * ticket then annulled (never sold). That day: sold 30.000 + 20.000 + 5.000 = 55.000, spent 12.500,
 * none expired, owed 17.500 + 20.000 = 37.500. May 2027, seen on 1 June: A and B expired on the
 * 27th with 37.500 left; nothing owed at the month's end.
 */
const DIA = '2026-11-27';
const INICIO = Date.parse('2026-11-27T16:00:00Z');
let clock = INICIO;

describe.each(testDialects)('the history’s gift card figures on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload }) });
  const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.statusCode === 204 ? {} : (res.json() as Record<string, unknown>);
  };
  const figuras = async (desde: string, hasta: string) =>
    (await ok('GET', `/api/reportes?desde=${desde}&hasta=${hasta}`)).giftcards;

  beforeAll(async () => {
    // Each database's run starts on the day of the sales (the one before moved it to June).
    clock = INICIO;
    t = await createTestApp(dialect, { now: () => clock });
    admin = await t.loginAs('duena');
  });
  afterAll(async () => t.close());

  it('sold, spent, expired and still owed, by hand', async () => {
    const cliente = (
      (await ok('POST', '/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' })) as {
        id: number;
      }
    ).id;
    const servicio = (n: string, precio: number) =>
      ok('POST', '/api/servicios-base', { categoria: 'Faciales', descripcion: n, precio, duracionSugerida: 60 });
    const lifting = ((await servicio('Lifting', 20_000)) as { id: number }).id;
    const masaje = ((await servicio('Masaje', 12_500)) as { id: number }).id;
    const vender = async (linea: object, medioPago: string, monto: number) =>
      (await ok('POST', '/api/ventas', {
        idCliente: cliente,
        fecha: DIA,
        lineas: [linea],
        pagos: [{ medioPago, monto }],
      })) as { id: number; giftcards: { codigo: string }[] };
    const a = await vender({ tipo: 'giftcard', valor: 30_000 }, 'Transferencia', 30_000);
    await vender({ tipo: 'giftcard', idServicio: lifting }, 'Efectivo', 20_000);
    const c = await vender({ tipo: 'giftcard', valor: 5000 }, 'Efectivo', 5000);
    const d = await vender({ tipo: 'giftcard', valor: 8000 }, 'Efectivo', 8000);
    await ok('POST', `/api/giftcards/${c.giftcards[0]?.codigo ?? ''}/anular`, { motivo: 'Se perdió' });
    await ok('POST', `/api/ventas/${d.id}/anular`, { motivo: 'La devolvió' });
    const gasto = await ok('POST', '/api/ventas', {
      idCliente: cliente,
      fecha: DIA,
      lineas: [{ tipo: 'servicio', idServicio: masaje }],
      pagos: [{ medioPago: 'Gift card', codigo: a.giftcards[0]?.codigo, monto: 12_500 }],
    });
    expect(gasto).toMatchObject({ saldo: 0 });

    expect(await figuras(DIA, DIA)).toEqual({
      vendidas: 55_000,
      canjeadas: 12_500,
      vencidas: 0,
      saldoPendiente: 37_500,
    });

    clock = Date.parse('2027-06-01T16:00:00Z');
    admin = sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'duena', password: TEST_PASSWORD },
      }),
    );
    expect(await figuras('2027-05-01', '2027-05-31')).toEqual({
      vendidas: 0,
      canjeadas: 0,
      vencidas: 37_500,
      saldoPendiente: 0,
    });
    // That day as it was: what was owed then stays what it was.
    expect(await figuras(DIA, DIA)).toMatchObject({ saldoPendiente: 37_500 });
    // The Excel's totals carry them below the spec's and the tickets'.
    const excel = await call('GET', `/api/reportes/excel?desde=${DIA}&hasta=${DIA}`);
    expect(excel.statusCode).toBe(200);
  });

  it.runIf(dialect === 'sqlite')('reads the cards first, not every sale up to the range’s end', async () => {
    // SQLite plans without statistics: joined the other way, it walked years of sales through
    // their date to find the few that sold a card (the month's report took twice as long).
    const compiled = tarjetasAlCorte(t.testDb.db, '2027-05-31', '2027-05-31').compile();
    const plan = await t.testDb.db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    const pasos = plan.rows.map((r) => r.detail);
    expect(pasos.find((d) => / (g|v)\b/.test(d))).toMatch(/^SCAN g\b/);
  });
});
