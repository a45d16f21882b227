/**
 * The HTTP edge: answers given before routing (a request the HTTP parser refuses), unknown API
 * paths, the warning of a production start without PUBLIC_URL, and the answer to requests read
 * while the server shuts down. Each answer is Spanish JSON with the security headers.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { loadConfig, startupWarnings } from './config.ts';
import { exited, startServer } from './testing/server-process.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { createTestDatabase, testDialects } from './testing/test-db.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-borde-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the HTTP/1.1 answers (with Content-Length) found in what a connection received. */
function parseAnswers(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = Buffer.from(rest.slice(end + 4))
      .subarray(0, length)
      .toString();
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = Buffer.from(rest.slice(end + 4))
      .subarray(length)
      .toString();
  }
  return answers;
}

/** Opens a connection, lets `talk` write on it, and answers all it received until it closed. */
function converse(port: number, talk: (socket: net.Socket) => Promise<void> | void): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswers(Buffer.from(received, 'latin1').toString())));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('connect', () => void Promise.resolve(talk(socket)).catch(reject));
  });
}

/** Whether a new connection to the port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function expectSpanishWithSecurityHeaders(answer: RawAnswer | undefined, status: number, error: string, code: string) {
  expect(answer?.status).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer?.body ?? '{}')).toEqual({ error, code });
  expect(answer?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer?.headers['x-content-type-options']).toBe('nosniff');
  expect(answer?.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer?.headers['cache-control']).toBe('no-store');
}

describe('answers before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('answers headers too large with a Spanish JSON 431 and the security headers', async () => {
    const [answer, ...more] = await converse(port, (socket) => {
      socket.write(`GET /api/health HTTP/1.1\r\nHost: centro.test\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expectSpanishWithSecurityHeaders(answer, 431, messages.headersTooLarge, 'ENCABEZADOS_DEMASIADO_GRANDES');
    expect(answer?.headers['strict-transport-security']).toContain('max-age=');
    expect(more).toEqual([]);
  });

  it('answers malformed HTTP with a Spanish JSON 400 and the security headers', async () => {
    for (const request of ['ESTO NO ES HTTP\r\n\r\n', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: x\r\n\r\n']) {
      const [answer] = await converse(port, (socket) => {
        socket.write(request);
      });
      expectSpanishWithSecurityHeaders(answer, 400, messages.badRequest, 'PEDIDO_MAL_FORMADO');
    }
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON with Cache-Control: no-store when the web app is served too', async () => {
    const webRoot = tempDir();
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const t = await createTestApp('sqlite', { env: { WEB_ROOT: webRoot } });
    cleanups.push(() => t.close());
    const cookie = await t.loginAs('duena');
    for (const [method, url] of [
      ['GET', '/api/no-existe'],
      ['GET', '/api/no/existe?x=1'],
      ['HEAD', '/api/no-existe'],
      ['POST', '/api/no-existe'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
      if (method !== 'HEAD') expect(res.json(), url).toEqual({ error: messages.notFound, code: 'no_encontrado' });
    }
  });
});

describe('PUBLIC_URL in production', () => {
  it('is asked for by a warning in Spanish only when NODE_ENV=production and it is missing', () => {
    const config = (env: Record<string, string>) => loadConfig({ WEB_ROOT: 'none', ...env });
    expect(startupWarnings(config({}), { NODE_ENV: 'production' })).toEqual([
      expect.stringContaining('Falta PUBLIC_URL en producción'),
    ]);
    expect(startupWarnings(config({}), {})).toEqual([]);
    expect(startupWarnings(config({}), { NODE_ENV: 'development' })).toEqual([]);
    expect(startupWarnings(config({ PUBLIC_URL: 'https://centro.com.ar' }), { NODE_ENV: 'production' })).toEqual([]);
  });

  it('is warned about in the log of a real production start', async () => {
    const dir = tempDir();
    const server = await startServer(`file:${path.join(dir, 'centro.db')}`, cleanups, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    const warning = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((entry) => entry.msg.includes('PUBLIC_URL'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('Definí PUBLIC_URL con la dirección del sitio');
  });
});

describe.each(testDialects)('shutting down, on %s', (dialect) => {
  it('answers a request read after SIGTERM with a Spanish 503, Retry-After and the security headers', async () => {
    const testDb = await createTestDatabase(dialect);
    cleanups.push(() => testDb.drop());
    const url = testDb.database.dialect === 'sqlite' ? `file:${testDb.database.file}` : testDb.database.url;
    const server = await startServer(url, cleanups);
    const port = Number(new URL(server.url).port);
    const body = JSON.stringify({ email: 'nadie', password: 'mala-clave' });
    const all = await converse(port, async (socket) => {
      // A request in flight when the signal comes: its headers are read (the server says
      // "100 Continue" once it has handed the request over), its body not yet.
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Expect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      await new Promise((resolve) => socket.once('data', resolve));
      server.child.kill('SIGTERM');
      // The shutdown has begun once the server takes no new connection.
      for (let i = 0; i < 100 && (await accepts(port)); i++) await new Promise((r) => setTimeout(r, 50));
      // Its body, and a second request on the same connection, read while the server closes.
      socket.write(`${body}GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    });
    const answers = all.filter((a) => a.status !== 100);
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers) + server.output(),
    ).toEqual([401, 503]);
    expectSpanishWithSecurityHeaders(answers[1], 503, messages.shuttingDown, 'SERVIDOR_REINICIANDO');
    expect(answers[1]?.headers['retry-after']).toBe('10');
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
  });
});
