import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { TEST_PASSWORD, createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { testDialects } from '#server/testing/test-db.ts';

describe.each(testDialects)('HTTP behaviour on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await t.loginAs('dueña');
  });
  afterAll(async () => t.close());

  it('reports a reachable database on /api/health without a session', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/empleados', '/cualquier/ruta']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers a path that cannot be decoded with a Spanish JSON 400 and the same headers', async () => {
    for (const url of ['/%', '/api/%zz', '/api/clientes/%E0%A4%A', '/admin/%']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: messages.badUrl, code: 'direccion_invalida' });
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends HSTS on a path that cannot be decoded too (browsers heed it over HTTPS only)', async () => {
    const res = await t.app.inject({ url: '/%', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers a multipart body sent to a JSON route with 415, and changes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/clientes', headers: { cookie } })).json<unknown[]>().length;
    const boundary = 'limite123';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nAna\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="telefono"\r\n\r\n1122334455\r\n--${boundary}--\r\n`;
    for (const [method, url] of [
      ['POST', '/api/clientes'],
      ['POST', '/api/auth/login'],
      ['PUT', '/api/servicios-base/aumentar/10'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual({ error: messages.unsupportedMediaType, code: 'tipo_no_admitido' });
    }
    expect((await t.app.inject({ url: '/api/clientes', headers: { cookie } })).json<unknown[]>().length).toBe(before);
  });

  it('takes ids as plain decimal digits only: hex, exponents, signs, spaces or zeros in front are a 400', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clientes',
      payload: { nombre: 'Ida', apellido: 'Prueba', telefono: '1122334455', email: '' },
      headers: { cookie },
    });
    const id = created.json<{ id: number }>().id;
    const spellings = [`0x${id.toString(16)}`, `${id}e0`, `%20${id}`, `+${id}`, `0${id}`, `${id}.0`, `${id}%20`];
    for (const bad of spellings) {
      for (const [method, url] of [
        ['DELETE', `/api/clientes/${bad}`],
        ['GET', `/api/empleados/${bad}`],
        ['DELETE', `/api/turnos/${bad}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { cookie } });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json(), url).toEqual({ error: 'Identificador inválido.', code: 'dato_invalido' });
      }
    }
    const clientes = (await t.app.inject({ url: '/api/clientes', headers: { cookie } })).json<{ id: number }[]>();
    expect(clientes.map((c) => c.id)).toContain(id);
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/clientes/${id}`, headers: { cookie } });
    expect(ok.statusCode).toBe(204);
  });

  it('keeps API answers out of caches', async () => {
    const res = await t.app.inject({ url: '/api/empleados', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-existe', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.notFound, code: 'no_encontrado' });
  });

  it('refuses a state-changing request from another site, by Origin or by Sec-Fetch-Site', async () => {
    const body = { email: 'dueña', password: TEST_PASSWORD };
    const byOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { origin: 'https://sitio-malo.example', host: 'centro.example' },
    });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json()).toEqual({ error: messages.crossSite, code: 'pedido_de_otro_sitio' });
    const byFetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(byFetchSite.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('believes Sec-Fetch-Site over a Host header that a reverse proxy rewrote', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dueña', password: TEST_PASSWORD },
      headers: { origin: 'https://centro.example', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dueña', password: TEST_PASSWORD },
      headers: { origin: 'https://centro.example', host: 'centro.example', 'sec-fetch-site': 'same-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('compares the scheme too when only Origin is sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dueña', password: TEST_PASSWORD },
      headers: { origin: 'https://centro.example:3000', host: 'centro.example:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same request from our own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'dueña', password: TEST_PASSWORD },
      headers: { origin: 'http://centro.example:3000', host: 'centro.example:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 413 in Spanish to a JSON body over 100 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x'.repeat(120 * 1024), password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: messages.payloadTooLarge, code: 'contenido_demasiado_grande' });
  });

  it('answers 415 to a form-encoded, plain-text or other body and 400 to broken JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error: messages.unsupportedMediaType, code: 'tipo_no_admitido' });
    for (const type of ['text/plain', 'text/xml', 'application/octet-stream']) {
      for (const url of ['/api/auth/login', '/api/auth/logout']) {
        const res = await t.app.inject({ method: 'POST', url, payload: 'hola', headers: { 'content-type': type } });
        expect(res.statusCode, `${type} ${url}`).toBe(415);
      }
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: messages.invalidJson, code: 'json_invalido' });
  });
});
