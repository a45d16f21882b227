/**
 * `npm run restore -- FILE`: puts a backup in place of the SQLite database. Stop the server
 * first; the current database is kept in BACKUP_DIR as antes-de-restaurar-….db.
 */
import path from 'node:path';
import { loadConfig } from '#server/config.ts';
import { restoreSqlite } from '#server/db/backup.ts';

try {
  const backup = process.argv[2];
  if (backup === undefined) throw new Error('Indicá el archivo: npm run restore -- backups/centro-AAAAMMDD-HHMMSS.db');
  const config = loadConfig();
  if (config.database.dialect !== 'sqlite') {
    throw new Error('La base es PostgreSQL: usá pg_restore (ver el README).');
  }
  // A running server would keep writing to the file being replaced: restoreSqlite refuses a file
  // whose lock a live server holds; a server on this machine's port is refused here too.
  const running = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(1000) })
    .then(() => true)
    .catch(() => false);
  if (running) throw new Error(`El servidor está andando en el puerto ${config.port}: detenelo antes de restaurar.`);
  const dir = path.resolve(process.env.BACKUP_DIR ?? 'backups');
  const previous = await restoreSqlite(path.resolve(backup), config.database.file, dir);
  process.stdout.write(
    `Restaurado ${backup} en ${config.database.file}.` +
      (previous === null ? '\n' : ` La base anterior quedó en ${previous}.\n`),
  );
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
