import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './dialect.ts';
import * as m001 from './migrations/001-initial.ts';
import * as m002 from './migrations/002-login-attempts.ts';
import * as m003 from './migrations/003-turnos-orden.ts';
import * as m004 from './migrations/004-turnos-asistencia.ts';
import * as m005 from './migrations/005-recordatorios.ts';
import * as m006 from './migrations/006-pagos-caja.ts';
import * as m007 from './migrations/007-clientes-ficha.ts';
import * as m008 from './migrations/008-horarios-reservables.ts';
import * as m009 from './migrations/009-reservas-online.ts';
import * as m013 from './migrations/013-reservas-desafios.ts';

/** Every migration, in order. Static imports keep them inside whatever bundle runs the server. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-login-attempts': m002,
  '003-turnos-orden': m003,
  '004-turnos-asistencia': m004,
  '005-recordatorios': m005,
  '006-pagos-caja': m006,
  '007-clientes-ficha': m007,
  '008-horarios-reservables': m008,
  '009-reservas-online': m009,
  '013-reservas-desafios': m013,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Brings the schema up to date; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló: ${reason}`, { cause: error });
  }
}
