/**
 * One server process per SQLite file: the server holds `<file>.lock` (its pid) while it runs,
 * and a restore refuses to replace a file whose lock belongs to a live process. A lock left by a
 * process that died (kill -9, a power cut) is stale and taken over.
 */
import fs from 'node:fs';
import type { DatabaseConfig } from '#server/config.ts';
import { ensureDatabaseFolder, PRIVATE_FILE_MODE } from './sqlite-files.ts';

export const lockPath = (file: string) => `${file}.lock`;

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else; it is alive all the same.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding the file's lock, or null. */
export function lockHolder(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockPath(file), 'utf8').trim());
    return alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock for this process, or throws when another live process holds it. Answers the release. */
export function acquireLock(file: string): () => void {
  const path = lockPath(file);
  // The lock is the first file a start makes: a fresh clone has no data/ folder yet.
  ensureDatabaseFolder(file);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(path, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => {
        if (fs.existsSync(path) && fs.readFileSync(path, 'utf8').trim() === String(process.pid)) fs.rmSync(path);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = lockHolder(file);
      if (holder !== null && holder !== process.pid) {
        throw new Error(`Otro proceso del servidor (pid ${holder}) ya usa la base ${file}.`, { cause: err });
      }
      // Stale (its process is gone): take it over.
      fs.rmSync(path, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${file}.`);
}

/** The lock of the configured database: SQLite's file; PostgreSQL has none (a no-op release). */
export function acquireDatabaseLock(database: DatabaseConfig): () => void {
  return database.dialect === 'sqlite' ? acquireLock(database.file) : () => undefined;
}
