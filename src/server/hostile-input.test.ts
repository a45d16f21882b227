/**
 * Property-based tests (fast-check): random and hostile values thrown at every endpoint's body,
 * params and query. Whatever arrives, the answer is never a 5xx, and a refused request (4xx)
 * leaves the database exactly as it was and says why in Spanish with a stable code to decide on.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/dialect.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { multipartFile } from './testing/fixtures.ts';
import { testDialects } from './testing/test-db.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const FIELDS = [
  'idCliente',
  'idEmpleado',
  'idServicio',
  'fecha',
  'hora',
  'duracion',
  'costo',
  'estado',
  'montoAbonado',
  'nombre',
  'apellido',
  'telefono',
  'email',
  'categoria',
  'descripcion',
  'precio',
  'duracionSugerida',
  'porcentajeGanancia',
  'monto',
  'username',
  'password',
  'role',
  'active',
  'actual',
  'nueva',
  'id',
  'userId',
  'enviado',
  'idTurno',
  'repetirCadaDias',
  'marca',
  'codigo',
  'stock',
  'stockMinimo',
  'activo',
  'tipo',
  'cantidad',
  'motivo',
  'confirmar',
];

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "Robert'); DROP TABLE clientes;--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '2026-02-30',
  '2026-11-23',
  '9999-99-99',
  '25:00',
  '08:00',
  '19:30',
  'Pagado',
  'Pago parcial',
  'admin',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  '%00',
  '１２３',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  ' ',
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  // A plausible text with something nasty inside: what gets past a shallow check.
  fc
    .tuple(fc.constantFrom('Ana', 'Luz', 'Manos', ''), fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom('', 'x'))
    .map(([a, b, c]) => `${a}${b}${c}`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constant('x'.repeat(200_000)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1.005, 20),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
);

/** A valid body of each endpoint, for the mutations below to start from. */
const VALID: Record<string, Record<string, unknown>> = {
  '/api/turnos': {
    idCliente: 1,
    idEmpleado: 2,
    idServicio: 1,
    fecha: '2026-11-24',
    hora: '10:00',
    duracion: 30,
    costo: 1000,
    estado: 'Pago parcial',
    montoAbonado: 100,
  },
  '/api/clientes': { nombre: 'Ana', apellido: 'López', telefono: '11 5555-1234', email: 'ana@example.com' },
  '/api/servicios-base': {
    categoria: 'Manos',
    descripcion: 'Nuevo',
    precio: 1000,
    duracionSugerida: 30,
    nombre: 'N',
    repetirCadaDias: 21,
  },
  '/api/empleados': { nombre: 'Ana', apellido: 'Paz', telefono: '', email: '', porcentajeGanancia: 50 },
  '/api/gastos': { descripcion: 'Luz', monto: 100, fecha: '2026-11-20' },
  '/api/usuarios': { username: 'nueva', nombre: 'Nueva', email: '', password: 'una-clave-bien-larga', role: 'staff' },
  '/api/usuarios/:id/password': { password: 'una-clave-bien-larga' },
  '/api/usuarios/:id/estado': { active: true },
  '/api/auth/password': { actual: 'no-es-esta', nueva: 'una-clave-bien-larga' },
  '/api/auth/login': { email: 'duena', password: 'no-es-esta' },
  '/api/recordatorios': { enviado: true },
  '/api/recordatorios/volver-a-llamar': { idTurno: 1 },
  '/api/recordatorios/enviar': { fecha: '2026-11-24', idCliente: 1 },
  '/api/productos': {
    nombre: 'Esmalte',
    marca: 'M',
    categoria: 'Uñas',
    codigo: 'X-1',
    precio: 100,
    costo: 50,
    stock: 2,
  },
  '/api/productos/:id/movimientos': { tipo: 'Ajuste', cantidad: -1, motivo: 'Conteo', confirmar: false },
  '/api/ventas': {
    idCliente: 1,
    fecha: '2026-11-24',
    lineas: [
      { tipo: 'servicio', idServicio: 1 },
      { tipo: 'paquete', idPaquete: 1 },
      { tipo: 'giftcard', valor: 500 },
    ],
    pagos: [{ medioPago: 'Efectivo', monto: 1000 }],
  },
  '/api/ventas/:id/pagos': { medioPago: 'Paquete', idPaqueteCliente: 1 },
  '/api/ventas/:id/lineas': {
    lineas: [{ tipo: 'servicio', idServicio: 2 }],
    pagos: [{ medioPago: 'Gift card', codigo: 'AAAA-BBBB-CC', monto: 100 }],
  },
  '/api/paquetes': { nombre: 'Pack', idServicio: 1, idServicios: [2], sesiones: 4, precio: 4000, validezDias: 180 },
  '/api/paquetes/:id': { nombre: 'Pack', idServicio: 1, sesiones: 4, precio: 4000, validezDias: 180, activo: true },
  // Three days ahead, at a time the employee with hours (id 4) works.
  '/api/reservas': {
    idServicio: 1,
    fecha: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    hora: '10:00',
    nombre: 'Ana',
    telefono: '11 2345-6789',
  },
};

