import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGO_CODIGO } from '#shared/domain/giftcard.ts';
import { createTestApp, sessionCookieOf, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Gift cards on the ledger (decision 044), with numbers worked by hand: a $ 30.000 card sold by
 * transfer is money in that day (Caja, income by method) and bills no service; spent $ 12.500
 * then $ 17.500 on two visits it leaves 0 and is refused after; neither spending is money in. A
 * card for a 'Lifting' ($ 20.000) pays it after a 15 % rise ($ 23.000). Past its 6 months it is
 * refused with its date; two desks spending one card at once never spend it twice; an annulled
 * ticket gives back what it spent, and a ticket whose card was spent cannot be annulled.
 */
// Friday 27 November 2026, 13:00 in Buenos Aires.
const DIA = '2026-11-27';
let clock = Date.parse('2026-11-27T16:00:00Z');

describe.each(testDialects)('gift cards on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: { ana: number; berta: number; masaje: number; lifting: number };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie: string | null = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie === null ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  const json = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as Record<string, unknown>;
  };
  const vender = async (linea: object, pagos: object[] = []) =>
    (await json('POST', '/api/ventas', { idCliente: ids.ana, fecha: DIA, lineas: [linea], pagos }, 201)) as {
      id: number;
      giftcards: { codigo: string; vence: string }[];
      total: number;
    };
  const gastar = (codigo: string, monto: number, servicio = ids.masaje, idCliente = ids.berta) =>
    call('POST', '/api/ventas', {
      idCliente,
      fecha: DIA,
      lineas: [{ tipo: 'servicio', idServicio: servicio }],
      pagos: [{ medioPago: 'Gift card', codigo, monto }],
    });
  const saldo = async (codigo: string) =>
    ((await json('GET', `/api/giftcards/${codigo}`)) as { saldo: number; estado: string }).saldo;
  const caja = async () => (await json('GET', `/api/caja?fecha=${DIA}`)).ingresos as { total: number };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    admin = await t.loginAs('duena');
    const post = async (url: string, body: object) => ((await json('POST', url, body, 201)) as { id: number }).id;
    const servicio = (nombre: string, precio: number) =>
      post('/api/servicios-base', { categoria: 'Faciales', descripcion: nombre, precio, duracionSugerida: 60 });
    ids = {
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      berta: await post('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' }),
      masaje: await servicio('Masaje', 12_500),
      lifting: await servicio('Lifting de pestañas', 20_000),
    };
  });
  afterAll(async () => t.close());

  it('sold by transfer is money in that day; spent in two visits it leaves nothing, and neither visit is money in', async () => {
    const venta = await vender({ tipo: 'giftcard', valor: 30_000, destinatario: 'Berta', mensaje: '¡Feliz cumple!' }, [
      { medioPago: 'Transferencia', monto: 30_000 },
    ]);
    expect(venta.total).toBe(30_000);
    expect(venta.giftcards).toHaveLength(1);
    const { codigo, vence } = venta.giftcards[0] ?? { codigo: '', vence: '' };
    expect(codigo).toMatch(new RegExp(`^[A-HJKMNP-Z2-9]{${LARGO_CODIGO}}$`));
    // Six months from today (Ajustes' giftcardMeses, 6 by default: the FAQ's rule).
    expect(vence).toBe('2027-05-27');
    expect(await caja()).toMatchObject({ total: 30_000 });
    const card = await json('GET', `/api/giftcards/${codigo}`);
    expect(card).toMatchObject({
      codigo,
      valor: 30_000,
      saldo: 30_000,
      estado: 'Vigente',
      comprador: 'Ana López',
      destinatario: 'Berta',
      mensaje: '¡Feliz cumple!',
      servicio: null,
    });

    // Berta's massage, $ 12.500, paid with the card typed as people type it.
    const primera = await gastar(
      `${codigo.slice(0, 4).toLowerCase()}-${codigo.slice(4, 8)} ${codigo.slice(8)}`,
      12_500,
    );
    expect(primera.statusCode, primera.body).toBe(201);
    expect(primera.json()).toMatchObject({ total: 12_500, pagado: 12_500, saldo: 0 });
    expect(await saldo(codigo)).toBe(17_500);
    // More than is left: refused, with what is left.
    const mucho = await call('POST', '/api/ventas', {
      idCliente: ids.berta,
      fecha: DIA,
      lineas: [{ tipo: 'servicio', idServicio: ids.lifting }],
      pagos: [{ medioPago: 'Gift card', codigo, monto: 20_000 }],
    });
    expect(mucho.statusCode).toBe(400);
    expect(mucho.json()).toEqual({
      error: 'A esa gift card le quedan $ 17.500,00.',
      code: 'giftcard_saldo_insuficiente',
    });
    // The other 17.500, on a massage with 5.000 off… no: a $ 17.500 visit (a massage and its 5.000 extra).
    const segunda = await call('POST', '/api/ventas', {
      idCliente: ids.berta,
      fecha: DIA,
      lineas: [{ tipo: 'servicio', idServicio: ids.masaje, precio: 17_500 }],
      pagos: [{ medioPago: 'Gift card', codigo, monto: 17_500 }],
    });
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ saldo: 0, estado: 'Usada' });
    const otra = await gastar(codigo, 1);
    expect(otra.json()).toEqual({ error: 'Esa gift card ya se usó: no le queda saldo.', code: 'giftcard_usada' });

    // Caja and the income by method: only the card's sale came in (30.000 by transfer).
    expect(await caja()).toMatchObject({ total: 30_000 });
    const reporte = await json('GET', `/api/reportes?desde=${DIA}&hasta=${DIA}`);
    expect(reporte.ingresosPorMedio).toEqual([{ medioPago: 'Transferencia', monto: 30_000 }]);
    // The card's sale bills no service; the two visits bill theirs (not bookings: the spec's totals
    // are the appointments', unchanged).
    expect(reporte.totales).toMatchObject({ facturado: 0, abonado: 0, deuda: 0 });
  });

  it('a card for a service pays it after its price rose 15 %', async () => {
    const { giftcards } = await vender({ tipo: 'giftcard', idServicio: ids.lifting }, [
      { medioPago: 'Efectivo', monto: 20_000 },
    ]);
    const codigo = giftcards[0]?.codigo ?? '';
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({
      servicio: 'Lifting de pestañas',
      valor: null,
      saldo: 20_000,
    });
    await json('PUT', `/api/servicios-base/${ids.lifting}`, {
      categoria: 'Faciales',
      descripcion: 'Lifting de pestañas',
      precio: 23_000,
      duracionSugerida: 60,
    });
    // Before it is spent, it is worth the service's price today.
    expect(await saldo(codigo)).toBe(23_000);
    const res = await gastar(codigo, 23_000, ids.lifting);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total: 23_000, saldo: 0 });
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ valor: 23_000, saldo: 0, estado: 'Usada' });
  });

  it('past its expiry it is refused with its date', async () => {
    const { giftcards } = await vender({ tipo: 'giftcard', valor: 5000 }, [{ medioPago: 'Efectivo', monto: 5000 }]);
    const codigo = giftcards[0]?.codigo ?? '';
    const antes = clock;
    // A session of that day: six months idle end today's.
    const entrar = async () =>
      (admin = sessionCookieOf(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'duena', password: TEST_PASSWORD },
        }),
      ));
    try {
      // 28 May 2027: the day after its last valid day.
      clock = Date.parse('2027-05-28T16:00:00Z');
      await entrar();
      const res = await gastar(codigo, 5000);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Esa gift card venció el 27/05/2027.', code: 'giftcard_vencida' });
      expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ saldo: 5000, estado: 'Vencida' });
    } finally {
      clock = antes;
      await entrar();
    }
  });

  it('two desks spending one card at once never spend it twice', async () => {
    const { giftcards } = await vender({ tipo: 'giftcard', valor: 30_000 }, [{ medioPago: 'Débito', monto: 30_000 }]);
    const codigo = giftcards[0]?.codigo ?? '';
    const [a, b] = await Promise.all([
      gastar(codigo, 20_000, ids.lifting, ids.berta),
      gastar(codigo, 20_000, ids.lifting, ids.ana),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'giftcard_saldo_insuficiente' });
    expect(await saldo(codigo)).toBe(10_000);
  });

  it('an annulled ticket gives back what it spent; a ticket whose card was spent is not annulled', async () => {
    const venta = await vender({ tipo: 'giftcard', valor: 10_000 }, [{ medioPago: 'Efectivo', monto: 10_000 }]);
    const codigo = venta.giftcards[0]?.codigo ?? '';
    const gasto = await gastar(codigo, 12_500 - 2500, ids.masaje);
    // A $ 12.500 massage, $ 10.000 by the card: $ 2.500 still owed.
    expect(gasto.json()).toMatchObject({ total: 12_500, pagado: 10_000, saldo: 2500 });
    const sold = await call('POST', `/api/ventas/${venta.id}/anular`, { motivo: 'Error' });
    expect(sold.statusCode).toBe(400);
    expect(sold.json()).toEqual({
      error: 'Este ticket vendió una gift card que ya se usó: no se puede anular.',
      code: 'giftcard_usada_no_se_anula',
    });
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ estado: 'Usada', anulada: null });

    const idGasto = (gasto.json() as { id: number }).id;
    await json('POST', `/api/ventas/${idGasto}/anular`, { motivo: 'Se cobró a otra clienta' });
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ saldo: 10_000, estado: 'Vigente' });
    // Now nothing of it is spent: its own ticket can be annulled, and the card with it.
    await json('POST', `/api/ventas/${venta.id}/anular`, { motivo: 'La devolvió' });
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ estado: 'Anulada' });
    expect((await gastar(codigo, 100)).json()).toEqual({
      error: 'Esa gift card está anulada.',
      code: 'giftcard_anulada',
    });
  });

  it('bad input is a 400 with a Spanish message and a code, and changes nothing', async () => {
    const antes = await caja();
    const casos: [object, object, string][] = [
      [{ tipo: 'giftcard' }, [], 'giftcard_sin_valor'],
      [{ tipo: 'giftcard', valor: 100, idServicio: ids.masaje }, [], 'giftcard_sin_valor'],
      [{ tipo: 'giftcard', valor: 100, descuento: { tipo: '%', valor: 10 } }, [], 'giftcard_sin_descuento'],
      [
        { tipo: 'servicio', idServicio: ids.masaje },
        [{ medioPago: 'Gift card', codigo: 'ZZZZ-ZZZZ-ZZ', monto: 1 }],
        'giftcard_no_encontrada',
      ],
      [
        { tipo: 'servicio', idServicio: ids.masaje },
        [{ medioPago: 'Gift card', codigo: 'O0O0-I1I1-LL', monto: 1 }],
        'giftcard_no_encontrada',
      ],
    ];
    for (const [linea, pagos, code] of casos) {
      const res = await call('POST', '/api/ventas', { idCliente: ids.ana, fecha: DIA, lineas: [linea], pagos });
      expect(res.statusCode, JSON.stringify(linea)).toBe(400);
      expect(res.json()).toMatchObject({ code });
      expect(typeof (res.json() as { error: unknown }).error).toBe('string');
    }
    for (const body of [
      { tipo: 'giftcard', valor: -5 },
      { tipo: 'servicio', idServicio: ids.masaje, pagos: [] },
    ]) {
      const res = await call('POST', '/api/ventas', {
        idCliente: ids.ana,
        fecha: DIA,
        lineas: [body],
        pagos: body.tipo === 'servicio' ? [{ medioPago: 'Gift card', monto: 1 }] : [],
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await caja()).toEqual(antes);
  });

  it('the public balance answers a card and no card in the same shape, without a session, within its limit', async () => {
    const { giftcards } = await vender({ tipo: 'giftcard', valor: 7000 }, [{ medioPago: 'Efectivo', monto: 7000 }]);
    const codigo = giftcards[0]?.codigo ?? '';
    const publico = (c: string, ip = '203.0.113.7') =>
      t.app.inject({ method: 'GET', url: `/api/giftcards/${c}/saldo`, remoteAddress: ip });
    const si = await publico(codigo);
    expect(si.statusCode).toBe(200);
    expect(si.json()).toEqual({ saldo: 7000, servicio: null, vence: '2027-05-27', estado: 'Vigente' });
    const no = await publico('ZZZZ-ZZZZ-ZZ');
    expect(no.statusCode).toBe(404);
    expect(no.json()).toEqual({
      saldo: null,
      servicio: null,
      vence: null,
      estado: null,
      error: 'No hay ninguna gift card con ese código.',
      code: 'giftcard_no_encontrada',
    });
    // Staff's view needs a session.
    expect((await call('GET', `/api/giftcards/${codigo}`, undefined, null)).statusCode).toBe(401);
    // 20 lookups in 10 minutes from one address (2 above); the 21st is a 429. An IPv6 /64 is one address.
    for (let i = 0; i < 18; i++) expect((await publico('ZZZZ-ZZZZ-ZZ')).statusCode).toBe(404);
    const limitado = await publico(codigo);
    expect(limitado.statusCode).toBe(429);
    expect(limitado.json()).toMatchObject({ code: 'demasiadas_consultas' });
    for (let i = 0; i < 20; i++) await publico('ZZZZ-ZZZZ-ZZ', `2001:db8:1:2::${i + 1}`);
    expect((await publico(codigo, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await publico(codigo, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('staff find them by code or name and state; an admin annuls one or gives it a new expiry, audited', async () => {
    const { giftcards } = await vender({ tipo: 'giftcard', valor: 8000, destinatario: 'Rocío Díaz' }, [
      { medioPago: 'Efectivo', monto: 8000 },
    ]);
    const codigo = giftcards[0]?.codigo ?? '';
    const lista = async (query: string) =>
      (await json('GET', `/api/giftcards?${query}`)) as {
        giftcards: { codigo: string; estado: string }[];
        total: number;
      };
    expect((await lista('q=roc')).giftcards.map((g) => g.codigo)).toEqual([codigo]);
    // Accents and case aside, as the clients are found.
    expect((await lista('q=ROCIO%20DIAZ')).giftcards.map((g) => g.codigo)).toEqual([codigo]);
    expect(
      (await lista(`q=${codigo.slice(0, 4).toLowerCase()}-${codigo.slice(4, 6)}`)).giftcards.map((g) => g.codigo),
    ).toContain(codigo);
    expect((await lista('estado=Usada')).giftcards.every((g) => g.estado === 'Usada')).toBe(true);
    expect((await lista('estado=Usada')).total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/giftcards?estado=Perdida')).statusCode).toBe(400);

    // Staff read, but neither annul nor move an expiry.
    const staff = await t.loginAs('recepcion', 'staff');
    const comoStaff = await call('POST', `/api/giftcards/${codigo}/anular`, { motivo: 'x' }, staff);
    expect(comoStaff.statusCode).toBe(403);
    expect(comoStaff.json()).toMatchObject({ code: 'solo_admin' });
    expect((await call('GET', `/api/giftcards/${codigo}`, undefined, staff)).statusCode).toBe(200);

    // A later expiry; one in the past is refused.
    expect((await call('POST', `/api/giftcards/${codigo}/vence`, { vence: '2027-12-31' })).statusCode).toBe(204);
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ vence: '2027-12-31' });
    const pasado = await call('POST', `/api/giftcards/${codigo}/vence`, { vence: '2026-11-26' });
    expect(pasado.statusCode).toBe(400);
    expect(pasado.json()).toMatchObject({ code: 'giftcard_vence_pasado' });

    const sinMotivo = await call('POST', `/api/giftcards/${codigo}/anular`, { motivo: '  ' });
    expect(sinMotivo.statusCode).toBe(400);
    expect((await call('POST', `/api/giftcards/${codigo}/anular`, { motivo: 'Se perdió' })).statusCode).toBe(204);
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({
      estado: 'Anulada',
      anulada: { motivo: 'Se perdió' },
    });
    expect((await call('POST', `/api/giftcards/${codigo}/anular`, { motivo: 'otra vez' })).json()).toMatchObject({
      code: 'giftcard_ya_anulada',
    });
    expect((await call('POST', '/api/giftcards/ZZZZ-ZZZZ-ZZ/anular', { motivo: 'x' })).statusCode).toBe(404);
    const auditoria = (await json('GET', '/api/auditoria?entity=giftcards')) as unknown as { action: string }[];
    expect(auditoria.map((a) => a.action)).toEqual(expect.arrayContaining(['anular', 'editar']));
  });

  it('a card sold on a ticket not yet paid is not spent until it is', async () => {
    const venta = await vender({ tipo: 'giftcard', valor: 6000 }, [{ medioPago: 'Efectivo', monto: 2000 }]);
    const codigo = venta.giftcards[0]?.codigo ?? '';
    const antes = await gastar(codigo, 1000);
    expect(antes.statusCode).toBe(400);
    expect(antes.json()).toEqual({
      error: 'Esa gift card todavía no se terminó de pagar: se puede usar una vez paga.',
      code: 'giftcard_sin_pagar',
    });
    await json('POST', `/api/ventas/${venta.id}/pagos`, { medioPago: 'Efectivo', monto: 4000 });
    expect((await gastar(codigo, 1000)).statusCode).toBe(201);
  });

  it('a booking paid with a card is not given back as money by its form: its ticket is annulled instead', async () => {
    const { giftcards } = await vender({ tipo: 'giftcard', valor: 12_500 }, [{ medioPago: 'Efectivo', monto: 12_500 }]);
    const codigo = giftcards[0]?.codigo ?? '';
    const empleada = (
      (await json('POST', '/api/empleados', { nombre: 'Lucía', apellido: 'Paz' }, 201)) as { id: number }
    ).id;
    const turno = {
      idCliente: ids.berta,
      idEmpleado: empleada,
      idServicio: ids.masaje,
      fecha: DIA,
      hora: '18:00',
      duracion: 60,
      costo: 12_500,
      estado: 'Debe',
      montoAbonado: null,
    };
    const id = ((await json('POST', '/api/turnos', turno, 201)) as { id: number }).id;
    const cobro = (await json(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.berta,
        fecha: DIA,
        lineas: [{ tipo: 'servicio', idTurno: id }],
        pagos: [{ medioPago: 'Gift card', codigo, monto: 12_500 }],
      },
      201,
    )) as { id: number };
    const cajaAntes = await caja();
    const deuda = await call('PUT', `/api/turnos/${id}`, { ...turno, estado: 'Debe' });
    expect(deuda.statusCode).toBe(409);
    expect(deuda.json()).toMatchObject({ code: 'turno_pagado_con_giftcard' });
    expect(await caja()).toEqual(cajaAntes);
    await json('POST', `/api/ventas/${cobro.id}/anular`, { motivo: 'Error' });
    expect(await saldo(codigo)).toBe(12_500);
  });

  it('keeps a service a card was sold for, archived, and an erased buyer’s name off her cards', async () => {
    const servicio = (
      (await json(
        'POST',
        '/api/servicios-base',
        { categoria: 'Faciales', descripcion: 'Limpieza', precio: 9000, duracionSugerida: 60 },
        201,
      )) as { id: number }
    ).id;
    const carla = (
      (await json('POST', '/api/clientes', { nombre: 'Carla', apellido: 'Ruiz', telefono: '11 5555-9876' }, 201)) as {
        id: number;
      }
    ).id;
    const venta = (await json(
      'POST',
      '/api/ventas',
      {
        idCliente: carla,
        fecha: DIA,
        lineas: [{ tipo: 'giftcard', idServicio: servicio, destinatario: 'Dana', mensaje: 'Para vos' }],
        pagos: [{ medioPago: 'Efectivo', monto: 9000 }],
      },
      201,
    )) as { giftcards: { codigo: string }[] };
    const codigo = venta.giftcards[0]?.codigo ?? '';
    const borrado = await call('DELETE', `/api/servicios-base/${servicio}`);
    expect(borrado.statusCode, borrado.body).toBeLessThan(300);
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({ servicio: 'Limpieza', saldo: 9000 });

    await json('POST', `/api/clientes/${carla}/borrar-datos`, {});
    expect(await json('GET', `/api/giftcards/${codigo}`)).toMatchObject({
      comprador: 'Cliente borrado',
      destinatario: null,
      mensaje: null,
      saldo: 9000,
    });
  });

  it('refuses text no screen can show in a card’s fields, without a 500', async () => {
    for (const campo of ['destinatario', 'mensaje', 'comprador']) {
      const res = await call('POST', '/api/ventas', {
        idCliente: ids.ana,
        fecha: DIA,
        lineas: [{ tipo: 'giftcard', valor: 100, [campo]: 'A\u0000B' }],
        pagos: [],
      });
      expect(res.statusCode, campo).toBe(400);
    }
    expect((await call('GET', '/api/giftcards?q=A%00B')).statusCode).toBe(400);
    expect((await call('POST', '/api/giftcards/ZZZZZZZZZZ/anular', { motivo: 'A\u0000B' })).statusCode).toBe(400);
  });
});
