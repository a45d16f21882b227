import { sql } from 'kysely';
import type { Db } from '#server/db/dialect.ts';
import { num } from './dinero.ts';
import { importesDeLineas } from './paquetes.ts';

/*
 * What the ledger says of a gift card (decision 044): its 'Gift card' payments, each naming it.
 * The giftcards module reads a card's balance through these, never `pagos` itself.
 */

/** What a card has spent in all: its entries (an annulled ticket's give it back, negative). */
export async function gastadoDeGiftcard(db: Db, idGiftcard: number): Promise<number> {
  const row = await db
    .selectFrom('pagos')
    .select(sql<number>`coalesce(sum(monto_cents), 0)`.as('s'))
    .where('id_giftcard', '=', idGiftcard)
    .executeTakeFirstOrThrow();
  return num(row.s);
}

/** A card's entries in the order they were made: the ticket, its day, the amount in cents. */
export async function usosDeGiftcard(
  db: Db,
  idGiftcard: number,
): Promise<{ idVenta: number; fecha: string; cents: number }[]> {
  const rows = await db
    .selectFrom('pagos')
    .select(['id_venta', 'fecha', 'monto_cents'])
    .where('id_giftcard', '=', idGiftcard)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ idVenta: num(r.id_venta), fecha: r.fecha, cents: num(r.monto_cents) }));
}

/** What each of these cards has spent, in cents (none: 0). */
export async function gastadoPorGiftcard(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('pagos')
    .select(['id_giftcard', sql<number>`sum(monto_cents)`.as('s')])
    .where('id_giftcard', 'in', ids)
    .groupBy('id_giftcard')
    .execute();
  return new Map(rows.map((r) => [num(r.id_giftcard), num(r.s)]));
}

/**
 * Whether the line that sold a card has been paid: in full, or on a ticket that owes nothing (a
 * booking of it marked 'No vino' bills nothing). A card is spent only once it is.
 */
export async function giftcardPagada(db: Db, idLinea: number | null): Promise<boolean> {
  if (idLinea === null) return true;
  const linea = (await importesDeLineas(db, [idLinea])).get(idLinea);
  return linea === undefined || linea.pagada;
}
