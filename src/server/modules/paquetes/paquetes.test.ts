import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * Session packs on the ledger (decision 046), with numbers worked by hand. 'Pack de 4 lifting'
 * ($ 60.000, 4 sessions of 'Lifting de pestañas' at $ 20.000, 180 days) is sold by transfer:
 * $ 60.000 money in that day, no service billed. Ana's lifting booking is then paid by a session:
 * the ticket bills $ 20.000 and is paid, Caja takes nothing more, 3 sessions are left. A second
 * session is used and its ticket annulled: the session comes back (3 left). 'Saldo pendiente'
 * owes the 3 sessions at what the pack sold for: 60.000 × 3 / 4 = $ 45.000.
 */
// Friday 27 November 2026, 13:00 in Buenos Aires.
const DIA = '2026-11-27';
let clock = Date.parse('2026-11-27T16:00:00Z');

interface VentaRes {
  id: number;
  total: number;
  pagado: number;
  saldo: number;
  lineas: { tipo: string; total: number; pagado: number; idPaquete: number | null; idPaqueteCliente: number | null }[];
  pagos: { medioPago: string; monto: number }[];
}
interface PaqueteCliente {
  id: number;
  idVenta: number;
  pagado: boolean;
  idPaquete: number;
  sesionesRestantes: number;
  sesionesUsadas: number;
  vence: string;
  estado: string;
}

