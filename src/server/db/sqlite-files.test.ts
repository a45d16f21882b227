/**
 * The SQLite files on disk: a missing folder is made (a fresh clone has no data/), and the
 * database, its write-ahead log, shared memory, lock and backups are readable by the owner only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSqlite, restoreSqlite } from './backup.ts';
import { openDatabase } from './dialect.ts';
import { acquireLock, lockPath } from './lock.ts';
import { migrateToLatest } from './migrate.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centro-archivos-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the SQLite files on disk', () => {
  it('a lock taken where the folder is missing makes the folder, owner-only', () => {
    const file = path.join(tempDir(), 'data', 'centro.db');
    const release = acquireLock(file);
    cleanups.push(release);
    expect(modeOf(path.dirname(file))).toBe(0o700);
    expect(modeOf(lockPath(file))).toBe(0o600);
  });

  it('a database opened where the folder is missing: folder 0700, file, -wal and -shm 0600', async () => {
    const file = path.join(tempDir(), 'data', 'nested', 'centro.db');
    const db = openDatabase({ dialect: 'sqlite', file });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    expect(modeOf(path.dirname(file))).toBe(0o700);
    expect(modeOf(path.dirname(path.dirname(file)))).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) {
      expect(fs.existsSync(f), f).toBe(true);
      expect(modeOf(f), f).toBe(0o600);
    }
  });

  it('a database left world-readable by an older version is tightened when opened', async () => {
    const dir = path.join(tempDir(), 'data');
    fs.mkdirSync(dir);
    fs.chmodSync(dir, 0o755);
    const file = path.join(dir, 'centro.db');
    const first = openDatabase({ dialect: 'sqlite', file });
    await migrateToLatest(first);
    await first.destroy();
    fs.chmodSync(file, 0o644);
    const db = openDatabase({ dialect: 'sqlite', file });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    // A folder that was already there is the owner's choice: left as it was.
    expect(modeOf(dir)).toBe(0o755);
  });

  it('a backup where there is no database yet says so in Spanish, and a restore makes the folder', async () => {
    const dir = tempDir();
    const missing = path.join(dir, 'data', 'centro.db');
    await expect(backupSqlite(missing, path.join(dir, 'backups'), 3)).rejects.toThrow(
      /Todavía no hay base de datos en .*centro\.db/,
    );

    const source = path.join(dir, 'origen', 'centro.db');
    const db = openDatabase({ dialect: 'sqlite', file: source });
    await migrateToLatest(db);
    await db.destroy();
    const backup = await backupSqlite(source, path.join(dir, 'backups'), 3);
    expect(modeOf(backup)).toBe(0o600);

    const target = path.join(dir, 'nuevo', 'data', 'centro.db');
    await restoreSqlite(backup, target, path.join(dir, 'backups'));
    expect(modeOf(path.dirname(target))).toBe(0o700);
    expect(modeOf(target)).toBe(0o600);
  });
});
