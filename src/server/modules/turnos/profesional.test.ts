import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/**
 * A professional's own account in the agenda: Sofía sees her column whole and Marta's as busy
 * time; she books, moves and marks attendance in hers only, at the catalogue's price, taking no
 * money and teaching the catalogue nothing; she reads her clients by name and their pinned notes.
 */
// Friday 27 November 2026, 10:00 in Buenos Aires.
const NOW = Date.parse('2026-11-27T13:00:00Z');
const DIA = '2026-11-27';

describe.each(testDialects)('a professional’s own agenda on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let sofia: string;
  let ids: Record<'sofia' | 'marta' | 'ana' | 'berta' | 'manicura' | 'deAna' | 'deBerta', number>;

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const turno = (extra: object = {}) => ({
    idCliente: ids.ana,
    idEmpleado: ids.sofia,
    idServicio: ids.manicura,
    fecha: DIA,
    hora: '15:00',
    duracion: 30,
    costo: 1,
    estado: 'Pagado',
    montoAbonado: null,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
    admin = await t.loginAs('duena');
    const post = async (url: string, body: object) => {
      const res = await call(admin, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const partial = {
      sofia: await post('/api/empleados', { nombre: 'Sofía', apellido: 'Gómez', telefono: '11 4444-0001' }),
      marta: await post('/api/empleados', { nombre: 'Marta', apellido: 'Gil', telefono: '11 4444-0002' }),
      ana: await post('/api/clientes', { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234' }),
      berta: await post('/api/clientes', { nombre: 'Berta', apellido: 'Sosa', telefono: '11 5555-4321' }),
      manicura: await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: 'Manicura',
        precio: 10_000,
        duracionSugerida: 30,
      }),
    };
    const reservar = (idCliente: number, idEmpleado: number, hora: string) =>
      post('/api/turnos', {
        idCliente,
        idEmpleado,
        idServicio: partial.manicura,
        fecha: DIA,
        hora,
        duracion: 30,
        costo: 10_000,
        estado: 'Pagado',
        montoAbonado: null,
      });
    ids = {
      ...partial,
      deAna: await reservar(partial.ana, partial.sofia, '10:00'),
      deBerta: await reservar(partial.berta, partial.marta, '10:00'),
    };
    await post(`/api/clientes/${ids.ana}/notas`, { texto: 'Alérgica al látex', fijada: true });
    await post(`/api/clientes/${ids.ana}/notas`, { texto: 'Prefiere la mañana', fijada: false });
    sofia = await t.loginAs('sofia', 'profesional', ids.sofia);
  });
  afterAll(async () => t.close());

  it('shows her column whole and the others’ time as busy, with no client, service or money', async () => {
    const res = await call(sofia, 'GET', `/api/turnos?fecha=${DIA}`);
    expect(res.statusCode, res.body).toBe(200);
    const turnos = res.json() as Record<string, unknown>[];
    expect(turnos.find((x) => x.id === ids.deAna)).toMatchObject({
      clienteNombre: 'Ana López',
      clienteTelefono: '11 5555-1234',
      servicioNombre: 'Manicura',
      costo: 10_000,
    });
    expect(turnos.find((x) => x.id === ids.deBerta)).toEqual({
      id: ids.deBerta,
      idVisita: ids.deBerta,
      idCliente: 0,
      idEmpleado: ids.marta,
      idServicio: 0,
      fecha: DIA,
      hora: '10:00',
      duracion: 30,
      asistencia: 'Pendiente',
      confirmacion: '',
      origen: null,
      clienteNombre: '',
      clienteTelefono: '',
      servicioNombre: '',
      empleadoNombre: 'Marta Gil',
      ocupado: true,
    });
    // The same day by her agenda's own name; the centre's accounts have none.
    expect((await call(sofia, 'GET', `/api/mi/agenda?fecha=${DIA}`)).json()).toEqual(turnos);
    const deAdmin = await call(admin, 'GET', `/api/mi/agenda?fecha=${DIA}`);
    expect(deAdmin.statusCode).toBe(403);
    expect(deAdmin.json()).toMatchObject({ code: 'cuenta_sin_empleado' });
    // The week view's range, no more.
    expect((await call(sofia, 'GET', '/api/turnos?desde=2026-11-23&hasta=2026-11-29')).statusCode).toBe(200);
    expect((await call(sofia, 'GET', '/api/turnos?desde=2026-11-23&hasta=2026-11-30')).statusCode).toBe(403);
    // Staff still see every booking whole.
    const staff = await t.loginAs('recepcion', 'staff');
    const deStaff = (await call(staff, 'GET', `/api/turnos?fecha=${DIA}`)).json() as Record<string, unknown>[];
    expect(deStaff.find((x) => x.id === ids.deBerta)).toMatchObject({ clienteNombre: 'Berta Sosa' });
  });

  it('shows her clients’ phones only while Ajustes allows it', async () => {
    const apagar = await call(admin, 'PUT', '/api/ajustes', { profesionalVeTelefonos: false });
    expect(apagar.statusCode, apagar.body).toBe(200);
    const turnos = (await call(sofia, 'GET', `/api/turnos?fecha=${DIA}`)).json() as Record<string, unknown>[];
    expect(turnos.find((x) => x.id === ids.deAna)).toMatchObject({ clienteNombre: 'Ana López', clienteTelefono: '' });
    // Nor in the answer to a booking she makes or changes.
    const nuevo = await call(sofia, 'POST', '/api/turnos', turno({ hora: '18:00' }));
    expect(nuevo.statusCode, nuevo.body).toBe(201);
    expect(nuevo.json()).toMatchObject({ clienteNombre: 'Ana López', clienteTelefono: '' });
    const cambiado = await call(
      sofia,
      'PUT',
      `/api/turnos/${(nuevo.json() as { id: number }).id}`,
      turno({ hora: '18:30' }),
    );
    expect(cambiado.statusCode, cambiado.body).toBe(200);
    expect(cambiado.json()).toMatchObject({ hora: '18:30', clienteTelefono: '' });
    expect((await call(sofia, 'GET', '/api/auth/me')).json()).toMatchObject({ permisos: { telefonos: false } });
    await call(admin, 'PUT', '/api/ajustes', { profesionalVeTelefonos: true });
    expect((await call(sofia, 'GET', '/api/auth/me')).json()).toMatchObject({ permisos: { telefonos: true } });
  });

  it('books in her column only, at the catalogue’s price and owed, taking no money and teaching the catalogue nothing', async () => {
    const ajena = await call(sofia, 'POST', '/api/turnos', turno({ idEmpleado: ids.marta }));
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json()).toEqual({
      error: 'Solo podés agendar turnos en tu propia columna.',
      code: 'turno_de_otra_profesional',
    });

    const res = await call(sofia, 'POST', '/api/turnos', turno({ duracion: 60 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      idEmpleado: ids.sofia,
      costo: 10_000,
      estado: 'Debe',
      montoAbonado: null,
      duracion: 60,
    });
    const servicios = (await call(admin, 'GET', '/api/servicios-base')).json() as Record<string, unknown>[];
    expect(servicios.find((s) => s.id === ids.manicura)).toMatchObject({ precio: 10_000, duracionSugerida: 30 });
    // The two bookings staff made paid; hers took nothing.
    const caja = (await call(admin, 'GET', `/api/caja?fecha=${DIA}`)).json() as { ingresos: { total: number } };
    expect(caja.ingresos.total).toBe(20_000);
    // The overlap rule is the booking's own.
    const encima = await call(sofia, 'POST', '/api/turnos', turno({ hora: '15:30' }));
    expect(encima.statusCode).toBe(409);
  });

  it('moves her booking and marks its attendance, keeping its price and payment; others’ bookings are not hers', async () => {
    const movido = await call(
      sofia,
      'PUT',
      `/api/turnos/${ids.deAna}`,
      turno({ hora: '11:00', asistencia: 'Asistió', costo: 1, estado: 'Debe', idCliente: ids.berta }),
    );
    expect(movido.statusCode, movido.body).toBe(200);
    expect(movido.json()).toMatchObject({
      hora: '11:00',
      asistencia: 'Asistió',
      costo: 10_000,
      estado: 'Pagado',
      idCliente: ids.ana,
    });
    const aOtra = await call(sofia, 'PUT', `/api/turnos/${ids.deAna}`, turno({ idEmpleado: ids.marta }));
    expect(aOtra.statusCode).toBe(403);
    const deOtra = await call(
      sofia,
      'PUT',
      `/api/turnos/${ids.deBerta}`,
      turno({ idCliente: ids.berta, hora: '12:00' }),
    );
    expect(deOtra.statusCode).toBe(403);
    expect(deOtra.json()).toEqual({ error: 'Ese turno es de otra profesional.', code: 'turno_de_otra_profesional' });
    const borrar = await call(sofia, 'DELETE', `/api/turnos/${ids.deAna}`);
    expect(borrar.statusCode).toBe(403);
    expect(borrar.json()).toMatchObject({ code: 'sin_permiso' });
  });

  it('reads the clients by name, her clients’ pinned notes, and the team without their phones', async () => {
    const clientes = (await call(sofia, 'GET', '/api/clientes')).json() as Record<string, unknown>[];
    expect(clientes.find((c) => c.id === ids.ana)).toEqual({
      id: ids.ana,
      nombre: 'Ana',
      apellido: 'López',
      telefono: '',
      email: '',
    });
    const notas = await call(sofia, 'GET', `/api/clientes/${ids.ana}/notas`);
    expect(notas.statusCode, notas.body).toBe(200);
    expect((notas.json() as { texto: string }[]).map((n) => n.texto)).toEqual(['Alérgica al látex']);
    const ajena = await call(sofia, 'GET', `/api/clientes/${ids.berta}/notas`);
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json()).toMatchObject({ code: 'cliente_de_otra_profesional' });
    const ausente = await call(admin, 'PUT', `/api/empleados/${ids.marta}`, {
      nombre: 'Marta',
      apellido: 'Gil',
      telefono: '11 4444-0002',
      email: '',
      porcentajeGanancia: 50,
      ausencias: [{ desde: '2026-12-01', hasta: '2026-12-05', motivo: 'Licencia médica' }],
    });
    expect(ausente.statusCode, ausente.body).toBe(200);
    const equipo = (await call(sofia, 'GET', '/api/empleados')).json() as Record<string, unknown>[];
    // Another's days off are drawn as busy, without why.
    expect(equipo.find((e) => e.id === ids.marta)).toMatchObject({
      nombre: 'Marta',
      telefono: '',
      ausencias: [{ desde: '2026-12-01', hasta: '2026-12-05', motivo: '' }],
    });
    expect(equipo.find((e) => e.id === ids.sofia)).toMatchObject({ telefono: '11 4444-0001' });
    expect(equipo.every((e) => e.porcentajeGanancia === undefined)).toBe(true);
  });
});