describe.each(testDialects)('session packs on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let ids: { ana: number; berta: number; lucia: number; lifting: number; masaje: number; pack: number };

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
  const json = async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    status = 200,
  ) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const post = async (url: string, body: object) => (await json<{ id: number }>('POST', url, body, 201)).id;
  const paquetes = (idCliente = ids.ana) => json<PaqueteCliente[]>('GET', `/api/clientes/${idCliente}/paquetes`);
  const caja = async () =>
    (await json<{ ingresos: { total: number } }>('GET', `/api/caja?fecha=${DIA}`)).ingresos.total;
  const reservar = (hora: string, idServicio = ids.lifting, idCliente = ids.ana) =>
    post('/api/turnos', {
      idCliente,
      idEmpleado: ids.lucia,
      idServicio,
      fecha: DIA,
      hora,
      duracion: 30,
      costo: idServicio === ids.lifting ? 20_000 : 12_500,
      estado: 'Debe',
      montoAbonado: null,
    });
  /** A booking charged by one session of that pack. */
  const conSesion = (idTurno: number, idPaqueteCliente: number, idCliente = ids.ana) =>
    call('POST', '/api/ventas', {
      idCliente,
      fecha: DIA,
      lineas: [{ tipo: 'servicio', idTurno }],
      pagos: [{ medioPago: 'Paquete', idPaqueteCliente }],
    });
  const venderPack = async (idCliente = ids.ana) => {
    const venta = await json<VentaRes>(
      'POST',
      '/api/ventas',
      {
        idCliente,
        fecha: DIA,
        lineas: [{ tipo: 'paquete', idPaquete: ids.pack }],
        pagos: [{ medioPago: 'Transferencia', monto: 60_000 }],
      },
      201,
    );
    const suyo = (await paquetes(idCliente)).find((p) => p.sesionesUsadas === 0 && p.estado === 'Vigente');
    return { venta, idPaqueteCliente: suyo?.id ?? 0 };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    admin = await t.loginAs('duena');
    const servicio = (nombre: string, precio: number) =>
      post('/api/servicios-base', { categoria: 'Faciales', descripcion: nombre, precio, duracionSugerida: 60 });
    const base = {
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      berta: await post('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' }),
      lucia: await post('/api/empleados', { nombre: 'Lucía', apellido: 'Paz', telefono: '11 4444-0000' }),
      lifting: await servicio('Lifting de pestañas', 20_000),
      masaje: await servicio('Masaje', 12_500),
    };
    ids = { ...base, pack: 0 };
  });
  afterAll(async () => t.close());

  it('the owner defines a pack; bad input is a 400 with a code and changes nothing', async () => {
    const pack = await json<Record<string, unknown>>(
      'POST',
      '/api/paquetes',
      { nombre: 'Pack de 4 lifting', idServicio: ids.lifting, sesiones: 4, precio: 60_000, validezDias: 180 },
      201,
    );
    ids.pack = pack.id as number;
    expect(pack).toMatchObject({
      nombre: 'Pack de 4 lifting',
      idServicio: ids.lifting,
      idServicios: [ids.lifting],
      servicios: ['Lifting de pestañas'],
      sesiones: 4,
      precio: 60_000,
      validezDias: 180,
      activo: true,
    });
    for (const [body, campo] of [
      [{ sesiones: 0 }, 'sesiones'],
      [{ precio: -1 }, 'precio'],
      [{ validezDias: 0 }, 'validezDias'],
      [{ nombre: '' }, 'nombre'],
    ] as const) {
      const res = await call('POST', '/api/paquetes', {
        nombre: 'Otro',
        idServicio: ids.lifting,
        sesiones: 4,
        precio: 1000,
        validezDias: 30,
        ...body,
      });
      expect(res.statusCode, campo).toBe(400);
      expect(res.json(), campo).toHaveProperty('code');
    }
    const sinServicio = await call('POST', '/api/paquetes', {
      nombre: 'Otro',
      idServicio: 999_999,
      sesiones: 4,
      precio: 1000,
      validezDias: 30,
    });
    expect(sinServicio.statusCode).toBe(400);
    expect(sinServicio.json()).toEqual({
      error: 'Uno de los servicios del paquete no existe.',
      code: 'servicio_no_encontrado',
    });
    const lista = await json<{ nombre: string }[]>('GET', '/api/paquetes');
    expect(lista.map((p) => p.nombre)).toEqual(['Pack de 4 lifting']);
  });

  it('sold by transfer is money in, not a service; a session pays a lifting whole and is no money in', async () => {
    const { venta, idPaqueteCliente } = await venderPack();
    expect(venta).toMatchObject({ total: 60_000, pagado: 60_000, saldo: 0 });
    expect(venta.lineas[0]).toMatchObject({ tipo: 'paquete', idPaquete: ids.pack, total: 60_000 });
    expect(await caja()).toBe(60_000);
    const [suyo] = await paquetes();
    expect(suyo).toMatchObject({
      id: idPaqueteCliente,
      idPaquete: ids.pack,
      sesionesRestantes: 4,
      // 180 days after 27 November 2026.
      vence: '2027-05-26',
      estado: 'Vigente',
    });

    const turno = await reservar('10:00');
    const res = await conSesion(turno, idPaqueteCliente);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      total: 20_000,
      pagado: 20_000,
      saldo: 0,
      lineas: [{ tipo: 'servicio', total: 20_000, pagado: 20_000, idPaqueteCliente }],
      pagos: [{ medioPago: 'Paquete', monto: 20_000 }],
    });
    // The booking is paid (the spec's fields), and Caja took nothing more.
    const turnos = await json<{ id: number; estado: string }[]>('GET', `/api/turnos?desde=${DIA}&hasta=${DIA}`);
    expect(turnos.find((x) => x.id === turno)?.estado).toBe('Pagado');
    expect(await caja()).toBe(60_000);
    expect((await paquetes())[0]).toMatchObject({ sesionesUsadas: 1, sesionesRestantes: 3 });
    // Its form cannot give that session back as cash: annulling its ticket does.
    const form = await call('PUT', `/api/turnos/${turno}`, {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.lifting,
      fecha: DIA,
      hora: '10:00',
      duracion: 30,
      costo: 20_000,
      estado: 'Debe',
      montoAbonado: null,
    });
    expect(form.statusCode).toBe(409);
    expect(form.json()).toMatchObject({ code: 'turno_pagado_con_paquete' });
  });

  it('a session is refused for another service, another client, or when none is left; nothing changes', async () => {
    const [suyo] = await paquetes();
    const id = suyo?.id ?? 0;
    const masaje = await reservar('12:00', ids.masaje);
    const otro = await conSesion(masaje, id);
    expect(otro.statusCode).toBe(400);
    expect(otro.json()).toEqual({
      error: 'Ese paquete no es para ningún servicio de este ticket que falte pagar.',
      code: 'paquete_otro_servicio',
    });
    const deBerta = await conSesion(await reservar('13:00', ids.lifting, ids.berta), id, ids.berta);
    expect(deBerta.statusCode).toBe(400);
    expect(deBerta.json()).toEqual({ error: 'Ese paquete no es de este cliente.', code: 'paquete_no_encontrado' });
    // A cash payment beside a session: the session pays the lifting whole, cash the massage.
    const dos = await call('POST', '/api/ventas', {
      idCliente: ids.ana,
      fecha: DIA,
      lineas: [
        { tipo: 'servicio', idTurno: masaje },
        { tipo: 'servicio', idTurno: await reservar('14:00') },
      ],
      pagos: [
        { medioPago: 'Efectivo', monto: 12_500 },
        { medioPago: 'Paquete', idPaqueteCliente: id },
      ],
    });
    expect(dos.statusCode, dos.body).toBe(201);
    expect((dos.json() as VentaRes).lineas.map((l) => [l.total, l.pagado, l.idPaqueteCliente])).toEqual([
      [12_500, 12_500, null],
      [20_000, 20_000, id],
    ]);
    expect(await caja()).toBe(72_500);
    expect((await paquetes())[0]).toMatchObject({ sesionesRestantes: 2 });
    // The cash is the massage's method; the lifting the session paid keeps its own (none).
    const turnos = await json<{ id: number; medioPago: string | null }[]>(
      'GET',
      `/api/turnos?desde=${DIA}&hasta=${DIA}`,
    );
    const [lineaMasaje, lineaLifting] = (dos.json() as VentaRes & { lineas: { idTurno: number }[] }).lineas;
    expect(turnos.find((x) => x.id === lineaMasaje?.idTurno)?.medioPago).toBe('Efectivo');
    expect(turnos.find((x) => x.id === lineaLifting?.idTurno)?.medioPago).toBeNull();
    // A ticket discount shared again would change what the session paid: refused, nothing changes.
    const idDos = (dos.json() as VentaRes).id;
    const descuento = await call('POST', `/api/ventas/${idDos}/lineas`, {
      lineas: [{ tipo: 'propina', idEmpleado: ids.lucia, precio: 1000 }],
      descuento: { tipo: '%', valor: 10 },
    });
    expect(descuento.statusCode).toBe(400);
    expect(descuento.json()).toMatchObject({ code: 'linea_con_sesion' });
    expect((await json<VentaRes>('GET', `/api/ventas/${idDos}`)).total).toBe(32_500);
    // An id past the database's integers is a 400, not a 500.
    const enorme = await call('POST', `/api/ventas/${idDos}/pagos`, {
      medioPago: 'Paquete',
      idPaqueteCliente: 2 ** 31,
    });
    expect(enorme.statusCode).toBe(400);
    // Its annulment gives the session back, and the cash.
    const anulada = await call('POST', `/api/ventas/${(dos.json() as VentaRes).id}/anular`, { motivo: 'Error' });
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect((await paquetes())[0]).toMatchObject({ sesionesUsadas: 1, sesionesRestantes: 3 });
    expect(await caja()).toBe(60_000);
  });

  it('two desks using the last session at once: one wins', async () => {
    const { idPaqueteCliente } = await venderPack(ids.berta);
    // Three sessions used one by one, the fourth by two desks at once.
    for (const hora of ['09:00', '09:30', '10:30']) {
      const r = await conSesion(await reservar(hora, ids.lifting, ids.berta), idPaqueteCliente, ids.berta);
      expect(r.statusCode, r.body).toBe(201);
    }
    const [a, b] = await Promise.all([
      conSesion(await reservar('11:00', ids.lifting, ids.berta), idPaqueteCliente, ids.berta),
      conSesion(await reservar('11:30', ids.lifting, ids.berta), idPaqueteCliente, ids.berta),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect((a.statusCode === 400 ? a : b).json()).toEqual({
      error: 'A ese paquete no le quedan sesiones.',
      code: 'paquete_sin_sesiones',
    });
    const suyo = (await paquetes(ids.berta)).find((p) => p.id === idPaqueteCliente);
    expect(suyo).toMatchObject({ sesionesUsadas: 4, sesionesRestantes: 0, estado: 'Usado' });
    // A ticket that sold a pack whose sessions were used is not annulled.
    const ventas = await json<{ ventas: { id: number; lineas: { tipo: string }[] }[] }>(
      'GET',
      `/api/ventas/cliente/${ids.berta}`,
    );
    const suVenta = ventas.ventas.find((v) => v.lineas.some((l) => l.tipo === 'paquete'));
    const res = await call('POST', `/api/ventas/${suVenta?.id ?? 0}/anular`, { motivo: 'Error' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'paquete_usado_no_se_anula' });
  });

  it('bought and first used on the same visit; refused while its line is unpaid; expired after its last day', async () => {
    // One ticket: the lifting booking and the pack, $ 60.000 paid by debit.
    const turno = await reservar('15:00');
    const venta = await json<VentaRes>(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.ana,
        fecha: DIA,
        lineas: [
          { tipo: 'servicio', idTurno: turno },
          { tipo: 'paquete', idPaquete: ids.pack },
        ],
        pagos: [{ medioPago: 'Débito', monto: 30_000 }],
      },
      201,
    );
    // $ 80.000 billed, $ 30.000 paid: the pack's line is not paid, its session is refused.
    const nuevo = (await paquetes()).find((p) => p.sesionesUsadas === 0 && p.id !== 0);
    const id = nuevo?.id ?? 0;
    const antes = await call('POST', `/api/ventas/${venta.id}/pagos`, { medioPago: 'Paquete', idPaqueteCliente: id });
    expect(antes.statusCode).toBe(400);
    expect(antes.json()).toMatchObject({ code: 'paquete_sin_pagar' });
    // $ 30.000 more by debit: with the session, the lifting is the pack's and the pack is paid.
    await json('POST', `/api/ventas/${venta.id}/lineas`, { pagos: [{ medioPago: 'Débito', monto: 30_000 }] });
    const ahora = await json<VentaRes>('POST', `/api/ventas/${venta.id}/pagos`, {
      medioPago: 'Paquete',
      idPaqueteCliente: id,
    });
    expect(ahora).toMatchObject({ total: 80_000, pagado: 80_000, saldo: 0 });
    expect(ahora.lineas.map((l) => [l.tipo, l.pagado])).toEqual([
      ['servicio', 20_000],
      ['paquete', 60_000],
    ]);

    // 181 days later it is past its last day.
    const turnoTarde = await reservar('16:00');
    clock += 181 * 86_400_000;
    try {
      admin = await t.loginAs('recepcion', 'staff');
      const tarde = await conSesion(turnoTarde, id);
      expect(tarde.statusCode).toBe(400);
      expect(tarde.json()).toEqual({ error: 'Ese paquete venció el 26/05/2027.', code: 'paquete_vencido' });
    } finally {
      clock -= 181 * 86_400_000;
      // The visit to the future swept the owner's session away as expired: she signs in again.
      admin = await t.loginAs('duena-2');
    }
  });

  it('a pack sold keeps its services; one of them archived, the pack is still edited; a line sells one pack', async () => {
    const base = { nombre: 'Pack de 4 lifting', sesiones: 4, precio: 60_000, validezDias: 180 };
    const otro = await call('PUT', `/api/paquetes/${ids.pack}`, { ...base, idServicio: ids.masaje });
    expect(otro.statusCode).toBe(400);
    expect(otro.json()).toMatchObject({ code: 'paquete_vendido' });
    // A pack not sold yet, for a service then archived (its bookings keep it): taken off sale.
    const peeling = (
      await json<{ id: number }>(
        'POST',
        '/api/servicios-base',
        { categoria: 'Faciales', descripcion: 'Peeling', precio: 9000, duracionSugerida: 30 },
        201,
      )
    ).id;
    const nuevo = await json<{ id: number }>(
      'POST',
      '/api/paquetes',
      { ...base, nombre: 'Pack peeling', idServicio: peeling },
      201,
    );
    await reservar('17:00', peeling);
    expect((await call('DELETE', `/api/servicios-base/${peeling}`)).statusCode).toBeLessThan(300);
    const apagado = await json<{ activo: boolean }>('PUT', `/api/paquetes/${nuevo.id}`, {
      ...base,
      nombre: 'Pack peeling',
      idServicio: peeling,
      activo: false,
    });
    expect(apagado.activo).toBe(false);
    // Three on one line are one pack: the line sells one.
    const venta = await json<VentaRes>(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.berta,
        fecha: DIA,
        lineas: [{ tipo: 'paquete', idPaquete: ids.pack, cantidad: 3 }],
        pagos: [{ medioPago: 'Efectivo', monto: 60_000 }],
      },
      201,
    );
    expect(venta).toMatchObject({ total: 60_000, saldo: 0 });
  });

  it('a pack on a ticket that owes nothing is paid, even if a booking of it then bills nothing', async () => {
    // A $ 20.000 lifting and the $ 60.000 pack, $ 60.000 in cash: the lifting's line fills
    // first, the pack's has 40.000. The lifting is then 'No vino': the ticket bills 60.000 and
    // was paid 60.000, so the pack is paid and its sessions can be used.
    const turno = await reservar('18:00');
    const venta = await json<VentaRes>(
      'POST',
      '/api/ventas',
      {
        idCliente: ids.ana,
        fecha: DIA,
        lineas: [
          { tipo: 'servicio', idTurno: turno },
          { tipo: 'paquete', idPaquete: ids.pack },
        ],
        pagos: [{ medioPago: 'Efectivo', monto: 60_000 }],
      },
      201,
    );
    const nuevo = (await paquetes()).find((p) => p.idVenta === venta.id);
    expect(nuevo).toMatchObject({ pagado: false });
    await json('PUT', `/api/turnos/${turno}`, {
      idCliente: ids.ana,
      idEmpleado: ids.lucia,
      idServicio: ids.lifting,
      fecha: DIA,
      hora: '18:00',
      duracion: 30,
      costo: 20_000,
      estado: 'Pagado',
      asistencia: 'No vino',
    });
    expect(await json('GET', `/api/ventas/${venta.id}`)).toMatchObject({ total: 60_000, saldo: 0 });
    expect((await paquetes()).find((p) => p.idVenta === venta.id)).toMatchObject({ pagado: true });
    const usa = await conSesion(await reservar('18:30'), nuevo?.id ?? 0);
    expect(usa.statusCode, usa.body).toBe(201);
  });

  it('the history owes the unused sessions at what the pack sold for', async () => {
    // Ana's first pack: 3 left (60.000 × 3 / 4 = 45.000); her second: 3 left (45.000);
    // Berta's first: none; her second, just sold: 4 (60.000); Ana's third: 3 left (45.000).
    // Every session counts once.
    const figuras = await json<{ giftcards: { saldoPendiente: number; vencidas: number } }>(
      'GET',
      `/api/reportes?desde=${DIA}&hasta=${DIA}`,
    );
    expect(figuras.giftcards).toMatchObject({ saldoPendiente: 195_000, vencidas: 0 });
  });
});
