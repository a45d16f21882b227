/** Helpers shared by the benchmarks: a real server on a fresh database, on a free loopback port. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The admin every benchmark server creates on its empty database. */
export const BENCH_ADMIN = { email: 'bench@centro.local', password: 'clave-de-benchmark' } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const SERVER_ENTRY = path.join('dist', 'node', 'server', 'main.js');

export interface RunningServer {
  url: string;
  /** The server's process id, to read its memory. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts the server as `npm start` runs it (`dist/node/server/main.js`) on 127.0.0.1 with a fresh
 * SQLite file; needs `npm run build` first.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // Built again first when a source is newer than the build, as `npm start` does.
  const built = spawnSync(process.execPath, ['scripts/ensure-build.ts'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('No se pudo compilar la aplicación para el benchmark.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('el servidor no arrancó en 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Logs in as the benchmark's admin and answers the Cookie header. */
export async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** POSTs JSON as the logged-in admin and answers the JSON. */
export async function post<T>(url: string, cookie: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Books every half hour of a day, 08:00 to 19:30, for each employee: the fully booked day. */
export async function bookWholeDay(
  url: string,
  cookie: string,
  day: { fecha: string; empleados: readonly number[]; idCliente: number; idServicio: number; estado: string },
): Promise<void> {
  for (const idEmpleado of day.empleados) {
    for (let s = 0; s < 24; s++) {
      const m = 8 * 60 + s * 30;
      await post(url, cookie, '/turnos', {
        idCliente: day.idCliente,
        idEmpleado,
        idServicio: day.idServicio,
        fecha: day.fecha,
        hora: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
        duracion: 30,
        costo: 8000,
        estado: day.estado,
        montoAbonado: null,
      });
    }
  }
}
