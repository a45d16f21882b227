import { sql } from 'kysely';
import { nowIn, todayIn } from '#shared/domain/dates.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { compareMedioPago, MEDIOS_PAGO } from '#shared/domain/pagos.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import {
  CAJA_CERRADA,
  CAJA_DIA_FUTURO,
  CAJA_NO_CERRADA,
  cajaMessages,
  type CajaDia,
  type Cierre,
  type CierreValues,
  type HistorialCaja,
} from '#shared/schemas/caja.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Reloj } from '#server/modules/turnos/repository.ts';
import { egresosDeProfesionales } from '#server/modules/liquidaciones/repository.ts';
import { ingresosPorDia, pagosDelDia, propinasDelDia } from '#server/modules/ventas/consultas.ts';

const ENTITY = 'cierres_caja';
const EFECTIVO = 'Efectivo';

/** One method's money of a day, in cents, and how many entries made it. */
interface Suma {
  cents: number;
  cantidad: number;
}

/**
 * A day's money in (payment entries) and out (expenses) by method, in cents with the number of
 * entries: what a close keeps as its snapshot (`movimientos`), so a later look can tell whether
 * anything was added, changed or deleted since. The count catches what the sums alone would not
 * (a payment and its refund recorded after the close add up to nothing).
 */
interface Movimientos {
  ingresos: Record<string, Suma>;
  egresos: Record<string, Suma>;
}

const vacio = (): Movimientos => ({ ingresos: {}, egresos: {} });

/**
 * The money out of every day of a range, by method, with how many entries: the expenses, and the
 * professionals' settlements and advances (the money in comes from the ledger).
 */
async function egresosPorDia(db: Db, rango: Rango) {
  const [gastos, profesionales] = await Promise.all([
    db
      .selectFrom('gastos')
      .select(['fecha', 'medio_pago'])
      .select((eb) => [
        eb.fn.sum<string | number>('monto_cents').as('cents'),
        eb.fn.countAll<string | number>().as('n'),
      ])
      .where('fecha', '>=', rango.desde)
      .where('fecha', '<=', rango.hasta)
      .groupBy(['fecha', 'medio_pago'])
      .execute(),
    egresosDeProfesionales(db, rango),
  ]);
  return [
    ...gastos.map((g) => ({ fecha: g.fecha, medio_pago: g.medio_pago, cents: Number(g.cents), n: Number(g.n) })),
    ...profesionales.map((p) => ({ fecha: p.fecha, medio_pago: p.medioPago, cents: p.cents, n: 1 })),
  ];
}

/** The money in and out by method of every day in a range, one query per table. */
async function movimientosPorDia(db: Db, rango: Rango): Promise<Map<string, Movimientos>> {
  const [ingresos, egresos] = await Promise.all([ingresosPorDia(db, rango), egresosPorDia(db, rango)]);
  const porDia = new Map<string, Movimientos>();
  const dia = (fecha: string) => {
    let m = porDia.get(fecha);
    if (m === undefined) porDia.set(fecha, (m = vacio()));
    return m;
  };
  // PostgreSQL answers sums of bigint and counts as text.
  for (const r of ingresos) dia(r.fecha).ingresos[r.medioPago] = { cents: r.cents, cantidad: r.cantidad };
  for (const r of egresos) {
    const suma = (dia(r.fecha).egresos[r.medio_pago] ??= { cents: 0, cantidad: 0 });
    suma.cents += r.cents;
    suma.cantidad += r.n;
  }
  return porDia;
}

/** The same money by method, written with the methods in one order (a snapshot compares as text). */
function normalizar(m: Movimientos): Movimientos {
  const orden = (porMedio: Record<string, Suma>) =>
    Object.fromEntries(
      Object.entries(porMedio)
        .filter(([, s]) => s.cantidad > 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([medio, s]) => [medio, { cents: s.cents, cantidad: s.cantidad }]),
    );
  return { ingresos: orden(m.ingresos), egresos: orden(m.egresos) };
}

function mismosMovimientos(guardado: string, ahora: Movimientos): boolean {
  let antes: Movimientos;
  try {
    antes = normalizar(JSON.parse(guardado) as Movimientos);
  } catch {
    return false;
  }
  return JSON.stringify(antes) === JSON.stringify(normalizar(ahora));
}