/** Text a shallow check lets through: a plausible value with something nasty inside. */
const textAttack: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('Ana', 'Luz', 'Manos', ''),
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          ...['\u0000', '\u001b', '\u0007', '\u007f', '\r\n', '\t', '\r', '\n', '\u0085', '\u2028'],
          // Format and invisible characters: an Arabic letter mark, a word joiner, a soft hyphen, a Hangul filler.
          ...['\u061c', '\u2060', '\u00ad', '\u3164', '\u202e'],
        ),
      },
    ),
    fc.constantFrom('', 'x'),
  )
  .map(([a, b, c]) => `${a}${b}${c}`);

/** The valid body of an endpoint with one or two of its fields replaced by hostile values. */
function mutated(path: string): fc.Arbitrary<string> {
  const base = VALID[path.replace(/\/:id$/, '')] ?? VALID[path] ?? {};
  const keys = Object.keys(base);
  return fc
    .dictionary(
      keys.length > 0 ? fc.constantFrom(...keys) : fc.constantFrom(...FIELDS),
      fc.oneof({ weight: 3, arbitrary: textAttack }, { weight: 2, arbitrary: hostileValue }),
      { minKeys: 1, maxKeys: 2 },
    )
    .map((changes) => JSON.stringify({ ...base, ...changes }));
}

/** A body: anything at all, or an object with the app's own field names holding hostile values. */
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: FIELDS.length }).map((o) => JSON.stringify(o)),
  fc.constantFrom(
    '{"__proto__":{"role":"admin","isAdmin":true},"nombre":"Ana","telefono":"11 5555-1234"}',
    '{"constructor":{"prototype":{"role":"admin"}},"nombre":"Ana"}',
    '{"nombre":"Ana",',
    '',
    'null',
    '[]',
    '"texto"',
    '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  ),
);

const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('-1', '0', '1', '2', '3', '1.5', '1e3', '0x10', '99999999999999999999', 'abc', '%27', '..', ' 1'),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
);

const hostileQuery: fc.Arbitrary<string> = fc
  .dictionary(
    fc.constantFrom('fecha', 'desde', 'hasta', 'entity', 'q', 'x', 'idServicio', 'idEmpleado', 'stockBajo', 'pagina'),
    fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.string({ maxLength: 20 }),
      fc.constant('2026-11-23'),
      fc.constantFrom('1', '4', '0x1', '1e0', 'true', ' 1', '01'),
    ),
    { maxKeys: 4 },
  )
  .map((q) => new URLSearchParams(q as Record<string, string>).toString());

