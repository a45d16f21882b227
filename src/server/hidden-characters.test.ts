/**
 * Characters that change how a text is shown without showing themselves (a client named
 * U+202E + 'Test' read backwards in the agenda, the lists, the CSV and the WhatsApp text) are
 * refused in every text field, with that field's message, and nothing is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { testDialects } from './testing/test-db.ts';

/** Refused in every text field. */
const HIDDEN = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].concat([
  '\u200b',
  '\u200e',
  '\u200f',
  '\ufeff',
]);
/** Refused in names, phones and e-mails only: elsewhere they may join an emoji. */
const JOINERS = ['\u200c', '\u200d'];

const hex = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`;

interface Case {
  url: string;
  valid: Record<string, unknown>;
  /** Each text field with the message its refusal gives. */
  fields: Record<string, string>;
  /** The fields where a joiner is refused too. */
  names: string[];
  /** Where to count what was saved. */
  list: string;
}

const cases: Case[] = [
  {
    url: '/api/clientes',
    valid: { nombre: 'Ana', apellido: 'Pérez', telefono: '11 2233-4455', email: 'ana@example.com' },
    fields: {
      nombre: 'El nombre tiene caracteres no válidos.',
      apellido: 'El apellido tiene caracteres no válidos.',
      telefono: 'El teléfono tiene caracteres no válidos.',
      email: 'El email tiene caracteres no válidos.',
    },
    names: ['nombre', 'apellido', 'telefono', 'email'],
    list: '/api/clientes',
  },
  {
    url: '/api/empleados',
    valid: { nombre: 'Bea', apellido: 'Gómez', telefono: '11 5555-0000', email: '', porcentajeGanancia: 50 },
    fields: {
      nombre: 'El nombre tiene caracteres no válidos.',
      apellido: 'El apellido tiene caracteres no válidos.',
      telefono: 'El teléfono tiene caracteres no válidos.',
      email: 'El email tiene caracteres no válidos.',
    },
    names: ['nombre', 'apellido', 'telefono', 'email'],
    list: '/api/empleados',
  },
  {
    url: '/api/servicios-base',
    valid: {
      categoria: 'Manos',
      descripcion: 'Manicura semipermanente',
      precio: 100,
      duracionSugerida: 30,
      nombre: 'Semi',
    },
    fields: {
      categoria: 'La categoría tiene caracteres no válidos.',
      descripcion: 'La descripción tiene caracteres no válidos.',
      nombre: 'El nombre tiene caracteres no válidos.',
    },
    names: ['nombre'],
    list: '/api/servicios-base',
  },
];

describe.each(testDialects)('hidden characters in text fields, on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.loginAs('dueña');
  });
  afterAll(async () => t.close());

  const count = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json<unknown[]>().length;

  for (const c of cases) {
    it(`${c.url}: every field refuses the bidirectional controls, zero-width space, marks and BOM`, async () => {
      const before = await count(c.list);
      for (const [field, message] of Object.entries(c.fields)) {
        const refused = [...HIDDEN, ...(c.names.includes(field) ? JOINERS : [])];
        for (const ch of refused) {
          const original = String(c.valid[field] || 'x@example.com');
          // At the start and the end (where trimming would drop a BOM unseen), and inside.
          for (const value of [
            `${ch}${original}`,
            `${original.slice(0, 1)}${ch}${original.slice(1)}`,
            `${original}${ch}`,
          ]) {
            const res = await t.app.inject({
              method: 'POST',
              url: c.url,
              payload: { ...c.valid, [field]: value },
              headers: { cookie },
            });
            expect(res.statusCode, `${field} ${hex(ch)}`).toBe(400);
            expect(res.json(), `${field} ${hex(ch)}`).toEqual({ error: message });
          }
        }
      }
      expect(await count(c.list)).toBe(before);
    });
  }

  it('a description may join an emoji (U+200D), a name may not', async () => {
    const emoji = 'Uñas 💅🏽 y 👩\u200d🎨';
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/servicios-base',
      payload: { categoria: 'Manos', descripcion: emoji, precio: 0, duracionSugerida: 30, nombre: '' },
      headers: { cookie },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ descripcion: string }>().descripcion).toBe(emoji);
    const name = await t.app.inject({
      method: 'POST',
      url: '/api/clientes',
      payload: { nombre: '👩\u200d🎨 Ana', telefono: '1122334455' },
      headers: { cookie },
    });
    expect(name.statusCode).toBe(400);
  });

  it('a gasto’s description and a user’s name refuse them too', async () => {
    const gasto = await t.app.inject({
      method: 'POST',
      url: '/api/gastos',
      payload: { descripcion: '\u202eoreugla', monto: 100, fecha: '2026-11-23' },
      headers: { cookie },
    });
    expect(gasto.statusCode).toBe(400);
    expect(gasto.json()).toEqual({ error: 'La descripción tiene caracteres no válidos.' });
    const usuario = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: { username: 'nueva', nombre: 'Nue\u200dva', role: 'staff', password: 'otra-clave-muy-segura' },
      headers: { cookie },
    });
    expect(usuario.statusCode).toBe(400);
    expect(usuario.json()).toEqual({ error: 'El nombre tiene caracteres no válidos.' });
  });
});
