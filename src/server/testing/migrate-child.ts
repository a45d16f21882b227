/**
 * A server start cut down to what touches the schema (the lock, opening the file, the
 * migrations), in a process of its own, for the test that kills it half way
 * (db/migrate-crash.test.ts). Prints 'migrando' before the migrations and 'listo <ms>' after.
 */
import { openDatabase } from '#server/db/dialect.ts';
import { acquireLock } from '#server/db/lock.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: migrate-child.ts <file>');
const release = acquireLock(file);
const db = openDatabase({ dialect: 'sqlite', file });
process.stdout.write('migrando\n');
const started = performance.now();
await migrateToLatest(db);
process.stdout.write(`listo ${Math.round(performance.now() - started)}\n`);
await db.destroy();
release();
