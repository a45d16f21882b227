import { sql } from 'kysely';
import { fromCents } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { compareText } from '#shared/domain/text.ts';
import { MEDIO_GIFTCARD, MEDIOS_SIN_DINERO } from '#shared/domain/pagos.ts';
import { aplicarPagos } from '#shared/domain/ticket.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import type { Db } from '#server/db/dialect.ts';
import { num } from './dinero.ts';
import { resumenDePaquetes } from './paquetes.ts';

/*
 * The ledger's sums and lists that other modules show (decision 036): Caja's day by method,
 * the history's income by method. Only this module reads `pagos` itself. A payment with a gift
 * card or a pack's session is not money in (it came in when the card or the pack was sold:
 * decisions 044 and 046): money in leaves them out.
 */

const esDinero = sql<boolean>`medio_pago not in (${sql.join(MEDIOS_SIN_DINERO)})`;

/** The sum and the number of a day's entries in one method. */
export interface SumaPorDia {
  fecha: string;
  medioPago: string;
  cents: number;
  cantidad: number;
}

/** The money in of every day of a range, by method, with how many entries made it (Caja's snapshot). */
export async function ingresosPorDia(db: Db, { desde, hasta }: Rango): Promise<SumaPorDia[]> {
  const rows = await db
    .selectFrom('pagos')
    .select(['fecha', 'medio_pago'])
    .select((eb) => [eb.fn.sum<string | number>('monto_cents').as('cents'), eb.fn.countAll<string | number>().as('n')])
    .where('fecha', '>=', desde)
    .where('fecha', '<=', hasta)
    .where(esDinero)
    .groupBy(['fecha', 'medio_pago'])
    .execute();
  return rows.map((r) => ({ fecha: r.fecha, medioPago: r.medio_pago, cents: num(r.cents), cantidad: num(r.n) }));
}

/** A payment entry as Caja lists it. */
export interface Movimiento {
  id: number;
  hora: string;
  descripcion: string;
  cents: number;
  medioPago: string;
  usuario: string | null;
}

/** A day's entries in the order they were recorded, with who recorded them. */
export async function pagosDelDia(db: Db, fecha: string): Promise<Movimiento[]> {
  const rows = await db
    .selectFrom('pagos as p')
    .leftJoin('users as u', 'u.id', 'p.id_usuario')
    .select(['p.id', 'p.hora', 'p.descripcion', 'p.monto_cents', 'p.medio_pago', 'u.nombre as u_nombre'])
    .where('p.fecha', '=', fecha)
    .where('p.medio_pago', 'not in', MEDIOS_SIN_DINERO)
    .orderBy('p.hora')
    .orderBy('p.id')
    .execute();
  return rows.map((p) => ({
    id: p.id,
    hora: p.hora,
    descripcion: p.descripcion,
    cents: num(p.monto_cents),
    medioPago: p.medio_pago,
    usuario: p.u_nombre,
  }));
}

/** The income of a range by method, in cents (the history's 'Ingresos por medio de pago'). */
export async function ingresosPorMedio(
  db: Db,
  { desde, hasta }: Rango,
): Promise<{ medioPago: string; cents: number }[]> {
  const rows = await db
    .selectFrom('pagos')
    .where('fecha', '>=', desde)
    .where('fecha', '<=', hasta)
    .where(esDinero)
    .groupBy('medio_pago')
    .select(['medio_pago', sql<number>`sum(monto_cents)`.as('monto')])
    .execute();
  return rows.map((m) => ({ medioPago: m.medio_pago, cents: num(m.monto) }));
}

/**
 * Beside the spec's totals in the history: what the tickets of a range (by the visit's day, the
 * annulled ones left out) billed in products ('Ventas de productos') and in tips ('Propinas'),
 * and what their discounts took off the list prices ('Descuentos'). A line whose booking was
 * later cancelled or missed bills nothing, and that is not a discount. In pesos.
 */
export async function resumenDeTickets(
  db: Db,
  { desde, hasta }: Rango,
): Promise<{ productos: number; descuentos: number; propinas: number }> {
  const row = await db
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .leftJoin('turnos as t', 't.id', 'l.id_turno')
    .where('v.fecha', '>=', desde)
    .where('v.fecha', '<=', hasta)
    .where('v.anulada_at', 'is', null)
    .select([
      sql<number>`coalesce(sum(case when l.tipo = 'producto' then l.total_cents else 0 end), 0)`.as('productos'),
      sql<number>`coalesce(sum(case when l.tipo = 'propina' then l.total_cents else 0 end), 0)`.as('propinas'),
      sql<number>`coalesce(sum(case
        when l.tipo = 'propina' or (l.descuento_tipo is null and v.descuento_tipo is null) then 0
        when t.asistencia in ('No vino', 'Canceló') then 0
        else l.precio_cents * l.cantidad - l.total_cents end), 0)`.as('descuentos'),
    ])
    .executeTakeFirstOrThrow();
  return {
    productos: fromCents(num(row.productos)),
    descuentos: fromCents(num(row.descuentos)),
    propinas: fromCents(num(row.propinas)),
  };
}

/**
 * Caja's 'Propinas': of a day's income, what paid tips, by professional. A ticket's payments fill
 * its lines in order and its tips last (aplicarPagos), so the tips a day's payments paid are what
 * the ticket's tips had paid by the day's end less what they had before it; an annulment's
 * reversal, dated the day it is made, takes them back that day. They belong to the professionals.
 */
