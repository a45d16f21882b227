/**
 * A start killed while it upgrades an older SQLite database (kill -9 at random points of the
 * migrations, again and again) never leaves it unable to start: every later start succeeds and
 * ends with the same schema and the same figures as an upgrade that was never interrupted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './dialect.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-login-attempts.ts';
import * as m003 from './migrations/003-turnos-orden.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let old: string;

/** A database as release 003 left it, with a small centre's data. */
async function oldDatabase(file: string): Promise<void> {
  const db = openDatabase({ dialect: 'sqlite', file });
  const upTo003 = { '001-initial': m001, '002-login-attempts': m002, '003-turnos-orden': m003 };
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(upTo003) },
  }).migrateToLatest();
  await db.destroy();
  if (error !== undefined) throw error;
  const sqlite = new SqliteDatabase(file);
  const now = '2025-06-01T12:00:00.000Z';
  sqlite.transaction(() => {
    sqlite
      .prepare(
        "insert into users (username, email, nombre, password_hash, role, created_at, updated_at) values ('duena', 'duena@centro.test', 'Dueña', 'x', 'admin', ?, ?)",
      )
      .run(now, now);
    const servicio = sqlite.prepare(
      "insert into servicios_base (categoria, descripcion, precio_cents, duracion_sugerida, created_at, updated_at) values ('Manos', ?, ?, 30, ?, ?)",
    );
    for (let i = 1; i <= 10; i++) servicio.run(`Servicio ${i}`, i * 1000, now, now);
    const empleado = sqlite.prepare(
      'insert into empleados (nombre, apellido, porcentaje_ganancia, created_at, updated_at) values (?, ?, 40, ?, ?)',
    );
    for (let i = 1; i <= 4; i++) empleado.run(`Empleada ${i}`, 'Paz', now, now);
    const cliente = sqlite.prepare(
      'insert into clientes (nombre, telefono, created_at, updated_at) values (?, ?, ?, ?)',
    );
    for (let i = 1; i <= 200; i++) cliente.run(`Cliente ${i}`, `11${i}`, now, now);
    const turno = sqlite.prepare(
      'insert into turnos (id_cliente, id_empleado, id_servicio, fecha, hora, costo_cents, estado, monto_abonado_cents, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const estados = ['Pagado', 'Pago parcial', 'Debe', 'pagado'];
    for (let i = 0; i < 1500; i++) {
      const estado = estados[i % 4] ?? 'Pagado';
      turno.run(
        (i % 200) + 1,
        (i % 4) + 1,
        (i % 10) + 1,
        `2025-0${(i % 9) + 1}-1${i % 10}`,
        `1${i % 9}:00`,
        ((i % 10) + 1) * 1000,
        estado,
        estado === 'Pago parcial' ? 500 + i : null,
        now,
        now,
      );
    }
    const gasto = sqlite.prepare(
      'insert into gastos (descripcion, monto_cents, fecha, created_at) values (?, ?, ?, ?)',
    );
    for (let i = 1; i <= 300; i++) gasto.run(`Gasto ${i}`, i * 7, '2025-05-01', now);
  })();
  sqlite.close();
}

/** The schema and the figures an upgrade must end with (and the file must pass integrity_check). */
function figures(file: string): unknown {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  const one = (q: string) => sqlite.prepare(q).get();
  const result = {
    integrity: sqlite.pragma('integrity_check', { simple: true }),
    migrations: sqlite.prepare('select name from kysely_migration order by name').pluck().all(),
    schema: sqlite
      .prepare("select type, name, sql from sqlite_master where name not like 'sqlite_%' order by name")
      .all(),
    turnos: one(
      "select count(*) n, sum(costo_cents) costo, sum(coalesce(monto_abonado_cents, 0)) abonado, sum(asistencia = 'Pendiente') pendientes, sum(medio_pago is not null) con_medio from turnos",
    ),
    pagos: one('select count(*) n, sum(monto_cents) monto, count(distinct id_turno) turnos from pagos'),
    gastos: one("select count(*) n, sum(monto_cents) monto, sum(medio_pago = 'Efectivo') efectivo from gastos"),
    clientes: one('select count(*) n from clientes'),
    empleados: one("select count(*) n, sum(horarios = '[]') sin_horario from empleados"),
    servicios: one(
      'select count(*) n, sum(precio_cents) precio, sum(reservable_online) reservables from servicios_base',
    ),
    users: one('select count(*) n from users'),
  };
  sqlite.close();
  return result;
}

interface Run {
  /** How the child ended: 'listo' (migrated and exited 0), 'muerto' (killed), or its failure. */
  outcome: 'listo' | 'muerto' | { code: number | null; output: string };
  /** Whether the kill came before the migrations had finished. */
  midway: boolean;
  ms: number | null;
}

/** Starts the migrations in a child process on `file`; kills it with SIGKILL `killAfter` ms after they begin. */
function start(file: string, killAfter: number | null): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/testing/migrate-child.ts', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let done = false;
    let killed = false;
    let midway = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (killAfter !== null && !killed && output.includes('migrando\n') && !output.includes('listo')) {
        killed = true;
        setTimeout(() => {
          midway = !done && !output.includes('listo');
          child.kill('SIGKILL');
        }, killAfter);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      done = true;
      const ms = /listo (\d+)/.exec(output)?.[1];
      if (signal === 'SIGKILL') resolve({ outcome: 'muerto', midway, ms: null });
      else if (code === 0 && ms !== undefined) resolve({ outcome: 'listo', midway: false, ms: Number(ms) });
      else resolve({ outcome: { code, output }, midway: false, ms: null });
    });
  });
}

describe('a start killed while it upgrades an older SQLite database', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-migracion-'));
    old = path.join(dir, 'vieja.db');
    await oldDatabase(old);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('always starts again, with the same schema and figures as an upgrade never interrupted', async () => {
    const reference = path.join(dir, 'referencia.db');
    fs.copyFileSync(old, reference);
    const first = await start(reference, null);
    expect(first.outcome).toBe('listo');
    const expected = figures(reference);
    // An uninterrupted upgrade takes 8–90 ms here, varying with the machine's load: kills are
    // spread over the quickest seen so far, so that most land while the migrations run.
    let quickest = Math.max(first.ms ?? 0, 5);

    let kills = 0;
    let midway = 0;
    for (let trial = 0; kills < 30; trial++) {
      const file = path.join(dir, `prueba-${trial}.db`);
      fs.copyFileSync(old, file);
      // Killed once to three times in a row (a start after a crash can be killed too), at a
      // random moment of the migrations.
      for (let k = 0; k <= trial % 3; k++) {
        const run = await start(file, Math.random() * quickest);
        expect(run.outcome === 'muerto' || run.outcome === 'listo' ? 'ok' : run.outcome).toBe('ok');
        kills += 1;
        if (run.midway) midway += 1;
      }
      const restart = await start(file, null);
      expect(restart.outcome).toBe('listo');
      quickest = Math.max(Math.min(quickest, restart.ms ?? quickest), 5);
      expect(figures(file)).toEqual(expected);
      fs.rmSync(file);
      fs.rmSync(`${file}.lock`, { force: true });
    }
    // Most kills landed while the migrations ran, not before or after them.
    expect(midway).toBeGreaterThanOrEqual(20);
    // About 50 starts of a Node process: 50 s alone on a slow day here, more than 90 s with the
    // rest of the suite beside it on two cores.
  }, 240_000);
});
