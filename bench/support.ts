/** Helpers shared by the benchmarks: a real server on a fresh database, on a free loopback port. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';

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

/**
 * Runs `measure` against a new, empty PostgreSQL database on this machine (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL as the server), dropped afterwards; says why and returns undefined when there
 * is none to use. `explain` gives a query's plan as run there, for a report of a budget missed.
 */
export async function onScratchPostgres<T>(
  measure: (url: string, explain: (sql: string, parameters?: readonly unknown[]) => Promise<string>) => Promise<T>,
): Promise<T | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined) {
    console.log('PostgreSQL: sin BENCH_DATABASE_URL ni TEST_DATABASE_URL, no se mide.');
    return undefined;
  }
  if (!['127.0.0.1', 'localhost'].includes(new URL(adminUrl).hostname)) {
    console.log('PostgreSQL: el servidor no está en 127.0.0.1, no se mide.');
    return undefined;
  }
  const name = `centro_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const explain = async (sql: string, parameters: readonly unknown[] = []) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query(`explain analyze ${sql}`, [...parameters])).rows
        .map((r: Record<string, string>) => Object.values(r)[0])
        .join('\n');
    } finally {
      await client.end();
    }
  };
  try {
    return await measure(url.toString(), explain);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Signs in as the benchmark's admin in a browser page, as a person does: the panel is open after. */
export async function signInInBrowser(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Usuario o email').fill(BENCH_ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(BENCH_ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/admin');
}

/**
 * A service, `empleados` employees and one client, with every half hour of `fecha` booked for
 * each employee (bookWholeDay): the fully booked day of the API and ticket benchmarks.
 */
export async function fullyBookedDay(
  url: string,
  cookie: string,
  day: { fecha: string; empleados: number; estado: string },
): Promise<{ servicio: number; empleados: number[]; cliente: number }> {
  const servicio = await post<{ id: number }>(url, cookie, '/servicios-base', {
    categoria: 'Manos',
    descripcion: 'Esmaltado semipermanente',
    precio: 8000,
    duracionSugerida: 30,
  });
  const empleados: number[] = [];
  for (let e = 0; e < day.empleados; e++) {
    empleados.push(
      (await post<{ id: number }>(url, cookie, '/empleados', { nombre: `Empleada${e}`, apellido: 'Bench' })).id,
    );
  }
  const cliente = await post<{ id: number }>(url, cookie, '/clientes', {
    nombre: 'Clienta',
    apellido: 'Bench',
    telefono: '11 4000-0000',
  });
  await bookWholeDay(url, cookie, {
    fecha: day.fecha,
    empleados,
    idCliente: cliente.id,
    idServicio: servicio.id,
    estado: day.estado,
  });
  return { servicio: servicio.id, empleados, cliente: cliente.id };
}
