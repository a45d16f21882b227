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

/** Waits `ms` without giving up the thread: the lock is taken once, at start, before serving. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A takeover guard older than this was left by a start that died in the middle of one. */
const GUARD_STALE_MS = 10_000;

/**
 * Runs `takeOver` while holding `<lock>.toma`, a folder made atomically: takeovers of a stale
 * lock go one at a time, so none can remove a lock that another start has just put in its place.
 */
function withTakeoverGuard<T>(path: string, takeOver: () => T): T {
  const guard = `${path}.toma`;
  for (;;) {
    try {
      fs.mkdirSync(guard, { mode: 0o700 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        if (Date.now() - fs.statSync(guard).mtimeMs > GUARD_STALE_MS)
          fs.rmSync(guard, { recursive: true, force: true });
      } catch {
        // Gone meanwhile: try again.
      }
      pause(20);
    }
  }
  try {
    return takeOver();
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
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
  const release = () => {
    if (fs.existsSync(path) && fs.readFileSync(path, 'utf8').trim() === own) fs.rmSync(path);
  };
  const refuse = (holder: number) => new Error(`Otro proceso del servidor (pid ${holder}) ya usa la base ${file}.`);
  fs.rmSync(fresh, { force: true });
  fs.writeFileSync(fresh, own, { mode: PRIVATE_FILE_MODE });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        fs.linkSync(fresh, path);
        return release;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const read = () => {
        try {
          return fs.readFileSync(path, 'utf8');
        } catch {
          return null; // gone meanwhile
        }
      };
      const text = read();
      if (text === null) continue;
      const holder = holds(text);
      if (holder !== null && holder !== process.pid) throw refuse(holder);
      // Stale (its process is gone, or the pid now belongs to another process): removed only if it
      // is still that same stale lock once the guard is held; then this start links its own, or
      // meets the lock of a start that linked first.
      withTakeoverGuard(path, () => {
        if (read() === text) fs.rmSync(path, { force: true });
      });
    }
  } finally {
    fs.rmSync(fresh, { force: true });
  }
  throw new Error(`No se pudo tomar el bloqueo de ${file}.`);
}

/** The lock of the configured database: SQLite's file; PostgreSQL has none (a no-op release). */
export function acquireDatabaseLock(database: DatabaseConfig): () => void {
  return database.dialect === 'sqlite' ? acquireLock(database.file) : () => undefined;
}
