/**
 * The SQLite file and its companions (`-wal`, `-shm`, the lock) hold clients' data, password
 * hashes and the audit log: only the owner may read them. A fresh clone has no `data/` folder,
 * so whoever opens the file first (the server, seed:demo, user:add, backup, restore) makes it.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the database file's folder, owner-only, when it is missing; an existing one is left as it is. */
export function ensureDatabaseFolder(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/**
 * Creates the database file empty and owner-only when it is missing (SQLite takes a zero-length
 * file as an empty database, and gives its `-wal` and `-shm` the database file's mode).
 */
export function createPrivateDatabaseFile(file: string): void {
  ensureDatabaseFolder(file);
  try {
    // 'wx': only when missing, so an existing file is never opened here (nor needs to be writable).
    fs.closeSync(fs.openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/**
 * Takes group and other access away from the file and its companions: a database made before
 * this rule (0644) is tightened at the next start. A file owned by someone else is left alone.
 */
export function restrictDatabaseFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((fs.statSync(f).mode & 0o077) !== 0) fs.chmodSync(f, PRIVATE_FILE_MODE);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EPERM') throw err;
    }
  }
}