/** Cash in minus cash out of a day, in cents. */
function efectivoNeto(m: Movimientos): number {
  return (m.ingresos[EFECTIVO]?.cents ?? 0) - (m.egresos[EFECTIVO]?.cents ?? 0);
}

/** Every method of MEDIOS_PAGO in its order, then any other the day holds. */
function porMedio(sumas: Record<string, Suma>) {
  const medios = [...new Set([...MEDIOS_PAGO, ...Object.keys(sumas)])].sort(compareMedioPago);
  return medios.map((medioPago) => ({ medioPago, total: fromCents(sumas[medioPago]?.cents ?? 0) }));
}

function total(sumas: Record<string, Suma>): number {
  return fromCents(Object.values(sumas).reduce((sum, s) => sum + s.cents, 0));
}

function selectCierres(db: Db) {
  return db
    .selectFrom('cierres_caja as k')
    .leftJoin('users as u', 'u.id', 'k.id_usuario')
    .select([
      'k.id',
      'k.fecha',
      'k.fondo_inicial_cents',
      'k.contado_cents',
      'k.esperado_cents',
      'k.movimientos',
      'k.nota',
      'k.cerrado_at',
      'k.id_usuario',
      'u.nombre as u_nombre',
    ]);
}

type CierreRow = Awaited<ReturnType<ReturnType<typeof selectCierres>['executeTakeFirstOrThrow']>>;

/** A close's amounts in pesos, the difference worked out from the cents. */
function importes(r: {
  fondo_inicial_cents: number | string | null;
  contado_cents: number | string | null;
  esperado_cents: number | string | null;
}) {
  const contado = Number(r.contado_cents);
  const esperado = Number(r.esperado_cents);
  return {
    fondoInicial: fromCents(Number(r.fondo_inicial_cents)),
    contado: fromCents(contado),
    esperado: fromCents(esperado),
    diferencia: fromCents(contado - esperado),
  };
}

function toCierre(r: CierreRow, ahora: Movimientos): Cierre {
  return {
    fecha: r.fecha,
    ...importes(r),
    nota: r.nota ?? '',
    cerradoPor: r.u_nombre,
    cerradoAt: r.cerrado_at,
    modificadoDespuesDelCierre: !mismosMovimientos(r.movimientos, ahora),
    // A transfer or a card taken after the close leaves the drawer as it was counted: only a
    // change in the cash it should hold asks for a recount.
    efectivoCambiado: Number(r.esperado_cents) !== Number(r.fondo_inicial_cents) + efectivoNeto(ahora),
  };
}

/** The cash counted at the last close before `fecha`: the float the next day starts with. */
async function fondoSugeridoCents(db: Db, fecha: string): Promise<number> {
  const anterior = await db
    .selectFrom('cierres_caja')
    .select('contado_cents')
    .where('fecha', '<', fecha)
    .orderBy('fecha', 'desc')
    .limit(1)
    .executeTakeFirst();
  return anterior === undefined ? 0 : Number(anterior.contado_cents);
}

/** A day's earlier closes and reopenings, oldest first. */
async function historialDe(db: Db, fecha: string): Promise<HistorialCaja> {
  const rows = await db
    .selectFrom('cierres_caja_historial as h')
    .leftJoin('users as u', 'u.id', 'h.id_usuario')
    .select([
      'h.tipo',
      'h.fondo_inicial_cents',
      'h.contado_cents',
      'h.esperado_cents',
      'h.nota',
      'h.motivo',
      'h.at',
      'u.nombre as u_nombre',
    ])
    .where('h.fecha', '=', fecha)
    .orderBy('h.id')
    .execute();
  return rows.map((r) => {
    if (r.tipo === 'reapertura') return { tipo: 'reapertura', motivo: r.motivo ?? '', por: r.u_nombre, at: r.at };
    return {
      tipo: 'cierre',
      ...importes(r),
      nota: r.nota ?? '',
      por: r.u_nombre,
      at: r.at,
    };
  });
}

