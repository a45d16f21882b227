import { sql, type SqlBool } from 'kysely';
import { fromCents } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { compareText } from '#shared/domain/text.ts';
import type { Deudor, DeudoresPagina, DeudoresPaginaQuery } from '#shared/schemas/reportes.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { deudaCents, num, vencido } from '#server/modules/ventas/dinero.ts';
import { saldosDeTickets, type SaldoDeTickets } from '#server/modules/ventas/saldos.ts';

/**
 * 'Deudores': each client's debt on appointments already past (deudaReporte's rules), the oldest
 * of them and how many, and beside it her balance on tickets outside her bookings (a product
 * taken away unpaid: ventas/saldos.ts), largest in all first. Only appointments that owe count:
 * one paid over its price (an import) takes nothing off another's debt. Clients removed from the
 * catalogue still appear: removing a client does not settle what they owe.
 */
export async function deudores(db: Db, reloj: Reloj): Promise<Deudor[]> {
  const [turnos, tickets] = await Promise.all([deudoresQuery(db, reloj).execute(), saldosDeTickets(db, reloj)]);
  return unir(turnos, tickets, (r) => num(r.id_turno)).sort(porDeuda);
}

/**
 * A page of the same list, with the whole list's count and sums: the screen draws a hundred of
 * thousands, and the list whole is most of its answer's time (bench/deudores.ts). Every owing
 * client's sums are still read, to order them as the whole list does; only the page's clients
 * are looked up for the booking 'Cobrar' opens.
 */
export async function deudoresPagina(
  db: Db,
  reloj: Reloj,
  { pagina, porPagina }: DeudoresPaginaQuery,
): Promise<DeudoresPagina> {
  const [turnos, tickets] = await Promise.all([deudasPorCliente(db, reloj).execute(), saldosDeTickets(db, reloj)]);
  const todos = unir(turnos, tickets, () => 0).sort(porDeuda);
  const filas = todos.slice((pagina - 1) * porPagina, pagina * porPagina);
  const primeros = await turnosMasAntiguos(
    db,
    reloj,
    filas.filter((d) => d.turnos > 0).map((d) => d.idCliente),
  );
  return {
    deudores: filas.map((d) => ({ ...d, idTurno: primeros.get(d.idCliente) ?? 0 })),
    clientes: todos.length,
    deuda: fromCents(turnos.reduce((sum, r) => sum + num(r.deuda), 0)),
    saldoTickets: fromCents(tickets.reduce((sum, r) => sum + r.cents, 0)),
    pagina,
    porPagina,
  };
}

interface FilaDeuda {
  id_cliente: number;
  nombre: string;
  apellido: string | null;
  telefono: string | null;
  deuda: number | string;
  desde: string;
  turnos: number | string;
}

function nombrado(r: { idCliente: number; nombre: string; apellido: string | null; telefono: string | null }) {
  return {
    idCliente: r.idCliente,
    nombre: nombreCompleto({ nombre: r.nombre, apellido: r.apellido ?? '' }),
    pila: r.nombre.trim(),
    telefono: r.telefono ?? '',
  };
}

/**
 * Each client's debt on appointments and balance on tickets as one row, either of them possibly
 * nothing. `desde` is the oldest booking owed, as before tickets owed; the oldest ticket owed
 * when she owes no booking. `idTurno` names the booking 'Cobrar' opens; `idVenta` the ticket.
 */
function unir<T extends FilaDeuda>(
  turnos: readonly T[],
  tickets: readonly SaldoDeTickets[],
  idTurno: (r: T) => number,
): Deudor[] {
  const saldos = new Map(tickets.map((s) => [s.idCliente, s]));
  const filas: Deudor[] = turnos.map((r) => {
    const saldo = saldos.get(r.id_cliente);
    saldos.delete(r.id_cliente);
    const deuda = num(r.deuda);
    const cents = saldo?.cents ?? 0;
    return {
      ...nombrado({ ...r, idCliente: r.id_cliente }),
      deuda: fromCents(deuda),
      saldoTickets: fromCents(cents),
      debe: fromCents(deuda + cents),
      desde: r.desde,
      idTurno: idTurno(r),
      turnos: num(r.turnos),
      idVenta: saldo?.idVenta ?? 0,
      tickets: saldo?.tickets ?? 0,
    };
  });
  for (const s of saldos.values()) {
    filas.push({
      ...nombrado(s),
      deuda: 0,
      saldoTickets: fromCents(s.cents),
      debe: fromCents(s.cents),
      desde: s.desde,
      idTurno: 0,
      turnos: 0,
      idVenta: s.idVenta,
      tickets: s.tickets,
    });
  }
  return filas;
}

/** Most owed in all first; equal by name, then by client, so that a page names the same rows each time. */
function porDeuda(a: Deudor, b: Deudor): number {
  return b.debe - a.debe || compareText(a.nombre, b.nombre) || a.idCliente - b.idCliente;
}

/** With vencido(), the condition of turnos_deudores_idx: an appointment that owes something. */
const DEBE = sql<SqlBool>`${deudaCents} > ${sql.lit(0)}`;

/**
 * Each owing client's sums, named. The sums walk turnos_deudores_idx in client order, with no
 * table lookups and no sort: its condition is this one word for word, the 0 written in (migration
 * 016); grouping by the client's name as well would sort every owing row. (Exported for the
 * benchmark, which prints its plan.)
 */
export function deudasPorCliente(db: Db, reloj: Reloj) {
  const porCliente = db
    .selectFrom('turnos as t')
    .where(vencido(reloj))
    .where(DEBE)
    .groupBy('t.id_cliente')
    .select([
      't.id_cliente',
      sql<number>`sum(${deudaCents})`.as('deuda'),
      sql<string>`min(t.fecha)`.as('desde'),
      sql<number>`count(*)`.as('turnos'),
    ])
    .as('d');
  return db
    .selectFrom(porCliente)
    .innerJoin('clientes as c', 'c.id', 'd.id_cliente')
    .select(['d.id_cliente', 'c.nombre', 'c.apellido', 'c.telefono', 'd.deuda', 'd.desde', 'd.turnos']);
}

/** The whole list's query, each client with the oldest booking owed (exported for the test of its plan). */
export function deudoresQuery(db: Db, reloj: Reloj) {
  return deudasPorCliente(db, reloj).select((eb) =>
    // The oldest booking owed, whose visit 'Cobrar' opens: one seek per debtor, on the same index.
    eb
      .selectFrom('turnos as t')
      .select('t.id')
      .whereRef('t.id_cliente', '=', 'd.id_cliente')
      .whereRef('t.fecha', '=', 'd.desde')
      .where(vencido(reloj))
      .where(DEBE)
      .orderBy('t.hora')
      .orderBy('t.id')
      .limit(1)
      .as('id_turno'),
  );
}

/** The oldest booking each of these clients owes (the first by day, time and id), by client. */
async function turnosMasAntiguos(db: Db, reloj: Reloj, clientes: number[]): Promise<Map<number, number>> {
  const primeros = new Map<number, number>();
  if (clientes.length === 0) return primeros;
  const rows = await db
    .selectFrom('turnos as t')
    .where(vencido(reloj))
    .where(DEBE)
    .where('t.id_cliente', 'in', clientes)
    .select(['t.id_cliente', 't.id'])
    .orderBy('t.id_cliente')
    .orderBy('t.fecha')
    .orderBy('t.hora')
    .orderBy('t.id')
    .execute();
  for (const r of rows) if (!primeros.has(r.id_cliente)) primeros.set(r.id_cliente, r.id);
  return primeros;
}
