import { sql, type SqlBool } from 'kysely';
import type { Db } from '#server/db/dialect.ts';
import { ahoraEn, type Reloj } from '#server/reloj.ts';
import { num, pagadoDeVenta } from './dinero.ts';

/*
 * What clients owe on their tickets outside their bookings: a product taken away, a tip, a
 * service done without a booking, a gift card or a pack, not (or not wholly) paid. A booking's
 * line owes through its booking, the spec's figures (turnos.deuda_cents, 'Deuda vencida'); this
 * is the figure beside it, 'Saldo de tickets' (decision 060), owed from the ticket's day. An
 * annulled ticket owes nothing. Payments fill a ticket's bookings first (aplicarPagos), so the
 * two never count the same peso.
 */

/**
 * A line of a ticket outside its bookings that may owe: the condition of ventas_lineas_saldo_idx,
 * word for word. It holds the lines that owe and those of annulled tickets (an annulment lets its
 * bookings go and pays nothing), both few among a centre's lines.
 */
const DEBE = sql<SqlBool>`l.id_turno is null and l.total_cents > l.pagado_cents`;

/** A client's balance on her tickets outside her bookings. */
export interface SaldoDeTickets {
  idCliente: number;
  nombre: string;
  apellido: string | null;
  telefono: string | null;
  /** What she owes, in cents. */
  cents: number;
  /** The oldest ticket that owes: its day and id ('Cobrar' opens it). */
  desde: string;
  idVenta: number;
  /** How many of her tickets owe. */
  tickets: number;
}

/**
 * Each owing client's balance on her tickets outside her bookings, or one client's. The lines
 * that may owe come from their own index with their ticket's total and payments; what a line
 * owes is its total less what it has paid (money given back is no debt), and a ticket owes at
 * most its own balance: a booking cancelled after it was paid bills nothing and its payment
 * covers the rest, though its line still holds it. Few rows: the sums are made here.
 */
export async function saldosDeTickets(db: Db, reloj: Reloj, idCliente?: number): Promise<SaldoDeTickets[]> {
  const rows = await saldosQuery(db, ahoraEn(reloj).fecha, idCliente).execute();

  // Each ticket's lines together (the rows come by client, then ticket).
  const porTicket = new Map<number, { row: (typeof rows)[number]; cents: number }>();
  for (const r of rows) {
    const debe = Math.max(num(r.total_cents) - Math.max(num(r.pagado_cents), 0), 0);
    const ticket = porTicket.get(r.id);
    if (ticket === undefined) porTicket.set(r.id, { row: r, cents: debe });
    else ticket.cents += debe;
  }
  const porCliente = new Map<number, SaldoDeTickets>();
  for (const { row: r, cents: lineas } of porTicket.values()) {
    const cents = Math.min(lineas, Math.max(num(r.v_total) - num(r.v_pagado), 0));
    if (cents <= 0) continue;
    const saldo = porCliente.get(r.id_cliente);
    if (saldo === undefined) {
      porCliente.set(r.id_cliente, {
        idCliente: r.id_cliente,
        nombre: r.nombre,
        apellido: r.apellido,
        telefono: r.telefono,
        cents,
        desde: r.fecha,
        idVenta: r.id,
        tickets: 1,
      });
    } else {
      saldo.cents += cents;
      saldo.tickets += 1;
    }
  }
  return [...porCliente.values()];
}

/** One client's balance on her tickets outside her bookings, in cents (her file). */
export async function saldoDeTicketsDeCliente(db: Db, reloj: Reloj, idCliente: number): Promise<number> {
  const [saldo] = await saldosDeTickets(db, reloj, idCliente);
  return saldo?.cents ?? 0;
}

/**
 * The lines that may owe of tickets up to `hoy` (every client's, or one's), with their ticket's
 * total and payments, by client and ticket (exported for the test of its plan).
 */
export function saldosQuery(db: Db, hoy: string, idCliente?: number) {
  let query = db
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .innerJoin('clientes as c', 'c.id', 'v.id_cliente')
    .where(DEBE)
    .where('v.anulada_at', 'is', null)
    .where('v.fecha', '<=', hoy);
  if (idCliente !== undefined) query = query.where('v.id_cliente', '=', idCliente);
  return query
    .select([
      'c.id as id_cliente',
      'c.nombre',
      'c.apellido',
      'c.telefono',
      'v.id',
      'v.fecha',
      'v.total_cents as v_total',
      'l.total_cents',
      'l.pagado_cents',
      pagadoDeVenta.as('v_pagado'),
    ])
    .orderBy('c.id')
    .orderBy('v.fecha')
    .orderBy('v.numero')
    .orderBy('v.id');
}
