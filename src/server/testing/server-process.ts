/**
 * The real server in a child process, from its sources (`npm start` runs a compiled copy of the
 * same code; no web app here), for the tests that need a process to kill, restart or read the
 * logs of.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_PASSWORD } from './test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The admin every child server creates on an empty database. */
export const CHILD_ADMIN = { email: 'crash@centro.test', password: TEST_PASSWORD } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error())));
    });
  });
}

/** Signs the child server's admin in; answers the session cookie (`name=value`). */
export async function signInChildAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CHILD_ADMIN }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The real server, as `npm start` runs it, on a database of our choosing. */
export async function startServer(
  databaseUrl: string,
  cleanups: (() => unknown)[],
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: CHILD_ADMIN.email,
      ADMIN_PASSWORD: TEST_PASSWORD,
      WEB_ROOT: 'none',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => {
    child.kill('SIGKILL');
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output: () => output };
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}