export async function propinasDelDia(db: Db, fecha: string): Promise<{ nombre: string; cents: number }[]> {
  const ventas = db.selectFrom('pagos').select('id_venta').where('fecha', '=', fecha).where('id_venta', 'is not', null);
  const [lineas, pagos] = await Promise.all([
    db
      .selectFrom('ventas_lineas as l')
      .leftJoin('empleados as e', 'e.id', 'l.id_empleado')
      .select(['l.id_venta', 'l.tipo', 'l.total_cents', 'e.nombre', 'e.apellido'])
      .where('l.id_venta', 'in', ventas)
      .orderBy('l.id_venta')
      .orderBy('l.orden')
      .execute(),
    db
      .selectFrom('pagos')
      .select([
        'id_venta',
        sql<number>`sum(case when fecha < ${fecha} then monto_cents else 0 end)`.as('antes'),
        sql<number>`sum(case when fecha <= ${fecha} then monto_cents else 0 end)`.as('hasta'),
      ])
      .where('id_venta', 'in', ventas)
      .groupBy('id_venta')
      .execute(),
  ]);
  const porNombre = new Map<string, number>();
  for (const p of pagos) {
    const suyas = lineas.filter((l) => l.id_venta === p.id_venta);
    if (!suyas.some((l) => l.tipo === 'propina')) continue;
    const totales = suyas.map((l) => num(l.total_cents));
    const antes = aplicarPagos(totales, num(p.antes));
    const hasta = aplicarPagos(totales, num(p.hasta));
    suyas.forEach((l, i) => {
      const cents = (hasta[i] ?? 0) - (antes[i] ?? 0);
      if (l.tipo !== 'propina' || cents === 0) return;
      const nombre = nombreCompleto({ nombre: l.nombre ?? '', apellido: l.apellido ?? '' });
      porNombre.set(nombre, (porNombre.get(nombre) ?? 0) + cents);
    });
  }
  return [...porNombre]
    .filter(([, cents]) => cents !== 0)
    .map(([nombre, cents]) => ({ nombre, cents }))
    .sort((a, b) => b.cents - a.cents || compareText(a.nombre, b.nombre));
}

/**
 * Every card sold up to `hasta` on a ticket not annulled, with what it sold for and what was spent
 * of it by `corte` and in all.
 */
export function tarjetasAlCorte(db: Db, hasta: string, corte: string) {
  // The cards drive the join (a cross join keeps SQLite's order; PostgreSQL plans it as an
  // inner join): without statistics SQLite walked every sale up to the range's end, three
  // years of them, to find the few that sold a card.
  return db
    .selectFrom('giftcards as g')
    .crossJoin('ventas as v')
    .whereRef('v.id', '=', 'g.id_venta')
    .leftJoin('ventas_lineas as l', 'l.id', 'g.id_linea')
    .where('v.anulada_at', 'is', null)
    .where('v.fecha', '<=', hasta)
    .select(['g.id', 'g.valor_cents', 'g.vence', 'g.anulada_at', 'v.fecha', 'l.total_cents'])
    .select((eb) =>
      eb
        .selectFrom('pagos as p')
        .whereRef('p.id_giftcard', '=', 'g.id')
        .where('p.fecha', '<=', corte)
        .select(sql<number>`coalesce(sum(p.monto_cents), 0)`.as('s'))
        .as('gastado'),
    )
    .select((eb) =>
      eb
        .selectFrom('pagos as p')
        .whereRef('p.id_giftcard', '=', 'g.id')
        .select(sql<number>`coalesce(sum(p.monto_cents), 0)`.as('s'))
        .as('gastado_total'),
    );
}

/**
 * Beside the spec's totals in the history, the range's gift cards (decision 044), in pesos, the
 * cards of annulled tickets left out: 'Gift cards vendidas' (sold on the range's tickets, at what
 * they sold for), 'Canjeadas' (the 'Gift card' payments dated in it), 'Vencidas' (what was left on
 * cards whose last valid day fell in it and has passed) and 'Saldo pendiente' (what the centre
 * still owes on cards valid at the range's end, or today if that is sooner, valued at what they
 * sold for until first spent). A centre sells hundreds of cards a year: each is worked out here.
 * 'Vencidas' and 'Saldo pendiente' count the unused sessions of packs too (decision 046).
 */
export async function resumenDeGiftcards(
  db: Db,
  { desde, hasta }: Rango,
  hoy: string,
): Promise<{ vendidas: number; canjeadas: number; vencidas: number; saldoPendiente: number }> {
  const corte = hasta < hoy ? hasta : hoy;
  const [cards, canjes, paquetes] = await Promise.all([
    tarjetasAlCorte(db, hasta, corte).execute(),
    db
      .selectFrom('pagos')
      .where('medio_pago', '=', MEDIO_GIFTCARD)
      .where('fecha', '>=', desde)
      .where('fecha', '<=', hasta)
      .select(sql<number>`coalesce(sum(monto_cents), 0)`.as('s'))
      .executeTakeFirstOrThrow(),
    resumenDePaquetes(db, { desde, hasta }, hoy),
  ]);
  let vendidas = 0;
  let vencidas = paquetes.vencidas;
  let pendiente = paquetes.pendiente;
  for (const c of cards) {
    const precio = num(c.total_cents);
    // Until first spent a service card is owed at what it sold for.
    const valor = c.valor_cents === null ? precio : num(c.valor_cents);
    if (c.fecha >= desde && c.fecha <= hasta) vendidas += precio;
    if (c.anulada_at !== null) continue;
    if (c.vence >= desde && c.vence <= hasta && c.vence < hoy) vencidas += Math.max(valor - num(c.gastado_total), 0);
    if (c.fecha <= corte && c.vence >= corte) pendiente += Math.max(valor - num(c.gastado), 0);
  }
  return {
    vendidas: fromCents(vendidas),
    canjeadas: fromCents(num(canjes.s)),
    vencidas: fromCents(vencidas),
    saldoPendiente: fromCents(pendiente),
  };
}
