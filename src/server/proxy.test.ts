/**
 * The real server behind a real nginx, configured by the README's own file
 * (docs/deploy/nginx.conf), over HTTP and HTTPS: each documented form of TRUST_PROXY gives
 * every visitor their own address (the login limit counts them apart) and the request's own
 * scheme (Secure cookie and HSTS over HTTPS only). Visitors are told apart by the loopback
 * address their connection leaves from (127.0.0.2, 127.0.0.3 …).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { SESSION_COOKIE } from './auth/sessions.ts';
import { CHILD_ADMIN, exited, freePort, startServer } from './testing/server-process.ts';
import { createTestDatabase, testDialects, type Dialect } from './testing/test-db.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_CONFIG = path.join(root, 'docs/deploy/nginx.conf');

function findNginx(): string | null {
  for (const dir of ['/usr/sbin', '/usr/local/sbin', '/usr/bin', ...(process.env.PATH ?? '').split(':')]) {
    const candidate = path.join(dir, 'nginx');
    if (dir !== '' && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const nginx = findNginx();
// On a developer's machine without nginx the file is skipped; in CI (which installs it) it fails.
const runHere = nginx !== null || process.env.CI !== undefined;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request from a given loopback address, over HTTP or HTTPS (the test's own certificate). */
function send(
  url: string,
  from: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: options.method ?? 'GET',
        localAddress: from,
        rejectUnauthorized: false,
        agent: false,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url} in 10 s`)));
    req.end(payload);
  });
}

const login = (base: string, from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  send(`${base}/api/auth/login`, from, { method: 'POST', body: { email, password }, headers });

function sessionCookie(answer: Answer): string | undefined {
  return (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** Fills the site file's {{PLACEHOLDERS}}; one left unknown is an error, not a silent blank. */
function fillSiteConfig(values: Record<string, string>): string {
  return fs.readFileSync(SITE_CONFIG, 'utf8').replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`docs/deploy/nginx.conf: no value for {{${name}}}`);
    return value;
  });
}

describe.skipIf(!runHere)('behind nginx (docs/deploy/nginx.conf)', () => {
  const cleanups: (() => unknown)[] = [];
  let dir = '';

  beforeAll(() => {
    if (nginx === null) throw new Error('nginx is missing (Debian package nginx; .ci/run installs it)');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-nginx-'));
    // A self-signed certificate made for this run.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  });
  afterAll(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The real server with this TRUST_PROXY, and nginx in front: the base URLs by scheme. */
  async function serverBehindNginx(dialect: Dialect, trustProxy: string): Promise<{ http: string; https: string }> {
    const testDb = await createTestDatabase(dialect);
    cleanups.push(() => testDb.drop());
    const url = testDb.database.dialect === 'sqlite' ? `file:${testDb.database.file}` : testDb.database.url;
    const server = await startServer(url, cleanups, { TRUST_PROXY: trustProxy });
    const prefix = fs.mkdtempSync(path.join(dir, 'nginx-'));
    // nginx's workers may run as another user: they write request bodies under the prefix.
    fs.chmodSync(prefix, 0o777);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    fs.writeFileSync(
      path.join(prefix, 'site.conf'),
      fillSiteConfig({
        HTTP_LISTEN: `127.0.0.1:${httpPort}`,
        HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
        SERVER_NAME: 'localhost',
        UPSTREAM: new URL(server.url).host,
        CERTIFICATE: path.join(dir, 'cert.pem'),
        CERTIFICATE_KEY: path.join(dir, 'key.pem'),
      }),
    );
    // The rest of what /etc/nginx/nginx.conf gives a site, kept inside the prefix.
    fs.writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${prefix}/nginx.pid;`,
        `error_log ${prefix}/error.log;`,
        'events { worker_connections 128; }',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/${t};`),
        `  include ${prefix}/site.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const proxy = spawn(nginx ?? 'nginx', ['-p', prefix, '-e', `${prefix}/error.log`, '-c', `${prefix}/nginx.conf`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    proxy.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    cleanups.push(async () => {
      proxy.kill('SIGTERM');
      await exited(proxy);
    });
    try {
      await Promise.all([waitForPort(httpPort), waitForPort(httpsPort)]);
    } catch (err) {
      throw new Error(`nginx did not start: ${errors}`, { cause: err });
    }
    return { http: `http://127.0.0.1:${httpPort}`, https: `https://127.0.0.1:${httpsPort}` };
  }

  describe.each(
    testDialects.flatMap((dialect) => [
      [`a hop count, on ${dialect}`, dialect, '1'] as const,
      [`the proxy's address, on ${dialect}`, dialect, '127.0.0.1'] as const,
    ]),
  )('with TRUST_PROXY as %s', (_form, dialect, trustProxy) => {
    let base: { http: string; https: string };
    beforeAll(async () => {
      base = await serverBehindNginx(dialect, trustProxy);
    });

    it('keeps distinct visitors apart: 20 failures lock out their address, not another one', async () => {
      for (let i = 0; i < 20; i++) {
        const answer = await login(base.http, '127.0.0.2', `nadie${i}@centro.test`, 'mala-clave');
        expect(answer.status, answer.body).toBe(401);
      }
      const blocked = await login(base.https, '127.0.0.2', CHILD_ADMIN.email, CHILD_ADMIN.password);
      expect(blocked.status).toBe(429);
      expect(JSON.parse(blocked.body)).toEqual({ error: messages.tooManyRequests, code: 'demasiados_intentos' });
      // A forged X-Forwarded-For does not make the same visitor someone else.
      const forged = await login(base.http, '127.0.0.2', CHILD_ADMIN.email, CHILD_ADMIN.password, {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(forged.status).toBe(429);
      // Another visitor, through the same proxy, is not affected.
      expect((await login(base.http, '127.0.0.3', CHILD_ADMIN.email, CHILD_ADMIN.password)).status).toBe(200);
    });

    it('marks the session cookie Secure and sends HSTS over HTTPS only', async () => {
      const overHttps = await login(base.https, '127.0.0.4', CHILD_ADMIN.email, CHILD_ADMIN.password);
      expect(overHttps.status).toBe(200);
      expect(sessionCookie(overHttps)).toMatch(/;\s*Secure/i);
      expect(overHttps.headers['strict-transport-security']).toContain('max-age=');
      const health = await send(`${base.https}/api/health`, '127.0.0.4');
      expect(health.headers['strict-transport-security']).toContain('max-age=');

      const overHttp = await login(base.http, '127.0.0.4', CHILD_ADMIN.email, CHILD_ADMIN.password);
      expect(overHttp.status).toBe(200);
      expect(sessionCookie(overHttp)).toBeDefined();
      expect(sessionCookie(overHttp)).not.toMatch(/;\s*Secure/i);
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
