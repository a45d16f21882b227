/**
 * One server process per SQLite file: the server holds `<file>.lock` while it runs, and a
 * restore refuses to replace a file whose lock belongs to a live process. A lock left by a
 * process that died (kill -9, a power cut) is stale and taken over.
 *
 * The lock names its process by pid AND by when it started (the boot's id and the process's
 * start time, from /proc): after a reboot, or long after a crash, the same pid may belong to
 * any other process, which must not keep the server from starting.
 */
import fs from 'node:fs';
import type { DatabaseConfig } from '#server/config.ts';
import { ensureDatabaseFolder, PRIVATE_FILE_MODE } from './sqlite-files.ts';

export const lockPath = (file: string) => `${file}.lock`;

/**
 * Which start of process `pid` this is: `<boot id>:<start time in clock ticks since boot>`, or
 * null where /proc is missing (not Linux) or the process is gone.
 */
export function processStart(pid: number): string | null {
  try {
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command's name (field 2) is in parentheses and may hold spaces: count after it.
    // Field 22, the start time, is the 20th after the closing parenthesis.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime === undefined ? null : `${bootId}:${startTime}`;
  } catch {
    return null;
  }
}

function exists(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else; it is alive all the same.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a lock's text ('<pid> <start>', or a bare pid from an older release) names a live process. */
function holds(text: string): number | null {
  const [pidText = '', start] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!exists(pid)) return null;
  const now = processStart(pid);
  // Where /proc says when the process started, it must be the start the lock names.
  if (start !== undefined && now !== null) return start === now ? pid : null;
  // An older release's lock (a bare pid): its process is a Node server or it is not its own.
  if (start === undefined) {
    try {
      const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
      return /node/i.test(argv0.split('/').pop() ?? '') ? pid : null;
    } catch {
      // No /proc: the pid is all there is to go on.
    }
  }
  return pid;
}

/** The pid of the live process holding the file's lock, or null. */
export function lockHolder(file: string): number | null {
  try {
    return holds(fs.readFileSync(lockPath(file), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Moves a stale lock (text `stale`) out of the way. Renaming is atomic: of two starts taking over
 * the same stale lock at once, one moves it and the other finds it gone; the loser's next try to
 * create the lock then meets the winner's. Should the file moved no longer be the stale lock
 * (another start replaced it meanwhile), it is put back and the start refused.
 */
function moveStaleLock(path: string, stale: string, file: string): void {
  const aside = `${path}.${process.pid}.viejo`;
  try {
    fs.renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = fs.readFileSync(aside, 'utf8');
  if (moved !== stale) {
    try {
      fs.linkSync(aside, path);
    } finally {
      fs.rmSync(aside, { force: true });
    }
    const holder = holds(moved);
    if (holder !== null) throw new Error(`Otro proceso del servidor (pid ${holder}) ya usa la base ${file}.`);
    return;
  }
  fs.rmSync(aside, { force: true });
}

/** Takes the lock for this process, or throws when another live process holds it. Answers the release. */
export function acquireLock(file: string): () => void {
  const path = lockPath(file);
  const own = `${process.pid} ${processStart(process.pid) ?? ''}`.trim();
  // The lock is the first file a start makes: a fresh clone has no data/ folder yet.
  ensureDatabaseFolder(file);
  // Written whole beside it, then linked into place (fails if a lock is there): no other start
  // ever reads a lock half written, which would look stale.
  const fresh = `${path}.${process.pid}.nuevo`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.rmSync(fresh, { force: true });
      fs.writeFileSync(fresh, own, { mode: PRIVATE_FILE_MODE });
      try {
        fs.linkSync(fresh, path);
      } finally {
        fs.rmSync(fresh, { force: true });
      }
      return () => {
        if (fs.existsSync(path) && fs.readFileSync(path, 'utf8').trim() === own) fs.rmSync(path);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let text: string;
      try {
        text = fs.readFileSync(path, 'utf8');
      } catch {
        continue; // gone meanwhile: try again
      }
      const holder = holds(text);
      if (holder !== null && holder !== process.pid) {
        throw new Error(`Otro proceso del servidor (pid ${holder}) ya usa la base ${file}.`, { cause: err });
      }
      // Stale (its process is gone, or the pid now belongs to another process): take it over.
      moveStaleLock(path, text, file);
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${file}.`);
}

/** The lock of the configured database: SQLite's file; PostgreSQL has none (a no-op release). */
export function acquireDatabaseLock(database: DatabaseConfig): () => void {
  return database.dialect === 'sqlite' ? acquireLock(database.file) : () => undefined;
}
