/**
 * A professional's own account: created for an employee (the panel's API and `npm run user:add`),
 * signed in like any account, and refused by the server on every route of the centre's desk,
 * route by route, whatever the panel shows her.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/dialect.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

/** Every method and address the API answers, read from the server's own route table. */
function rutasDelApi(t: TestApp): { method: string; url: string }[] {
  const rutas: { method: string; url: string }[] = [];
  const camino: string[] = [];
  for (const linea of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(linea);
    if (m === null) continue;
    const nivel = (m[1] ?? '').length / 4;
    camino.length = nivel;
    const url = (camino[nivel - 1] ?? '') + (m[2] ?? '');
    camino[nivel] = url;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x !== '' && x !== 'HEAD')) rutas.push({ method, url });
  }
  // The API is all there is: the test app serves no pages (WEB_ROOT none).
  expect(rutas.filter((r) => !r.url.startsWith('/api/'))).toEqual([]);
  return rutas;
}

/** An address with its parameters filled in with values of the right shape. */
const conValores = (url: string) =>
  url
    .replace(':fecha', '2026-11-27')
    .replace(':token', 'x'.repeat(43))
    .replace(':percentage', '10')
    .replace(/:[a-zA-Z]+/g, '1');

/** What a professional's account may reach beyond the public routes: her session, her password, the centre's clock. */
/** The routes open to her: her session, her earnings, her column of the agenda and what booking in it reads. */
const SUYAS = [
  'GET /api/auth/me',
  'PUT /api/auth/password',
  'GET /api/centro',
  'GET /api/mi/ganancias',
  'GET /api/mi/agenda',
  'GET /api/feriados',
  'GET /api/dias-cerrados',
  'GET /api/bloqueos',
  'POST /api/bloqueos',
  'DELETE /api/bloqueos/:id',
  'GET /api/turnos',
  'POST /api/turnos',
  'PUT /api/turnos/:id',
  'GET /api/empleados',
  'GET /api/servicios-base',
  'GET /api/clientes',
  'GET /api/clientes/:id/notas',
];

