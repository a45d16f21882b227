import { sql, type SqlBool } from 'kysely';
import type { Db } from '#server/db/dialect.ts';
import { num } from './dinero.ts';

/*
 * What clients owe on their tickets outside their bookings: a product taken away, a tip, a
 * service done without a booking, a gift card or a pack, not (or not wholly) paid. A booking's
 * line owes through its booking, the spec's figures (turnos.deuda_cents, 'Deuda vencida'); this
 * is the figure beside it, 'Saldo de tickets', owed from the ticket's day, and an annulled
 * ticket owes nothing. Payments fill a ticket's bookings first (aplicarPagos), so the two never
 * count the same peso.
 */

/** A line of a ticket outside its bookings that still owes: the condition of ventas_lineas_saldo_idx, word for word. */
const DEBE = sql<SqlBool>`l.id_turno is null and l.total_cents > l.pagado_cents`;
const saldoCents = sql<number>`sum(l.total_cents - l.pagado_cents)`;

function lineasQueDeben(db: Db) {
  return db
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .where(DEBE)
    .where('v.anulada_at', 'is', null)
    .where('v.id_cliente', 'is not', null);
}

/**
 * Each owing client's balance on her tickets outside her bookings (`cents`), the oldest such
 * ticket's day (`desde`) and how many owe (`tickets`), by `id_cliente`: a subquery 'Deudores'
 * names. It walks ventas_lineas_saldo_idx: only the lines that owe.
 */
export function saldosPorCliente(db: Db) {
  return lineasQueDeben(db)
    .groupBy('v.id_cliente')
    .select([
      'v.id_cliente',
      saldoCents.as('cents'),
      sql<string>`min(v.fecha)`.as('desde'),
      sql<number>`count(distinct v.id)`.as('tickets'),
    ])
    .$narrowType<{ id_cliente: number }>();
}

/** One client's balance on her tickets outside her bookings, in cents (her file). */
export async function saldoDeTicketsDeCliente(db: Db, idCliente: number): Promise<number> {
  const row = await lineasQueDeben(db)
    .where('v.id_cliente', '=', idCliente)
    .select(sql<number>`coalesce(${saldoCents}, 0)`.as('cents'))
    .executeTakeFirstOrThrow();
  return num(row.cents);
}

/**
 * The oldest ticket each client owes on outside her bookings (by day, then number), by client.
 * Every owing client's at once: the lines that owe are few, and read from their own index they
 * cost less than naming the clients (which walks each one's tickets).
 */
export async function ticketsMasAntiguos(db: Db): Promise<Map<number, number>> {
  const rows = await lineasQueDeben(db)
    .select(['v.id_cliente', 'v.id'])
    .orderBy('v.id_cliente')
    .orderBy('v.fecha')
    .orderBy('v.numero')
    .execute();
  const primeros = new Map<number, number>();
  for (const r of rows) if (r.id_cliente !== null && !primeros.has(r.id_cliente)) primeros.set(r.id_cliente, r.id);
  return primeros;
}
