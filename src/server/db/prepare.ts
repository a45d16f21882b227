import type { AppConfig } from '#server/config.ts';
import { ensureInitialAdmin, type InitialAdmin } from '#server/auth/users.ts';
import { openDatabase, type Db } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';

/** Opens the configured database, brings its schema up to date and makes sure an admin exists. */
export async function prepareDatabase(config: AppConfig): Promise<{ db: Db; initialAdmin: InitialAdmin }> {
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const initialAdmin = await ensureInitialAdmin(db, { email: config.adminEmail, password: config.adminPassword });
    return { db, initialAdmin };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