describe.each(testDialects)('a professional’s account on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let profesional: string;
  let idEmpleado: number;
  const inject = (cookie: string | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: cookie === null ? {} : { cookie },
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.loginAs('duena');
    staff = await t.loginAs('recepcion', 'staff');
    const res = await inject(admin, 'POST', '/api/empleados', {
      nombre: 'Sofía',
      apellido: 'Gómez',
      telefono: '11 5555-0000',
      porcentajeGanancia: 40,
    });
    expect(res.statusCode, res.body).toBe(201);
    idEmpleado = (res.json() as { id: number }).id;
    profesional = await t.loginAs('sofia', 'profesional', idEmpleado);
  });
  afterAll(async () => t.close());

  const empleada = async (nombre: string) => {
    const res = await inject(admin, 'POST', '/api/empleados', { nombre, apellido: 'Prueba', porcentajeGanancia: 40 });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('is created by an admin for an employee that exists, and only so', async () => {
    const nueva = { username: 'lucia', nombre: 'Lucía', email: '', password: 'una clave bien larga 42' };
    const deLucia = await empleada('Lucía');
    const sin = await inject(admin, 'POST', '/api/usuarios', { ...nueva, role: 'profesional' });
    expect(sin.statusCode).toBe(400);
    expect(sin.json()).toMatchObject({ error: 'Elegí el empleado de la cuenta profesional.' });
    const otra = await inject(admin, 'POST', '/api/usuarios', { ...nueva, role: 'profesional', idEmpleado: 99_999 });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ error: 'El empleado elegido no existe.', code: 'empleado_de_cuenta_invalido' });
    const rol = await inject(admin, 'POST', '/api/usuarios', { ...nueva, role: 'duena' });
    expect(rol.statusCode).toBe(400);
    expect(rol.json()).toMatchObject({ error: "El rol debe ser 'admin', 'staff' o 'profesional'." });
    // Staff cannot make accounts at all.
    expect(
      (await inject(staff, 'POST', '/api/usuarios', { ...nueva, role: 'profesional', idEmpleado: deLucia })).statusCode,
    ).toBe(403);
    // Only a professional's account names an employee, and an employee has one at most.
    const staffConEmpleado = await inject(admin, 'POST', '/api/usuarios', {
      ...nueva,
      role: 'staff',
      idEmpleado: deLucia,
    });
    expect(staffConEmpleado.statusCode).toBe(400);
    expect(staffConEmpleado.json()).toMatchObject({ error: 'Solo una cuenta profesional se vincula a un empleado.' });
    const otraDeSofia = await inject(admin, 'POST', '/api/usuarios', { ...nueva, role: 'profesional', idEmpleado });
    expect(otraDeSofia.statusCode).toBe(409);
    expect(otraDeSofia.json()).toEqual({
      error: 'El empleado elegido ya tiene su cuenta profesional.',
      code: 'empleado_de_cuenta_invalido',
    });

    const hecha = await inject(admin, 'POST', '/api/usuarios', { ...nueva, role: 'profesional', idEmpleado: deLucia });
    expect(hecha.statusCode, hecha.body).toBe(201);
    expect(hecha.json()).toMatchObject({ username: 'lucia', role: 'profesional', idEmpleado: deLucia, active: true });
    const lista = (await inject(admin, 'GET', '/api/usuarios')).json() as {
      username: string;
      idEmpleado: number | null;
    }[];
    expect(lista.find((u) => u.username === 'lucia')?.idEmpleado).toBe(deLucia);
    expect(lista.find((u) => u.username === 'recepcion')?.idEmpleado).toBeNull();
  });

  it('signs in and reads who she is: her role, her employee and what she may do', async () => {
    const me = await inject(profesional, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'sofia',
      role: 'profesional',
      idEmpleado,
      permisos: { centro: false, cifras: false, administrar: false, telefonos: true },
      veCifras: false,
    });
    expect((await inject(staff, 'GET', '/api/auth/me')).json()).toMatchObject({
      role: 'staff',
      idEmpleado: null,
      permisos: { centro: true, cifras: true, administrar: false },
    });
    expect((await inject(admin, 'GET', '/api/auth/me')).json()).toMatchObject({
      permisos: { centro: true, cifras: true, administrar: true },
    });
  });

  it('is refused every route of the centre, route by route; anonymous callers are refused them all', async () => {
    const rutas = rutasDelApi(t);
    expect(rutas.length).toBeGreaterThan(80);
    const abiertas: string[] = [];
    for (const { method, url } of rutas) {
      const direccion = conValores(url);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      // A route of the server's table, whose parameters are only filled in: each refusal below is
      // the route's own, not the API's catch-all "not found".
      expect(t.app.hasRoute({ method: method as 'GET', url }), `${method} ${url}`).toBe(true);
      const anonimo = await inject(null, method, direccion, body);
      if (anonimo.statusCode !== 401) {
        // A public route (the site, online booking, the client's link, login): she gets what anyone gets.
        abiertas.push(`${method} ${url}`);
        // (Not the logout: it would end her session for the rest of the test.)
        if (url !== '/api/auth/logout')
          expect((await inject(profesional, method, direccion, body)).statusCode, `${method} ${url}`).toBe(
            anonimo.statusCode,
          );
        continue;
      }
      const suya = await inject(profesional, method, direccion, body);
      const clave = `${method} ${url}`;
      // Hers pass the guard; what each then answers her is its own (turnos/profesional.test.ts).
      if (SUYAS.includes(clave)) expect((suya.json() as { code?: string }).code, clave).not.toBe('sin_permiso');
      else {
        expect(suya.statusCode, clave).toBe(403);
        expect(suya.json(), clave).toEqual({ error: 'No tenés permiso para hacer esto.', code: 'sin_permiso' });
      }
    }
    // The public ones are the site's, online booking's, the client's link and the session's door.
    // The public ones, each for everyone alike: the site's, online booking's, the client's link,
    // a gift card's balance and the session's door. A route added here is public on purpose.
    expect(abiertas).toEqual([
      'GET /api/health',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'GET /api/auth/sesion',
      'GET /api/enlace/:token',
      'POST /api/enlace/:token/confirmar',
      'POST /api/enlace/:token/cancelar',
      'POST /api/reservas',
      'GET /api/reservas/estado',
      'GET /api/reservas/desafio',
      'GET /api/reservas/disponibilidad',
      'GET /api/reservas/dias',
      'GET /api/reservas/servicios',
      'GET /api/reservas/profesionales',
      'GET /api/reservas/cancelar/:token',
      'POST /api/reservas/cancelar/:token',
      'GET /api/giftcards/:codigo/saldo',
    ]);
  });

  it('is refused the centre’s desk, figures and settings by name, while staff and admins are not', async () => {
    // (The agenda's day, the clients and the employees answer her cut to her column:
    // turnos/profesional.test.ts.)
    for (const url of [
      '/api/turnos?desde=2026-11-01&hasta=2026-11-30',
      `/api/empleados/${idEmpleado}`,
      `/api/empleados/${idEmpleado}/resumen?desde=2026-11-01&hasta=2026-11-15`,
      '/api/reportes?desde=2026-11-01&hasta=2026-11-30',
      '/api/caja?fecha=2026-11-27',
      '/api/reportes/deudores',
      '/api/ajustes',
      '/api/usuarios',
    ]) {
      expect((await inject(profesional, 'GET', url)).statusCode, url).toBe(403);
      expect((await inject(admin, 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await inject(staff, 'GET', '/api/turnos?fecha=2026-11-27')).statusCode).toBe(200);
    expect((await inject(staff, 'GET', '/api/usuarios')).statusCode).toBe(403);
    // Her own password she changes like anyone.
    const cambio = await inject(profesional, 'PUT', '/api/auth/password', {
      actual: TEST_PASSWORD,
      nueva: 'otra clave bien larga 77',
    });
    expect(cambio.statusCode, cambio.body).toBeLessThan(300);
  });

  it('closes her account when her employee leaves: deactivated, signed out', async () => {
    const deMarta = await empleada('Marta');
    const marta = await t.loginAs('marta', 'profesional', deMarta);
    expect((await inject(marta, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await inject(staff, 'DELETE', `/api/empleados/${deMarta}`)).statusCode).toBe(204);
    expect((await inject(marta, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const cuenta = ((await inject(admin, 'GET', '/api/usuarios')).json() as Record<string, unknown>[]).find(
      (u) => u.username === 'marta',
    );
    expect(cuenta).toMatchObject({ active: false, idEmpleado: null });
  });
});

describe('npm run user:add for a professional', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-user-add-'));
  const file = path.join(dir, 'centro.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['src/server/auth/user-add-cli.ts', ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATABASE_URL: `file:${file}`,
        USER_PASSWORD: 'una clave bien larga 42',
        LOG_LEVEL: 'warn',
      },
    });

  it('names her employee, which must exist', async () => {
    const sin = run('--username', 'sofia', '--role', 'profesional');
    expect(sin.status).toBe(1);
    expect(sin.stderr).toContain('Una cuenta profesional necesita --empleado ID.');
    const inexistente = run('--username', 'sofia', '--role', 'profesional', '--empleado', '5');
    expect(inexistente.status).toBe(1);
    expect(inexistente.stderr).toContain('El empleado elegido no existe.');

    const db = openDatabase({ dialect: 'sqlite', file });
    try {
      const ahora = new Date().toISOString();
      const { id } = await db
        .insertInto('empleados')
        .values({
          nombre: 'Sofía',
          apellido: 'Gómez',
          telefono: null,
          email: null,
          porcentaje_ganancia: 40,
          created_at: ahora,
          updated_at: ahora,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const hecha = run('--username', 'sofia', '--role', 'profesional', '--empleado', String(id));
      expect(hecha.stderr).toBe('');
      expect(hecha.stdout).toContain(`Usuario "sofia" creado con rol profesional, del empleado ${id}.`);
      expect(
        await db
          .selectFrom('users')
          .select(['role', 'id_empleado'])
          .where('username', '=', 'sofia')
          .executeTakeFirstOrThrow(),
      ).toEqual({ role: 'profesional', id_empleado: id });
    } finally {
      await db.destroy();
    }
  });
});
