/**
 * The README's front door, run the way a newcomer runs it: a copy of the tree as a fresh clone
 * has it (no data/, no dist/, no DATABASE_URL), then `npm start` and `npm run seed:demo` as
 * they are. Every other test gives the server its own database, which is how a missing data/
 * folder once stopped `npm start` on a fresh clone while every test passed.
 *
 * Quick by reuse only: node_modules is linked (the README's `npm install` has run here
 * already) and the generated pictures are copied with their times (the build skips them), so
 * `npm start` still compiles the web app and the server itself.
 *
 * Run by `npm test` (after the build) with Node's test runner: node --test tests/fresh-clone.test.ts
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '#server/testing/server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-clon-'));
const running = new Set<ChildProcess>();

/** The files a clone has: tracked ones plus new ones not yet committed, never the ignored ones. */
function copyTree(): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '' && fs.existsSync(path.join(root, f)));
  for (const f of files) {
    fs.cpSync(path.join(root, f), path.join(clone, f), { preserveTimestamps: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
  const images = path.join(root, 'src', 'web', 'public', 'img');
  if (fs.existsSync(images)) {
    fs.cpSync(images, path.join(clone, 'src', 'web', 'public', 'img'), { recursive: true, preserveTimestamps: true });
  }
}

/** The newcomer's environment: none of this machine's database or admin settings. */
function newcomerEnv(port: number): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _database,
    ADMIN_EMAIL: _email,
    ADMIN_PASSWORD: _password,
    WEB_ROOT: _webRoot,
    TEST_DATABASE_URL: _testDatabase,
    ...env
  } = process.env;
  return { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
}

/** `npm run <script>` in the clone, in its own process group so that stopping it stops the server too. */
function npm(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn('npm', args, { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(predicate: () => Promise<boolean> | boolean, what: string, seconds: number): Promise<void> {
  for (const end = Date.now() + seconds * 1000; Date.now() < end;) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** `npm start` until it answers /api/health; its console output is returned too. */
async function start(): Promise<{ base: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const server = npm(['start'], newcomerEnv(port));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`npm start exited:\n${server.output()}`);
      return fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    'npm start to answer /api/health',
    240,
  );
  return { base, ...server };
}

/**
 * Stops the server as a terminal's Ctrl+C or a process manager would (the whole group: npm,
 * its shell and the server), and answers whether the server finished cleanly: it releases the
 * database's lock only on a clean exit.
 */
async function stop(child: ChildProcess): Promise<boolean> {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await exitCode(child);
  // npm itself ends at once; the server finishes on its own a moment later.
  const lock = path.join(clone, 'data', 'centro.db.lock');
  return waitFor(() => !fs.existsSync(lock), 'the server to release its lock', 5).then(
    () => true,
    () => false,
  );
}

/** The credentials a first start prints once: `usuario: …` and `contraseña: …`. */
function printedCredentials(output: string): { usuario: string; password: string } {
  const usuario = /usuario:?\s+(\S+?),?\s/.exec(output)?.[1];
  const password = /contraseña:?\s+(\S+?)(?:\s|$)/.exec(output)?.[1];
  assert.ok(usuario !== undefined && password !== undefined, `no credentials printed:\n${output}`);
  return { usuario, password };
}

async function signIn(base: string, login: { usuario: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.usuario, password: login.password }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  assert.notEqual(cookie, '');
  return cookie;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('a fresh clone, with the README’s own commands', { timeout: 600_000 }, () => {
  before(copyTree);
  after(() => {
    for (const child of running) if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    fs.rmSync(clone, { recursive: true, force: true });
  });

  it('has no data/ and no dist/ to begin with', () => {
    assert.equal(fs.existsSync(path.join(clone, 'data')), false);
    assert.equal(fs.existsSync(path.join(clone, 'dist')), false);
  });

  it('npm start builds, serves /api/health and the site, and the printed admin signs in', async () => {
    const server = await start();
    const health = await fetch(`${server.base}/api/health`);
    assert.deepEqual(await health.json(), { status: 'ok', database: 'ok' });
    const home = await fetch(`${server.base}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<div id="root">/);

    const cookie = await signIn(server.base, printedCredentials(server.output()));
    const me = await fetch(`${server.base}/api/auth/me`, { headers: { cookie } });
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as { role: string }).role, 'admin');

    // The data is the owner's alone.
    assert.equal(modeOf(path.join(clone, 'data')), 0o700);
    assert.equal(modeOf(path.join(clone, 'data', 'centro.db')), 0o600);
    assert.ok(await stop(server.child), server.output());
  });

  it('npm run seed:demo loads the demo on a fresh clone, and npm start then shows it', async () => {
    fs.rmSync(path.join(clone, 'data'), { recursive: true, force: true });
    const seed = npm(['run', 'seed:demo'], newcomerEnv(await freePort()));
    assert.equal(await exitCode(seed.child), 0, seed.output());
    assert.match(seed.output(), /Demostración cargada/);

    const server = await start();
    const cookie = await signIn(server.base, printedCredentials(seed.output()));
    const clientes = await fetch(`${server.base}/api/clientes`, { headers: { cookie } });
    assert.equal(clientes.status, 200);
    assert.ok(((await clientes.json()) as unknown[]).length >= 60);
    assert.ok(await stop(server.child), server.output());
  });
});
