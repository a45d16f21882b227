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
import * as m011 from './migrations/011-cierres-historial.ts';
import * as m012 from './migrations/012-reservas-origen.ts';
import * as m013 from './migrations/013-reservas-desafios.ts';
import * as m015 from './migrations/015-turnos-deuda.ts';
import * as m016 from './migrations/016-turnos-deuda-columna.ts';
import * as m017 from './migrations/017-ventas.ts';
import * as m018 from './migrations/018-productos.ts';
import * as m019 from './migrations/019-ventas-anuladas.ts';
import * as m020 from './migrations/020-giftcards.ts';
import * as m021 from './migrations/021-paquetes.ts';
import * as m022 from './migrations/022-enlaces-turno.ts';
import * as m023 from './migrations/023-volver-a-llamar.ts';
import * as m024 from './migrations/024-correos.ts';
import * as m025 from './migrations/025-profesionales.ts';
import * as m026 from './migrations/026-comisiones.ts';
import * as m027 from './migrations/027-liquidaciones.ts';
import * as m028 from './migrations/028-bloqueos.ts';
import * as m029 from './migrations/029-visitas.ts';
import * as m030 from './migrations/030-deuda-bigint.ts';
import * as m031 from './migrations/031-saldos-de-tickets.ts';
import * as m032 from './migrations/032-pagos-entregado.ts';

/**
 * Every migration, in order. Static imports keep them inside whatever bundle runs the server.
 * Exported for the tests that build a database as an earlier release left it (a prefix of it).
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '001-initial': m001,
  '002-login-attempts': m002,
  '003-turnos-orden': m003,
  '004-turnos-asistencia': m004,
  '005-recordatorios': m005,
  '006-pagos-caja': m006,
  '007-clientes-ficha': m007,
  '008-horarios-reservables': m008,
  '009-reservas-online': m009,
  '011-cierres-historial': m011,
  '012-reservas-origen': m012,
  '013-reservas-desafios': m013,
  '015-turnos-deuda': m015,
  '016-turnos-deuda-columna': m016,
  '017-ventas': m017,
  '018-productos': m018,
  '019-ventas-anuladas': m019,
  '020-giftcards': m020,
  '021-paquetes': m021,
  '022-enlaces-turno': m022,
  '023-volver-a-llamar': m023,
  '024-correos': m024,
  '025-profesionales': m025,
  '026-comisiones': m026,
  '027-liquidaciones': m027,
  '028-bloqueos': m028,
  '029-visitas': m029,
  '030-deuda-bigint': m030,
  '031-saldos-de-tickets': m031,
  '032-pagos-entregado': m032,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** The migrations a database has run that this release does not know: it was made by a newer one. */
async function unknownMigrations(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await db
    .withoutPlugins()
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .execute();
  return (rows as { name: string }[]).map((r) => r.name).filter((name) => !(name in migrations));
}

/**
 * Brings the schema up to date; throws, in Spanish, with the failing migration's name on error.
 * All pending migrations run in one transaction on both databases (SQLite's adapter says it has
 * transactional DDL, db/dialect.ts): a start that dies half way leaves the schema as it was, and
 * the next start runs them again from the beginning. So a migration may not do what a
 * transaction forbids: SQLite's `PRAGMA foreign_keys` (use `defer_foreign_keys`), PostgreSQL's
 * `CREATE INDEX CONCURRENTLY`.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const newer = await unknownMigrations(db);
  if (newer.length > 0) {
    throw new Error(
      `La base de datos es de una versión más nueva del sistema (tiene ${newer.length === 1 ? 'la migración' : 'las migraciones'} ${newer.join(', ')}, que esta versión no conoce). ` +
        'Iniciá la versión con la que se actualizó, o restaurá la copia de seguridad hecha antes de actualizar (sección "Updating" del README).',
    );
  }
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    const what = failed === undefined ? 'La actualización de la base' : `La migración ${failed.migrationName}`;
    throw new Error(`${what} falló (la base quedó como estaba): ${reason}`, { cause: error });
  }
}
