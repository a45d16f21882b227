import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Who annulled a ticket, and the bookings an annulled ticket had charged:
 *
 * - `ventas.anulada_por`: the account that annulled it (`anulada_at` and `anulada_motivo` came
 *   with the ledger);
 * - `ventas_lineas.id_turno_anulado`: the booking a line charged before its ticket was annulled.
 *   An annulled line lets go of `id_turno`, where a booking has at most one line, so the booking
 *   can be charged again on a new ticket or from its own form; this column keeps what it was.
 *   A plain number: the record stays when the booking is deleted later.
 *
 * Every step checks first, so a start that died half way runs it again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const tables = await db.introspection.getTables();
  const has = (table: string, column: string) =>
    tables.some((t) => t.name === table && t.columns.some((c) => c.name === column));
  if (!has('ventas', 'anulada_por')) {
    await db.schema.alterTable('ventas').addColumn('anulada_por', 'integer').execute();
  }
  if (!has('ventas_lineas', 'id_turno_anulado')) {
    await db.schema.alterTable('ventas_lineas').addColumn('id_turno_anulado', 'integer').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ventas_lineas').dropColumn('id_turno_anulado').execute();
  await db.schema.alterTable('ventas').dropColumn('anulada_por').execute();
}
