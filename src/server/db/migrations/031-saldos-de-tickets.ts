import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * The lines of a ticket outside its bookings (a product, a tip, a service without a booking, a
 * gift card or a pack) that may still owe: 'Deudores' and the client file sum them on every load,
 * and a centre of years has hundreds of thousands of lines of which few owe (the index also holds
 * the lines of annulled tickets, which an annulment leaves unpaid). The condition is the query's
 * own, word for word (ventas/saldos.ts), so both databases walk only those lines. A booking's line
 * owes through its booking (turnos.deuda_cents, migration 016).
 *
 * Run in the one transaction of all pending migrations (db/migrate.ts); it can run again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index if not exists ventas_lineas_saldo_idx on ventas_lineas (id_venta)
    where id_turno is null and total_cents > pagado_cents
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists ventas_lineas_saldo_idx`.execute(db);
}