/** The day the request asks for, or the centre's today. */
export function diaPedido(reloj: Reloj, fecha: string | undefined): string {
  return fecha ?? todayIn(reloj.timeZone, new Date(reloj.now()));
}

/**
 * A day's cash: the money in (payment entries recorded that day, refunds negative) and out (the
 * day's expenses), each by method and as a list; the cash the drawer should hold; the float the
 * day is suggested to start with; and the close, if the day has one.
 */
export async function getCajaDia(db: Db, fecha: string): Promise<CajaDia> {
  const dia = { desde: fecha, hasta: fecha };
  const [porDia, ingresos, egresos, aProfesionales, cierreRow, sugeridoCents, historial, propinas] = await Promise.all([
    movimientosPorDia(db, dia),
    pagosDelDia(db, fecha),
    db
      .selectFrom('gastos')
      .select(['id', 'descripcion', 'monto_cents', 'medio_pago'])
      .where('fecha', '=', fecha)
      .orderBy('id')
      .execute(),
    egresosDeProfesionales(db, dia),
    selectCierres(db).where('k.fecha', '=', fecha).executeTakeFirst(),
    fondoSugeridoCents(db, fecha),
    historialDe(db, fecha),
    propinasDelDia(db, fecha),
  ]);
  const m = porDia.get(fecha) ?? vacio();
  const cierre = cierreRow === undefined ? null : toCierre(cierreRow, m);
  // A reopened day counts again from the float it was closed with.
  const ultimoCierre = historial.findLast((h) => h.tipo === 'cierre');
  const fondoCents =
    cierreRow !== undefined
      ? Number(cierreRow.fondo_inicial_cents)
      : ultimoCierre !== undefined
        ? toCents(ultimoCierre.fondoInicial)
        : sugeridoCents;
  return {
    fecha,
    ingresos: {
      porMedio: porMedio(m.ingresos),
      total: total(m.ingresos),
      movimientos: ingresos.map((p) => ({
        id: p.id,
        hora: p.hora,
        descripcion: p.descripcion,
        monto: fromCents(p.cents),
        medioPago: p.medioPago,
        usuario: p.usuario,
      })),
    },
    egresos: {
      porMedio: porMedio(m.egresos),
      total: total(m.egresos),
      movimientos: [
        ...egresos.map((g) => ({
          tipo: 'gasto' as const,
          id: g.id,
          descripcion: g.descripcion,
          monto: fromCents(Number(g.monto_cents)),
          medioPago: g.medio_pago,
        })),
        ...aProfesionales.map((p) => ({
          tipo: p.tipo,
          id: p.id,
          descripcion: p.descripcion,
          monto: fromCents(p.cents),
          medioPago: p.medioPago,
        })),
      ],
    },
    fondoInicial: fromCents(fondoCents),
    esperado: fromCents(fondoCents + efectivoNeto(m)),
    fondoSugerido: fromCents(sugeridoCents),
    cierre,
    historial,
    propinas: {
      total: fromCents(propinas.reduce((s, p) => s + p.cents, 0)),
      porProfesional: propinas.map((p) => ({ nombre: p.nombre, monto: fromCents(p.cents) })),
    },
  };
}

/** The closes of a range, newest day first, each with whether its day changed since. */
export async function listCierres(db: Db, rango: Rango): Promise<Cierre[]> {
  const [rows, porDia] = await Promise.all([
    selectCierres(db)
      .where('k.fecha', '>=', rango.desde)
      .where('k.fecha', '<=', rango.hasta)
      .orderBy('k.fecha', 'desc')
      .execute(),
    movimientosPorDia(db, rango),
  ]);
  return rows.map((r) => toCierre(r, porDia.get(r.fecha) ?? vacio()));
}

/** A close as the audit log keeps it. */
function auditSnapshot(c: Cierre) {
  return {
    fecha: c.fecha,
    fondoInicial: c.fondoInicial,
    contado: c.contado,
    esperado: c.esperado,
    diferencia: c.diferencia,
    nota: c.nota,
  };
}

