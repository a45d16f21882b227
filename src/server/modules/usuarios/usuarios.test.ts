import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { usuarioMessages } from '#shared/schemas/usuario.ts';
import { createTestApp, sessionCookieOf, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

const NEW_PASSWORD = 'otra-clave-bien-larga';

describe.each(testDialects)('staff accounts and the audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.loginAs('duena', 'admin');
    staff = await t.loginAs('recepcion', 'staff');
  });
  afterAll(async () => t.close());

  it('answers 403 to staff on every account and audit endpoint, whatever the body', async () => {
    const attempts = [
      ['GET', '/api/usuarios', undefined],
      ['POST', '/api/usuarios', { username: 'nueva', nombre: 'Nueva', password: NEW_PASSWORD, role: 'admin' }],
      ['POST', '/api/usuarios', { nonsense: true }],
      ['PUT', '/api/usuarios/1/password', { password: NEW_PASSWORD }],
      ['PUT', '/api/usuarios/1/estado', { active: false }],
      ['GET', '/api/auditoria', undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const res = await call(staff, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: messages.forbidden, code: 'sin_permiso' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/usuarios' })).statusCode).toBe(401);
  });

  it('lets an admin create a staff account that can then log in, never showing a hash', async () => {
    const res = await call(admin, 'POST', '/api/usuarios', {
      username: ' Caja.Turno ',
      email: 'Caja@Centro.com.ar',
      nombre: 'Caja de la tarde',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'caja.turno',
      email: 'caja@centro.com.ar',
      nombre: 'Caja de la tarde',
      role: 'staff',
      idEmpleado: null,
      active: true,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain('argon2');
    expect((await login('caja.turno', NEW_PASSWORD)).statusCode).toBe(200);
    const list = (await call(admin, 'GET', '/api/usuarios')).json() as { username: string }[];
    expect(list.map((u) => u.username)).toEqual(expect.arrayContaining(['duena', 'recepcion', 'caja.turno']));
    expect(JSON.stringify(list)).not.toContain('password');
    expect(
      (
        await call(admin, 'POST', '/api/usuarios', { username: 'caja.turno', nombre: 'X', password: NEW_PASSWORD })
      ).json(),
    ).toEqual({
      error: usuarioMessages.duplicado,
      code: 'usuario_duplicado',
    });
  });

  it.each([
    [{ password: 'corta' }, usuarioMessages.corta],
    [{ password: 'x'.repeat(129) }, usuarioMessages.larga],
    [{ password: 'Contraseña123' }, usuarioMessages.comun],
    [{ password: '1234567890' }, usuarioMessages.comun],
    [{ username: 'a' }, usuarioMessages.usuario],
    [{ username: 'con espacio' }, usuarioMessages.usuario],
    [{ role: 'superadmin' }, usuarioMessages.rol],
    [{ nombre: '' }, 'El nombre es obligatorio.'],
    [{ username: 'valida', password: 'mi-clave-valida-2026' }, usuarioMessages.contieneUsuario],
  ])('refuses a new account with %o', async (change, error) => {
    const res = await call(admin, 'POST', '/api/usuarios', {
      username: 'valida',
      nombre: 'Válida',
      password: NEW_PASSWORD,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });

  it('resets a password: the old one and every session of that account stop working', async () => {
    const { id } = (
      await call(admin, 'POST', '/api/usuarios', { username: 'olvido', nombre: 'Olvidó', password: NEW_PASSWORD })
    ).json() as { id: number };
    const session = sessionCookieOf(await login('olvido', NEW_PASSWORD));
    const res = await call(admin, 'PUT', `/api/usuarios/${id}/password`, { password: 'la-nueva-de-olvido' });
    expect(res.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await login('olvido', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login('olvido', 'la-nueva-de-olvido')).statusCode).toBe(200);
    expect((await call(admin, 'PUT', '/api/usuarios/999999/password', { password: NEW_PASSWORD })).statusCode).toBe(
      404,
    );
  });

  it("does not reset an admin's own password: that takes the current one", async () => {
    const duena = (await me(admin)).json() as { id: number };
    const res = await call(admin, 'PUT', `/api/usuarios/${duena.id}/password`, { password: 'tomada-por-otro-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: usuarioMessages.resetPropio, code: 'restablecer_contrasena_propia' });
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('deactivates an account at once and reactivates it; never the last active admin nor oneself', async () => {
    const { id } = (
      await call(admin, 'POST', '/api/usuarios', { username: 'temporal', nombre: 'Temporal', password: NEW_PASSWORD })
    ).json() as { id: number };
    const session = sessionCookieOf(await login('temporal', NEW_PASSWORD));
    const off = await call(admin, 'PUT', `/api/usuarios/${id}/estado`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect((await me(session)).statusCode).toBe(401);
    expect((await login('temporal', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await call(admin, 'PUT', `/api/usuarios/${id}/estado`, { active: true })).json()).toMatchObject({
      active: true,
    });
    expect((await login('temporal', NEW_PASSWORD)).statusCode).toBe(200);

    const duena = (await me(admin)).json() as { id: number };
    const self = await call(admin, 'PUT', `/api/usuarios/${duena.id}/estado`, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: usuarioMessages.propio, code: 'desactivar_cuenta_propia' });

    // A second admin may not deactivate the last other admin either.
    const second = (
      await call(admin, 'POST', '/api/usuarios', {
        username: 'socia',
        nombre: 'Socia',
        password: NEW_PASSWORD,
        role: 'admin',
      })
    ).json() as { id: number };
    const socia = sessionCookieOf(await login('socia', NEW_PASSWORD));
    expect((await call(socia, 'PUT', `/api/usuarios/${duena.id}/estado`, { active: false })).statusCode).toBe(200);
    const last = await call(socia, 'PUT', `/api/usuarios/${second.id}/estado`, { active: false });
    expect(last.statusCode).toBe(409);
    // Put things back for the other tests.
    expect((await call(socia, 'PUT', `/api/usuarios/${duena.id}/estado`, { active: true })).statusCode).toBe(200);
    admin = sessionCookieOf(await login('duena', TEST_PASSWORD));
  });

  it('takes identity and role only from the session: a body cannot set them', async () => {
    const res = await call(staff, 'PUT', '/api/auth/password', {
      actual: TEST_PASSWORD,
      nueva: 'clave-nueva-de-recepcion',
      role: 'admin',
      id: 1,
      userId: 1,
    });
    expect(res.statusCode).toBe(204);
    const who = (await me(staff)).json() as { username: string; role: string };
    expect(who).toMatchObject({ username: 'recepcion', role: 'staff' });
    // Only recepción's password changed.
    expect((await login('duena', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('recepcion', 'clave-nueva-de-recepcion')).statusCode).toBe(200);
    const made = await call(admin, 'POST', '/api/clientes', {
      nombre: 'Ana',
      telefono: '11 5555-1234',
      id: 77,
      userId: 1,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().id).not.toBe(77);
  });

  it('changes one’s own password with the current one, ending the other sessions only', async () => {
    await call(admin, 'POST', '/api/usuarios', { username: 'propia', nombre: 'Propia', password: NEW_PASSWORD });
    const here = sessionCookieOf(await login('propia', NEW_PASSWORD));
    const elsewhere = sessionCookieOf(await login('propia', NEW_PASSWORD));
    const wrong = await call(here, 'PUT', '/api/auth/password', {
      actual: 'no-es-esta',
      nueva: 'una-clave-nueva-larga',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: usuarioMessages.actualIncorrecta, code: 'contrasena_actual_incorrecta' });
    const weak = await call(here, 'PUT', '/api/auth/password', { actual: NEW_PASSWORD, nueva: 'password123' });
    expect(weak.json()).toEqual({ error: usuarioMessages.comun, code: 'contrasena_comun' });
    const ok = await call(here, 'PUT', '/api/auth/password', { actual: NEW_PASSWORD, nueva: 'una-clave-nueva-larga' });
    expect(ok.statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login('propia', 'una-clave-nueva-larga')).statusCode).toBe(200);
  });

  it('limits guesses of the current password like the login', async () => {
    await call(admin, 'POST', '/api/usuarios', { username: 'adivina', nombre: 'Adivina', password: NEW_PASSWORD });
    const session = sessionCookieOf(await login('adivina', NEW_PASSWORD));
    for (let i = 0; i < 5; i++) {
      await call(session, 'PUT', '/api/auth/password', { actual: `intento-${i}`, nueva: 'una-clave-nueva-larga' });
    }
    const blocked = await call(session, 'PUT', '/api/auth/password', {
      actual: NEW_PASSWORD,
      nueva: 'una-clave-nueva-larga',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('records every account change without passwords, and lets an admin read the log by entity and day', async () => {
    const log = await call(admin, 'GET', '/api/auditoria?entity=users');
    expect(log.statusCode).toBe(200);
    const entries = log.json() as { action: string; entity: string; username: string | null; after: unknown }[];
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.every((e) => e.entity === 'users')).toBe(true);
    const text = JSON.stringify(entries);
    for (const secret of [NEW_PASSWORD, TEST_PASSWORD, 'argon2', 'una-clave-nueva-larga', 'password_hash']) {
      expect(text).not.toContain(secret);
    }
    expect(entries.some((e) => e.username === 'duena' && e.action === 'crear')).toBe(true);
    // Accounts made outside the panel (the first admin, npm run user:add) are there too, by the system.
    expect(
      entries.some(
        (e) => e.username === null && e.action === 'crear' && JSON.stringify(e.after).includes('"recepcion"'),
      ),
    ).toBe(true);

    await call(admin, 'POST', '/api/gastos', { descripcion: 'Luz', monto: 100, fecha: '2026-11-20' });
    const today = new Date().toISOString().slice(0, 10);
    const gastos = (await call(admin, 'GET', `/api/auditoria?entity=gastos&desde=2000-01-01&hasta=2100-01-01`)).json();
    expect(gastos).toEqual([
      expect.objectContaining({
        entity: 'gastos',
        action: 'crear',
        after: expect.objectContaining({ descripcion: 'Luz' }),
      }),
    ]);
    expect((await call(admin, 'GET', '/api/auditoria?entity=gastos&desde=2000-01-01&hasta=2000-01-31')).json()).toEqual(
      [],
    );
    expect((await call(admin, 'GET', `/api/auditoria?desde=${today}&hasta=2000-01-01`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/auditoria?entity=sessions')).statusCode).toBe(400);
  });

  it('records the daily writes too: clients, employees and appointments, with before and after', async () => {
    const post = async (url: string, payload: object) =>
      (await call(admin, 'POST', url, payload)).json() as { id: number };
    const cliente = await post('/api/clientes', { nombre: 'Auditada', telefono: '11 5555-0001' });
    const empleada = await post('/api/empleados', { nombre: 'Auditora', apellido: 'Paz' });
    const servicio = await post('/api/servicios-base', {
      categoria: 'Manos',
      descripcion: 'Para auditar',
      precio: 1000,
      duracionSugerida: 30,
    });
    const turno = {
      idCliente: cliente.id,
      idEmpleado: empleada.id,
      idServicio: servicio.id,
      fecha: '2026-12-01',
      hora: '10:00',
      duracion: 30,
      costo: 1000,
      estado: 'Pagado',
      montoAbonado: null,
    };
    const { id } = await post('/api/turnos', turno);
    await call(admin, 'PUT', `/api/turnos/${id}`, { ...turno, hora: '11:00' });
    await call(admin, 'DELETE', `/api/turnos/${id}`);
    await call(admin, 'PUT', `/api/empleados/${empleada.id}`, { nombre: 'Auditora', apellido: 'Sosa' });

    const log = async (entity: string) =>
      (await call(admin, 'GET', `/api/auditoria?entity=${entity}`)).json() as {
        action: string;
        entityId: string;
        username: string;
        before: { hora?: string; apellido?: string } | null;
        after: { hora?: string; apellido?: string } | null;
      }[];
    const turnos = (await log('turnos')).filter((e) => e.entityId === String(id));
    expect(turnos.map((e) => e.action)).toEqual(['eliminar', 'editar', 'crear']);
    expect(turnos[1]).toMatchObject({ username: 'duena', before: { hora: '10:00' }, after: { hora: '11:00' } });
    expect((await log('clientes')).some((e) => e.entityId === String(cliente.id) && e.action === 'crear')).toBe(true);
    const empleados = (await log('empleados')).filter((e) => e.entityId === String(empleada.id));
    expect(empleados[0]).toMatchObject({ action: 'editar', before: { apellido: 'Paz' }, after: { apellido: 'Sosa' } });
  });
});
