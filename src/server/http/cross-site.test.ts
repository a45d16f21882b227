import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { multipartFile } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('cross-site writes with a valid session on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.loginAs('duena');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clientes',
      headers: { cookie },
      payload: { nombre: 'Ana', telefono: '11 5555-1234' },
    });
    id = (res.json() as { id: number }).id;
  });
  afterAll(async () => t.close());

  const clients = async () => JSON.stringify(await t.testDb.db.selectFrom('clientes').selectAll().execute());
  const csv = multipartFile('nombre,telefono,email\nIntrusa,11 4444-0000,\n');
  const writes = () =>
    [
      { method: 'POST', url: '/api/clientes', payload: { nombre: 'Intrusa', telefono: '11 4444-0000' } },
      { method: 'PUT', url: `/api/clientes/${id}`, payload: { nombre: 'Cambiada', telefono: '11 4444-0000' } },
      { method: 'DELETE', url: `/api/clientes/${id}` },
      { method: 'POST', url: '/api/clientes/importar', payload: csv.payload, headers: csv.headers },
      { method: 'PUT', url: '/api/servicios-base/aumentar/50' },
      {
        method: 'POST',
        url: '/api/usuarios',
        payload: { username: 'intrusa', nombre: 'I', password: 'una-clave-larga' },
      },
    ] as const;

  for (const [name, headers] of [
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://sitio-malo.example' }],
  ] as const) {
    it(`refuses POST, PUT, DELETE and a multipart import from ${name}, changing nothing`, async () => {
      const before = await clients();
      for (const w of writes()) {
        const res = await t.app.inject({
          method: w.method,
          url: w.url,
          headers: { cookie, ...headers, ...('headers' in w ? w.headers : {}) },
          ...('payload' in w ? { payload: w.payload } : {}),
        });
        expect(res.statusCode, `${w.method} ${w.url}`).toBe(403);
        expect(res.json()).toEqual({ error: messages.crossSite, code: 'pedido_de_otro_sitio' });
      }
      expect(await clients()).toBe(before);
    });
  }

  it('accepts the same writes from the panel itself', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/clientes/${id}`,
      headers: { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
      payload: { nombre: 'Ana María', telefono: '11 5555-1234' },
    });
    expect(res.statusCode).toBe(200);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/clientes/importar',
      headers: { cookie, 'sec-fetch-site': 'same-origin', ...csv.headers },
      payload: csv.payload,
    });
    expect(upload.statusCode).toBe(200);
  });
});
