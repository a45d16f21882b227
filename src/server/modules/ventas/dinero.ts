import { sql, type Expression, type SqlBool } from 'kysely';
import { type Reloj, ahoraEn } from '#server/reloj.ts';

/*
 * The formulas of src/shared/domain/totals.ts as SQL, over `turnos as t` (issue 19): what an
 * appointment bills, has paid and owes. The ventas module owns every expression about money;
 * reportes, the client file and the debtors' list compose them. Both databases answer the same:
 * lower() and trim() agree on every state the app writes ('Pagado', 'Pago parcial', 'Debe') and
 * on any case of 'pagado' an import may bring; amounts are integer cents. The tests check them
 * against totalesReporte over random rows (reportes.test.ts).
 */

/** A cancelled or missed appointment bills and owes nothing (liberaHorario). */
export const libera = sql<SqlBool>`t.asistencia in (${sql.lit('No vino')}, ${sql.lit('Canceló')})`;
/** Reports compare the state to 'pagado' without regard to case (esPagado). */
const pagado = sql<SqlBool>`lower(trim(t.estado)) = ${sql.lit('pagado')}`;
/** "Facturado": the price, except for a cancelled or missed appointment. */
export const facturadoCents = sql<number>`case when ${libera} then 0 else t.costo_cents end`;
/** pagadoReporte: the whole price when paid, otherwise the amount paid (missing is 0). */
export const pagadoCents = sql<number>`case when ${pagado} then t.costo_cents else coalesce(t.monto_abonado_cents, 0) end`;
/**
 * deudaReporte: nothing when cancelled, missed or paid; otherwise price minus amount paid. The
 * database keeps it as a column of each appointment (migration 016, where the rule is written).
 */
export const deudaCents = sql<number>`t.deuda_cents`;

/**
 * An appointment whose day and time have passed on the centre's clock: its debt is overdue
 * ('Deuda vencida'); the debt of the rest is still to collect ('A cobrar'). Its start is what
 * counts: by then the client has been in the chair.
 */
export function vencido(reloj: Reloj): Expression<SqlBool> {
  const { fecha, hora } = ahoraEn(reloj);
  return sql<SqlBool>`(t.fecha < ${fecha} or (t.fecha = ${fecha} and t.hora < ${hora}))`;
}

/** What a sale's payments add up to, in cents, over `ventas as v`. */
export const pagadoDeVenta = sql<number>`(select coalesce(sum(p.monto_cents), 0) from pagos p where p.id_venta = v.id)`;

/** PostgreSQL answers sums and counts of bigints as text. */
export const num = (value: unknown): number => Number(value ?? 0);
