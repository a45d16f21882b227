/**
 * `npm run backup`: an online, consistent copy of the SQLite database into BACKUP_DIR
 * (./backups by default), keeping the newest BACKUP_KEEP (14 by default). Safe while the server
 * runs. For PostgreSQL, use pg_dump (see the README).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { backupSqlite } from '#server/db/backup.ts';

try {
  const config = loadConfig();
  if (config.database.dialect !== 'sqlite') {
    process.stderr.write(
      'La base es PostgreSQL: usá pg_dump (por ejemplo: pg_dump --format=custom --file=centro.dump "$DATABASE_URL").\n',
    );
    process.exit(1);
  }
  const dir = path.resolve(process.env.BACKUP_DIR ?? 'backups');
  const keep = Number(process.env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1) throw new ConfigError('BACKUP_KEEP', 'debe ser un número entero mayor a 0.');
  const file = await backupSqlite(config.database.file, dir, keep);
  process.stdout.write(`Copia de seguridad lista: ${file}\n`);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