/** A CSV file with the right header and hostile cells, so the import's own checks are reached. */
function hostileCsv(header: string, columns: number): fc.Arbitrary<string> {
  const cell = fc.oneof(
    textAttack,
    fc.constantFrom('1000', '1.234,50', '-5', '30', '0', '11 5555-1234', ''),
    fc.string({ maxLength: 12 }),
  );
  return fc
    .array(fc.array(cell, { minLength: columns - 1, maxLength: columns + 1 }), { minLength: 1, maxLength: 4 })
    .map((rows) => `${header}\n${rows.map((r) => r.join(',')).join('\n')}\n`);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ENDPOINTS: { method: Method; path: string; body?: boolean; query?: boolean; multipart?: string }[] = [
  { method: 'GET', path: '/api/turnos', query: true },
  { method: 'GET', path: '/api/turnos/buscar', query: true },
  { method: 'POST', path: '/api/turnos', body: true },
  { method: 'PUT', path: '/api/turnos/:id', body: true },
  { method: 'DELETE', path: '/api/turnos/:id' },
  { method: 'GET', path: '/api/turnos/:id/enlace' },
  { method: 'GET', path: '/api/reservas/origen/:id', query: true },
  { method: 'POST', path: '/api/reservas/origen/:id/deshacer', body: true },
  { method: 'GET', path: '/api/recordatorios', query: true },
  { method: 'PUT', path: '/api/recordatorios/:id', body: true },
  { method: 'GET', path: '/api/recordatorios/volver-a-llamar', query: true },
  { method: 'POST', path: '/api/recordatorios/volver-a-llamar', body: true },
  { method: 'DELETE', path: '/api/recordatorios/volver-a-llamar/:id' },
  { method: 'POST', path: '/api/recordatorios/enviar', body: true },
  { method: 'GET', path: '/api/clientes', query: true },
  { method: 'GET', path: '/api/empleados', query: true },
  { method: 'GET', path: '/api/servicios-base', query: true },
  { method: 'GET', path: '/api/usuarios', query: true },
  { method: 'POST', path: '/api/clientes', body: true },
  { method: 'PUT', path: '/api/clientes/:id', body: true },
  { method: 'DELETE', path: '/api/clientes/:id' },
  { method: 'POST', path: '/api/clientes/importar', multipart: 'nombre,telefono,email' },
  { method: 'POST', path: '/api/servicios-base', body: true },
  { method: 'PUT', path: '/api/servicios-base/:id', body: true },
  { method: 'PUT', path: '/api/servicios-base/aumentar/:id' },
  { method: 'DELETE', path: '/api/servicios-base/:id' },
  {
    method: 'POST',
    path: '/api/servicios-base/importar',
    multipart: 'descripcion,categoria,precio,duracion_sugerida,nombre',
  },
  { method: 'GET', path: '/api/productos', query: true },
  { method: 'POST', path: '/api/productos', body: true },
  { method: 'PUT', path: '/api/productos/:id', body: true },
  { method: 'DELETE', path: '/api/productos/:id' },
  { method: 'POST', path: '/api/productos/:id/movimientos', body: true },
  { method: 'GET', path: '/api/productos/:id/movimientos', query: true },
  { method: 'POST', path: '/api/productos/importar', multipart: 'nombre,marca,categoria,codigo,precio,costo,stock' },
  { method: 'POST', path: '/api/ventas', body: true },
  { method: 'POST', path: '/api/ventas/:id/pagos', body: true },
  { method: 'POST', path: '/api/ventas/:id/lineas', body: true },
  { method: 'GET', path: '/api/paquetes' },
  { method: 'POST', path: '/api/paquetes', body: true },
  { method: 'PUT', path: '/api/paquetes/:id', body: true },
  { method: 'GET', path: '/api/clientes/:id/paquetes' },
  { method: 'GET', path: '/api/giftcards', query: true },
  { method: 'GET', path: '/api/giftcards/:id' },
  { method: 'GET', path: '/api/giftcards/:id/saldo' },
  { method: 'GET', path: '/api/giftcards/:id/tarjeta.pdf' },
  { method: 'GET', path: '/api/empleados/:id' },
  { method: 'GET', path: '/api/empleados/:id/resumen', query: true },
  { method: 'POST', path: '/api/empleados', body: true },
  { method: 'PUT', path: '/api/empleados/:id', body: true },
  { method: 'DELETE', path: '/api/empleados/:id' },
  { method: 'GET', path: '/api/gastos/rango', query: true },
  { method: 'GET', path: '/api/reportes/excel', query: true },
  { method: 'GET', path: '/api/clientes/excel', query: true },
  { method: 'GET', path: '/api/servicios-base/excel', query: true },
  { method: 'GET', path: '/api/reportes', query: true },
  { method: 'GET', path: '/api/reportes/turnos', query: true },
  { method: 'GET', path: '/api/reportes/deudores', query: true },
  { method: 'GET', path: '/api/reportes/deudores/pagina', query: true },
  { method: 'POST', path: '/api/gastos', body: true },
  { method: 'DELETE', path: '/api/gastos/:id' },
  { method: 'POST', path: '/api/usuarios', body: true },
  { method: 'PUT', path: '/api/usuarios/:id/password', body: true },
  { method: 'PUT', path: '/api/usuarios/:id/estado', body: true },
  { method: 'GET', path: '/api/auditoria', query: true },
  { method: 'GET', path: '/api/correos', query: true },
  { method: 'POST', path: '/api/correos/:id/reintentar' },
  { method: 'PUT', path: '/api/auth/password', body: true },
  { method: 'POST', path: '/api/auth/login', body: true },
  // The public booking, switched on, without a session of its own (the cookie does not matter).
  { method: 'GET', path: '/api/reservas/disponibilidad', query: true },
  { method: 'GET', path: '/api/reservas/dias', query: true },
  { method: 'POST', path: '/api/reservas', body: true },
];

/** A stable code: new ones lowercase snake_case, the ones published before them UPPERCASE. */
const CODE = /^([a-z]+(_[a-z]+)*|[A-Z]+(_[A-Z]+)*)$/;

const TABLES = [
  'servicios_base',
  'empleados',
  'clientes',
  'turnos',
  'gastos',
  'productos',
  'productos_movimientos',
  'ventas',
  'ventas_lineas',
  'pagos',
  'giftcards',
  'paquetes',
  'paquetes_cliente',
  'correos',
  'users',
  'audit_log',
] as const;

/**
 * What a stored text may never hold, whatever was accepted: a control character (but a note's
 * LF: notes are not among the tables checked) or a format or invisible one (but what draws an
 * emoji in a description: joiners, variation selectors, a flag's tags).
 */
const NOT_STORED = /[\p{Cc}\p{Cf}\u2028\u2029\u115f\u1160\u3164\uffa0\u2800]/u;
const EMOJI_PARTS = /\u200c|\u200d|[\ufe00-\ufe0f]|[\u{e0020}-\u{e007f}]/gu;

/** The texts of the centre's tables (not the audit log, which records what was typed) holding such a character. */
async function storedInvisible(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const table of TABLES.filter((name) => name !== 'audit_log')) {
    for (const row of await db.selectFrom(table).selectAll().execute()) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === 'string' && NOT_STORED.test(value.replace(EMOJI_PARTS, ''))) {
          found.push(`${table}.${column}: ${JSON.stringify(value)}`);
        }
      }
    }
  }
  return found;
}