/** Two desks closing or reopening the same day at once go one after the other (SQLite runs one write transaction at a time already). */
async function lockCierres(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtext('cierres_caja'))`.execute(db);
}

/**
 * Closes a day: the expected cash is worked out here, from the float and the day's entries as
 * they are now, and the day's money by method is kept with it. A close is final: closing a day
 * already closed is refused (409, CAJA_CERRADA) until an admin reopens it (reabrirCaja); two
 * closes of one day at once, one wins. A day that has not come yet cannot be closed.
 */
export async function cerrarCaja(db: Db, userId: number, reloj: Reloj, input: CierreValues): Promise<Cierre> {
  const ahora = new Date(reloj.now());
  if (input.fecha > nowIn(reloj.timeZone, ahora).fecha)
    throw new HttpError(400, cajaMessages.futuro, { code: CAJA_DIA_FUTURO });
  const yaCerrada = () => new HttpError(409, cajaMessages.yaCerrada, { code: CAJA_CERRADA });
  try {
    return await db.transaction().execute(async (trx) => {
      await lockCierres(trx);
      const before = await trx
        .selectFrom('cierres_caja')
        .select('id')
        .where('fecha', '=', input.fecha)
        .executeTakeFirst();
      if (before !== undefined) throw yaCerrada();
      const m = (await movimientosPorDia(trx, { desde: input.fecha, hasta: input.fecha })).get(input.fecha) ?? vacio();
      const fondoCents = toCents(input.fondoInicial);
      await trx
        .insertInto('cierres_caja')
        .values({
          fecha: input.fecha,
          fondo_inicial_cents: fondoCents,
          contado_cents: toCents(input.contado),
          esperado_cents: fondoCents + efectivoNeto(m),
          movimientos: JSON.stringify(normalizar(m)),
          nota: input.nota === '' ? null : input.nota,
          id_usuario: userId,
          cerrado_at: ahora.toISOString(),
        })
        .execute();
      const after = await selectCierres(trx).where('k.fecha', '=', input.fecha).executeTakeFirstOrThrow();
      const cierre = toCierre(after, m);
      await recordAudit(trx, {
        userId,
        action: 'crear',
        entity: ENTITY,
        entityId: after.id,
        after: auditSnapshot(cierre),
      });
      return cierre;
    });
  } catch (err) {
    // The day's one close is also the table's rule (fecha is unique): a close that got past the
    // check some other way is refused the same.
    if (isUniqueViolation(err)) throw yaCerrada();
    throw err;
  }
}

/**
 * Reopens a closed day (admins, with a reason): the close in force moves to the day's history
 * with the reopening beside it, so the day can be counted and closed again while the first
 * close, who made it and what it said stay readable. Audited with the close and the reason.
 */
export async function reabrirCaja(db: Db, userId: number, reloj: Reloj, fecha: string, motivo: string): Promise<void> {
  const ahora = new Date(reloj.now()).toISOString();
  await db.transaction().execute(async (trx) => {
    await lockCierres(trx);
    const row = await selectCierres(trx).where('k.fecha', '=', fecha).executeTakeFirst();
    if (row === undefined) throw new HttpError(409, cajaMessages.noCerrada, { code: CAJA_NO_CERRADA });
    const m = (await movimientosPorDia(trx, { desde: fecha, hasta: fecha })).get(fecha) ?? vacio();
    const cierre = toCierre(row, m);
    await trx
      .insertInto('cierres_caja_historial')
      .values([
        {
          fecha,
          tipo: 'cierre',
          fondo_inicial_cents: Number(row.fondo_inicial_cents),
          contado_cents: Number(row.contado_cents),
          esperado_cents: Number(row.esperado_cents),
          nota: row.nota,
          motivo: null,
          id_usuario: row.id_usuario,
          at: row.cerrado_at,
        },
        {
          fecha,
          tipo: 'reapertura',
          fondo_inicial_cents: null,
          contado_cents: null,
          esperado_cents: null,
          nota: null,
          motivo,
          id_usuario: userId,
          at: ahora,
        },
      ])
      .execute();
    await trx.deleteFrom('cierres_caja').where('id', '=', row.id).execute();
    await recordAudit(trx, {
      userId,
      action: 'reabrir',
      entity: ENTITY,
      entityId: row.id,
      before: auditSnapshot(cierre),
      after: { fecha, motivo },
    });
  });
}
