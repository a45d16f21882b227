/**
 * Characters that change how a text is shown without showing themselves (a client named
 * U+202E + 'Test' read backwards in the agenda, the lists, the CSV and the WhatsApp text), and
 * control characters (a CR, LF or tab in a name reached the WhatsApp reminder), are refused in
 * every single-line text field, with that field's message, and nothing is saved. What the staff
 * type (accents, ñ, apostrophes, emoji in descriptions, line breaks in notes) is kept as typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { testDialects } from './testing/test-db.ts';

/** Refused in every text field: the format and other invisible characters, the controls and line breaks. */
const HIDDEN = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].concat(
  ['\u200b', '\u200e', '\u200f', '\ufeff'],
  // The ones the first filter missed: the Arabic letter mark, the soft hyphen, the combining
  // grapheme joiner, the Hangul fillers, the Khmer vowels, the Mongolian separator, the word
  // joiner and invisible operators, the deprecated format controls, the annotation marks, a
  // musical format control, the language tag and a tag letter, the braille blank.
  ['\u061c', '\u00ad', '\u034f', '\u115f', '\u1160', '\u3164', '\uffa0', '\u17b4', '\u17b5', '\u180e'],
  ['\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\u206a', '\u206f', '\ufff9', '\ufffa', '\ufffb'],
  ['\u{1d173}', '\u{e0001}', '\u{e0041}', '\u2800'],
  // Controls: tab, CR, LF, CRLF, vertical tab, form feed, escape, NUL, DEL, NEL and a C1 CSI,
  // the line and paragraph separators.
  ['\t', '\r', '\n', '\r\n', '\u000b', '\u000c', '\u001b', '\u0000', '\u007f', '\u0085', '\u009b'],
  ['\u2028', '\u2029'],
);
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
    it(`${c.url}: every field refuses the format, invisible and control characters`, async () => {
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
            expect(res.statusCode, `${field} ${hex(ch)} ${JSON.stringify(value)}`).toBe(400);
            expect(res.json(), `${field} ${hex(ch)}`).toEqual({ error: message, code: 'dato_invalido' });
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
    expect(gasto.json()).toEqual({ error: 'La descripción tiene caracteres no válidos.', code: 'dato_invalido' });
    const usuario = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: { username: 'nueva', nombre: 'Nue\u200dva', role: 'staff', password: 'otra-clave-muy-segura' },
      headers: { cookie },
    });
    expect(usuario.statusCode).toBe(400);
    expect(usuario.json()).toEqual({ error: 'El nombre tiene caracteres no válidos.', code: 'dato_invalido' });
  });

  it('a name made only of invisible characters, or with no letter, is refused', async () => {
    for (const [nombre, error] of [
      ['\u3164', 'El nombre tiene caracteres no válidos.'],
      ['\u200b\u200b', 'El nombre tiene caracteres no válidos.'],
      ['\u2800', 'El nombre tiene caracteres no válidos.'],
      ['\ufe0f', 'El nombre debe tener al menos una letra.'],
      ['\u0301\u0301', 'El nombre debe tener al menos una letra.'],
      ['💅', 'El nombre debe tener al menos una letra.'],
      ['. - .', 'El nombre debe tener al menos una letra.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clientes',
        payload: { nombre, telefono: '11 2233-4455' },
        headers: { cookie },
      });
      expect(res.statusCode, hex(nombre)).toBe(400);
      expect(res.json(), hex(nombre)).toMatchObject({ error });
    }
  });

  it('keeps what the staff legitimately type: accents, ñ, apostrophes, emoji, line breaks in notes', async () => {
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
    const cliente = await post('/api/clientes', {
      nombre: 'Ñandú María-José',
      apellido: "O'Higgins D’Amico Güemes",
      telefono: '+54 9 (11) 2233-4455',
      email: 'maria.jose+turnos@example.com.ar',
    });
    expect(cliente.statusCode, cliente.body).toBe(201);
    expect(cliente.json()).toMatchObject({ nombre: 'Ñandú María-José', apellido: "O'Higgins D’Amico Güemes" });
    // A name may hold an emoji with its variation selector, beside a letter.
    expect((await post('/api/clientes', { nombre: 'Ana ❤️', telefono: '11 2233-4466' })).statusCode).toBe(201);
    // Skin tone, joiner, variation selector and a subdivision flag's tags.
    const descripcion = 'Uñas 💅🏽, 👩\u200d🎨 ❤️ y 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}';
    const servicio = await post('/api/servicios-base', {
      categoria: 'Manos & Pies',
      descripcion,
      precio: 0,
      duracionSugerida: 30,
      nombre: 'Semi "premium" 2×1',
    });
    expect(servicio.statusCode, servicio.body).toBe(201);
    expect(servicio.json<{ descripcion: string }>().descripcion).toBe(descripcion);
    const id = cliente.json<{ id: number }>().id;
    const nota = await post(`/api/clientes/${id}/notas`, { texto: 'Alérgica al látex.\nPrefiere la tarde.' });
    expect(nota.statusCode, nota.body).toBe(201);
    expect(nota.json<{ texto: string }>().texto).toBe('Alérgica al látex.\nPrefiere la tarde.');
    // A note keeps LF, but no other control: a lone CR or a tab is refused there too.
    for (const texto of ['a\rb', 'a\tb', 'a\u0085b', 'a\u202eb']) {
      const res = await post(`/api/clientes/${id}/notas`, { texto });
      expect(res.statusCode, JSON.stringify(texto)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'La nota tiene caracteres no válidos.' });
    }
  });
});