/** Everything the centre keeps, to compare before and after a refused request. */
async function snapshot(db: Db): Promise<string> {
  const parts: unknown[] = [];
  for (const table of TABLES) {
    parts.push(await db.selectFrom(table).selectAll().orderBy('id').execute());
  }
  // Keyed by its appointment, it has no id of its own.
  parts.push(await db.selectFrom('recordatorios').selectAll().orderBy('id_turno').execute());
  parts.push(await db.selectFrom('llamados').selectAll().orderBy('id_turno').execute());
  // Sessions change on every call (last seen), so only their number is compared.
  const sessions = await db.selectFrom('sessions').select('id').execute();
  parts.push(sessions.length);
  return JSON.stringify(parts);
}

describe.each(testDialects)('hostile input on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Three staff accounts first, so ids 1 to 3 are theirs and the fuzzing admin is never the
    // target of a reset or a deactivation (that would end the session the test runs on).
    for (const username of ['staff1', 'staff2', 'staff3']) await t.loginAs(username, 'staff');
    cookie = await t.loginAs('duena', 'admin');
    adminId = (
      await t.testDb.db.selectFrom('users').select('id').where('username', '=', 'duena').executeTakeFirstOrThrow()
    ).id;
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    // A little of everything, so ids 1 to 3 exist and deep paths are reached.
    for (let i = 1; i <= 3; i++) {
      await post('/api/clientes', { nombre: `Cliente ${i}`, telefono: `11 5555-000${i}` });
      await post('/api/empleados', { nombre: `Empleada ${i}`, apellido: 'Prueba' });
      await post('/api/servicios-base', {
        categoria: 'Manos',
        descripcion: `Servicio ${i}`,
        precio: 1000,
        duracionSugerida: 30,
      });
      await post('/api/gastos', { descripcion: `Gasto ${i}`, monto: 100, fecha: '2026-11-20' });
      await post('/api/productos', { nombre: `Producto ${i}`, codigo: `P-${i}`, precio: 100, stock: i });
    }
    // A pack (id 1) sold to client 1 on ticket 1, so its sessions and tickets are reached.
    await post('/api/paquetes', { nombre: 'Pack', idServicio: 1, sesiones: 4, precio: 4000, validezDias: 180 });
    await post('/api/ventas', {
      idCliente: 1,
      fecha: '2026-11-24',
      lineas: [
        { tipo: 'paquete', idPaquete: 1 },
        { tipo: 'servicio', idServicio: 1 },
      ],
      pagos: [{ medioPago: 'Efectivo', monto: 4000 }],
    });
    // Online booking on, with one employee (id 4) working every day, so bookings are reached.
    await post('/api/empleados', {
      nombre: 'Reservas',
      apellido: 'Online',
      horarios: [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, desde: '09:00', hasta: '19:00' })),
    });
    await t.app.inject({ method: 'PUT', url: '/api/ajustes', headers: { cookie }, payload: { reservasOnline: true } });
    // A message that failed (id 1), so 'Reintentar' is reached: retried once, refused after.
    await t.testDb.db
      .insertInto('correos')
      .values({
        tipo: 'confirmacion',
        para: 'cliente1@example.com',
        asunto: 'Tu turno',
        texto: 'Hola',
        html: '<p>Hola</p>',
        estado: 'Falló',
        intentos: 5,
        error: '550 Recipient address rejected',
        enviar_desde: '2026-11-20T12:00:00.000Z',
        creado_at: '2026-11-20T12:00:00.000Z',
      })
      .execute();
    await post('/api/turnos', {
      idCliente: 1,
      idEmpleado: 1,
      idServicio: 1,
      fecha: '2026-11-23',
      hora: '10:00',
      duracion: 30,
      costo: 1000,
      estado: 'Pagado',
      montoAbonado: null,
    });
  }, 120_000);
  afterAll(async () => t.close());

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: never a 5xx, and a 4xx changes nothing and carries a code`, async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileParam.filter((p) => Number(decodeURIComponent(p)) !== adminId),
          endpoint.body === true
            ? fc.oneof(hostileBody, mutated(endpoint.path), mutated(endpoint.path))
            : fc.constant(undefined),
          endpoint.query === true ? hostileQuery : fc.constant(''),
          endpoint.multipart !== undefined
            ? fc.oneof(
                hostileCsv(endpoint.multipart, endpoint.multipart.split(',').length),
                hostileCsv(endpoint.multipart, endpoint.multipart.split(',').length),
                fc.string({ maxLength: 300 }),
                fc.uint8Array({ maxLength: 300 }),
                fc.constant('nombre,telefono\n"Ana,11'),
              )
            : fc.constant(undefined),
          async (param, body, query, file) => {
            const url = `${endpoint.path.replace(':id', param)}${query === '' ? '' : `?${query}`}`;
            const before = await snapshot(t.testDb.db);
            const upload = file === undefined ? undefined : multipartFile(file);
            const res = await t.app.inject({
              method: endpoint.method,
              url,
              headers: {
                cookie,
                ...(upload?.headers ?? (body === undefined ? {} : { 'content-type': 'application/json' })),
              },
              ...(upload !== undefined ? { payload: upload.payload } : body === undefined ? {} : { payload: body }),
            });
            expect(
              res.statusCode,
              `${endpoint.method} ${url} ${String(body).slice(0, 200)} → ${res.body}`,
            ).toBeLessThan(500);
            // The session the test runs on must hold throughout: a 401 would make every later
            // request a trivial "refused, nothing changed".
            if (endpoint.path !== '/api/auth/login') expect(res.statusCode, `${endpoint.method} ${url}`).not.toBe(401);
            if (res.statusCode >= 400) {
              expect(res.headers['content-type']).toMatch(/application\/json/);
              const answer = res.json() as { error?: unknown; code?: unknown };
              expect(typeof answer.error, res.body).toBe('string');
              expect(answer.code, res.body).toMatch(CODE);
              expect(await snapshot(t.testDb.db)).toBe(before);
            } else if (endpoint.method !== 'GET') {
              // Whatever was accepted, no line break, control or hidden character was stored.
              expect(await storedInvisible(t.testDb.db), `${endpoint.method} ${url} ${String(body)}`).toEqual([]);
            }
          },
        ),
        { numRuns: RUNS },
      );
    }, 180_000);
  }

  it('leaves no trace of __proto__ bodies on the server', async () => {
    expect(Object.prototype).not.toHaveProperty('role');
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
