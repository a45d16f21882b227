import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * What the client handed for a cash payment when it was more than the payment (`entregado_cents`;
 * the change is the difference): the ticket's page and its receipt say it after the sale, not
 * only the toast of the moment. Null for every other entry, the earlier ones included.
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); it can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pagos = (await db.introspection.getTables()).find((t) => t.name === 'pagos');
  if (pagos?.columns.some((c) => c.name === 'entregado_cents') === true) return;
  await db.schema.alterTable('pagos').addColumn('entregado_cents', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table pagos drop column entregado_cents`.execute(db);
}
