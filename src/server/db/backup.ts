/**
 * Backups of the SQLite database: an online copy through SQLite's backup API (consistent even
 * while the server writes), checked, named by time, the oldest pruned; and the restore of one,
 * with the server stopped. PostgreSQL has its own tools (pg_dump / pg_restore, see the README).
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { lockHolder } from './lock.ts';
import { ensureDatabaseFolder, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './sqlite-files.ts';

export const BACKUP_PREFIX = 'centro-';

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** `ok` when SQLite finds the file whole, else what it found wrong. */
export function integrityCheck(file: string): string {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(BACKUP_PREFIX) && f.endsWith('.db'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Copies the live database `file` into `dir` as `centro-YYYYMMDD-HHMMSS.db`, checks the copy,
 * and keeps only the newest `keep` backups. Safe while the server runs.
 */
export async function backupSqlite(file: string, dir: string, keep: number, now = new Date()): Promise<string> {
  ensureDatabaseFolder(file);
  if (!fs.existsSync(file)) {
    throw new Error(`Todavía no hay base de datos en ${file}: iniciá el servidor (npm start) o cargá la demostración.`);
  }
  // Backups hold client data and password hashes: only the owner may read them.
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  let target = path.join(dir, `${BACKUP_PREFIX}${stamp(now)}.db`);
  for (let n = 2; fs.existsSync(target); n++) target = path.join(dir, `${BACKUP_PREFIX}${stamp(now)}-${n}.db`);
  const partial = `${target}.partial`;
  try {
    const source = new SqliteDatabase(file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(partial);
    } finally {
      source.close();
    }
    // A self-contained file: no write-ahead log beside it.
    const copy = new SqliteDatabase(partial);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const check = integrityCheck(partial);
    if (check !== 'ok') throw new Error(`La copia no pasó el control de integridad: ${check}`);
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    durable(partial);
    // Only a finished, checked, durable copy gets a backup's name.
    fs.renameSync(partial, target);
    durable(dir);
  } finally {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`, `${partial}-journal`]) {
      fs.rmSync(leftover, { force: true });
    }
  }
  const all = listBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(old, { force: true });
  return target;
}

/** Forces a file (or a folder's entries) to disk, so a power cut cannot leave half of it. */
function durable(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Puts a backup in place of the database `file`. Refuses while a server process holds the file
 * (db/lock.ts). The current file is first kept as `antes-de-restaurar-….db` beside the backups,
 * so a wrong restore can be undone; if it is too damaged for SQLite to copy, its bytes are kept.
 */
export async function restoreSqlite(
  backup: string,
  file: string,
  dir: string,
  now = new Date(),
): Promise<string | null> {
  const holder = lockHolder(file);
  if (holder !== null) throw new Error(`El servidor (pid ${holder}) está usando ${file}: detenelo antes de restaurar.`);
  const check = integrityCheck(backup);
  if (check !== 'ok') throw new Error(`El archivo de respaldo está dañado: ${check}`);
  let previous: string | null = null;
  if (fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    previous = path.join(dir, `antes-de-restaurar-${stamp(now)}.db`);
    try {
      const current = new SqliteDatabase(file, { fileMustExist: true });
      try {
        await current.backup(previous);
      } finally {
        current.close();
      }
    } catch {
      // Too damaged to open: keep its bytes (and its log) as they are.
      fs.copyFileSync(file, previous);
      if (fs.existsSync(`${file}-wal`)) fs.copyFileSync(`${file}-wal`, `${previous}-wal`);
    }
    fs.chmodSync(previous, PRIVATE_FILE_MODE);
  }
  ensureDatabaseFolder(file);
  const incoming = `${file}.restaurando`;
  fs.copyFileSync(backup, incoming);
  fs.chmodSync(incoming, PRIVATE_FILE_MODE);
  durable(incoming);
  // The old write-ahead log belongs to the old file: it must not be replayed onto the backup.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.renameSync(incoming, file);
  durable(path.dirname(file));
  return previous;
}
