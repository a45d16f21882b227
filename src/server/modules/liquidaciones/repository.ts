import { sql } from 'kysely';
import { formatFecha } from '#shared/domain/dates.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import {
  liquidacionCodes,
  liquidacionMessages,
  type Adelanto,
  type AdelantoInput,
  type Ganancias,
  type LineaComision,
  type Liquidacion,
  type LiquidacionDetalle,
  type LiquidacionInput,
  type LiquidacionPeriodo,
} from '#shared/schemas/liquidacion.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { lineasDeComision, lineasParaLiquidar } from '#server/modules/ventas/comisiones.ts';
import { num } from '#server/modules/ventas/dinero.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { type Reloj, ahoraEn, instante } from '#server/reloj.ts';

/*
 * A professional's earnings and their payment (decision 053). The commission of each line is the
 * ledger's (ventas/comisiones.ts); this module reads it and records what was paid of it: a
 * settlement pays what each line still owes and the advances given, and is money out of the till.
 */

/**
 * The lines her settlement of a range covers, with what her payouts paid of each: those of the
 * range (an annulled ticket's, or one moved to another professional, only while a payout of hers
 * paid some of it), and earlier ones still owed either way (ventas/comisiones.ts).
 */
async function lineasDe(db: Db, idEmpleado: number, rango: Rango): Promise<LineaComision[]> {
  const lineas = await lineasParaLiquidar(db, idEmpleado, rango);
  return lineas.flatMap((l) => {
    if (l.anulada && l.liquidadoCents === 0) return [];
    return [
      {
        idLinea: l.idLinea,
        idVenta: l.idVenta,
        fecha: l.fecha,
        cliente: l.cliente,
        tipo: l.tipo,
        descripcion: l.descripcion,
        cantidad: l.cantidad,
        porcentaje: l.porcentaje,
        anulada: l.anulada,
        cobrado: fromCents(l.cobradoCents),
        pagado: fromCents(l.pagadoCents),
        comision: fromCents(l.comisionCents),
        liquidado: fromCents(l.liquidadoCents),
        pendiente: fromCents(l.comisionCents - l.liquidadoCents),
      },
    ];
  });
}

/** Cents of the lines' figure, split into commission (services, products) and tips. */
function sumar(lineas: readonly LineaComision[], cifra: (l: LineaComision) => number) {
  let comision = 0;
  let propinas = 0;
  for (const l of lineas) {
    if (l.tipo === 'propina') propinas += toCents(cifra(l));
    else comision += toCents(cifra(l));
  }
  return { comision, propinas };
}

/** `GET /api/mi/ganancias`: her commission and tips of a range, line by line. */
export async function gananciasDe(db: Db, idEmpleado: number, rango: Rango): Promise<Ganancias> {
  // Hers of the range only: what settlements still owe from earlier is the owner's screen's.
  const lineas = (await lineasDe(db, idEmpleado, rango)).filter((l) => !l.anulada && l.fecha >= rango.desde);
  const { comision, propinas } = sumar(lineas, (l) => l.comision);
  return {
    ...rango,
    lineas,
    totalComision: fromCents(comision),
    propinas: fromCents(propinas),
    total: fromCents(comision + propinas),
  };
}

async function empleadoDe(db: Db, idEmpleado: number): Promise<string> {
  const e = await db
    .selectFrom('empleados')
    .select(['nombre', 'apellido'])
    .where('id', '=', idEmpleado)
    .executeTakeFirst();
  if (e === undefined) {
    throw new HttpError(404, liquidacionMessages.empleadoInexistente, { code: liquidacionCodes.empleadoInexistente });
  }
  return nombreCompleto(e);
}

function toAdelanto(r: {
  id: number;
  id_empleado: number;
  fecha: string;
  monto_cents: number | string;
  medio_pago: string;
  id_liquidacion: number | null;
}): Adelanto {
  return {
    id: r.id,
    idEmpleado: r.id_empleado,
    fecha: r.fecha,
    monto: fromCents(num(r.monto_cents)),
    medioPago: r.medio_pago,
    idLiquidacion: r.id_liquidacion,
  };
}

function selectLiquidaciones(db: Db) {
  return db
    .selectFrom('liquidaciones as q')
    .innerJoin('empleados as e', 'e.id', 'q.id_empleado')
    .leftJoin('users as u', 'u.id', 'q.id_usuario')
    .select([
      'q.id',
      'q.id_empleado',
      'e.nombre',
      'e.apellido',
      'q.desde',
      'q.hasta',
      'q.fecha',
      'q.hora',
      'q.medio_pago',
      'q.comision_cents',
      'q.propinas_cents',
      'q.adelantos_cents',
      'q.monto_cents',
      'u.nombre as usuario',
    ]);
}

function toLiquidacion(
  r: Awaited<ReturnType<ReturnType<typeof selectLiquidaciones>['executeTakeFirstOrThrow']>>,
): Liquidacion {
  return {
    id: r.id,
    idEmpleado: r.id_empleado,
    empleado: nombreCompleto(r),
    desde: r.desde,
    hasta: r.hasta,
    fecha: r.fecha,
    hora: r.hora,
    medioPago: r.medio_pago,
    comision: fromCents(num(r.comision_cents)),
    propinas: fromCents(num(r.propinas_cents)),
    adelantos: fromCents(num(r.adelantos_cents)),
    monto: fromCents(num(r.monto_cents)),
    usuario: r.usuario,
  };
}

/** One settlement, for its receipt. */
export async function getLiquidacion(db: Db, id: number): Promise<Liquidacion> {
  const r = await selectLiquidaciones(db).where('q.id', '=', id).executeTakeFirst();
  if (r === undefined) {
    throw new HttpError(404, liquidacionMessages.inexistente, { code: liquidacionCodes.inexistente });
  }
  return toLiquidacion(r);
}

/** `GET /api/liquidaciones/:id`: a settlement with the lines it paid and the advances it deducted. */
export async function getLiquidacionDetalle(db: Db, id: number): Promise<LiquidacionDetalle> {
  const liquidacion = await getLiquidacion(db, id);
  const [pagadas, adelantos] = await Promise.all([
    db
      .selectFrom('liquidaciones_lineas')
      .select(['id_linea', 'comision_cents'])
      .where('id_liquidacion', '=', id)
      .execute(),
    db
      .selectFrom('adelantos')
      .select(['id', 'id_empleado', 'fecha', 'monto_cents', 'medio_pago', 'id_liquidacion'])
      .where('id_liquidacion', '=', id)
      .orderBy('fecha')
      .orderBy('id')
      .execute(),
  ]);
  const pagado = new Map(pagadas.map((p) => [p.id_linea, num(p.comision_cents)]));
  const lineas = await lineasDeComision(db, [...pagado.keys()]);
  return {
    ...liquidacion,
    lineas: lineas.map((l) => ({
      idLinea: l.idLinea,
      fecha: l.fecha,
      cliente: l.cliente,
      tipo: l.tipo,
      descripcion: l.descripcion,
      cantidad: l.cantidad,
      cobrado: fromCents(l.cobradoCents),
      porcentaje: l.porcentaje,
      pagado: fromCents(pagado.get(l.idLinea) ?? 0),
    })),
    adelantosDescontados: adelantos.map(toAdelanto),
  };
}

/**
 * `GET /api/liquidaciones`: a professional's period, every line with what was paid of it, the
 * advances still to deduct (given up to the period's end) and what a payment now would be.
 */
export async function periodoDe(db: Db, idEmpleado: number, rango: Rango): Promise<LiquidacionPeriodo> {
  const empleado = await empleadoDe(db, idEmpleado);
  const [lineas, adelantos, liquidaciones] = await Promise.all([
    lineasDe(db, idEmpleado, rango),
    db
      .selectFrom('adelantos')
      .select(['id', 'id_empleado', 'fecha', 'monto_cents', 'medio_pago', 'id_liquidacion'])
      .where('id_empleado', '=', idEmpleado)
      .where('id_liquidacion', 'is', null)
      .where('fecha', '<=', rango.hasta)
      .orderBy('fecha')
      .orderBy('id')
      .execute(),
    selectLiquidaciones(db)
      .where('q.id_empleado', '=', idEmpleado)
      .where('q.desde', '<=', rango.hasta)
      .where('q.hasta', '>=', rango.desde)
      .orderBy('q.id')
      .execute(),
  ]);
  const total = sumar(
    lineas.filter((l) => !l.anulada && l.fecha >= rango.desde),
    (l) => l.comision,
  );
  const pendiente = sumar(lineas, (l) => l.pendiente);
  const adelantosCents = adelantos.reduce((s, a) => s + num(a.monto_cents), 0);
  return {
    idEmpleado,
    empleado,
    ...rango,
    lineas,
    comision: fromCents(total.comision),
    propinas: fromCents(total.propinas),
    pendiente: {
      comision: fromCents(pendiente.comision),
      propinas: fromCents(pendiente.propinas),
      adelantos: fromCents(adelantosCents),
      monto: fromCents(pendiente.comision + pendiente.propinas - adelantosCents),
    },
    adelantos: adelantos.map(toAdelanto),
    liquidaciones: liquidaciones.map(toLiquidacion),
  };
}

/** One settlement at a time per professional on PostgreSQL (SQLite writes one at a time anyway). */
async function bloquearEmpleado(trx: Db, idEmpleado: number): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('liquidaciones'), ${idEmpleado})`.execute(trx);
}

/**
 * `POST /api/liquidaciones`: pays what every line of the period still owes and deducts the
 * advances to deduct, as money out in the method sent. Refused when nothing is owed (each line
 * paid already: never twice) or when the advances exceed what is owed.
 */
export async function registrarLiquidacion(
  db: Db,
  userId: number,
  reloj: Reloj,
  input: LiquidacionInput,
): Promise<Liquidacion> {
  return db.transaction().execute(async (trx) => {
    await bloquearEmpleado(trx, input.idEmpleado);
    const rango = { desde: input.desde, hasta: input.hasta };
    const periodo = await periodoDe(trx, input.idEmpleado, rango);
    const pendientes = periodo.lineas.filter((l) => toCents(l.pendiente) !== 0);
    if (pendientes.length === 0) {
      throw new HttpError(409, liquidacionMessages.sinPendientes, { code: liquidacionCodes.sinPendientes });
    }
    const { comision, propinas, adelantos, monto } = periodo.pendiente;
    if (monto < 0) throw new HttpError(409, liquidacionMessages.negativa, { code: liquidacionCodes.negativa });
    const { fecha, hora } = ahoraEn(reloj);
    const { id } = await trx
      .insertInto('liquidaciones')
      .values({
        id_empleado: input.idEmpleado,
        desde: input.desde,
        hasta: input.hasta,
        fecha,
        hora,
        medio_pago: input.medioPago,
        comision_cents: toCents(comision),
        propinas_cents: toCents(propinas),
        adelantos_cents: toCents(adelantos),
        monto_cents: toCents(monto),
        id_usuario: userId,
        registrado_at: instante(reloj),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < pendientes.length; i += 500) {
      await trx
        .insertInto('liquidaciones_lineas')
        .values(
          pendientes
            .slice(i, i + 500)
            .map((l) => ({ id_liquidacion: id, id_linea: l.idLinea, comision_cents: toCents(l.pendiente) })),
        )
        .execute();
    }
    if (periodo.adelantos.length > 0) {
      await trx
        .updateTable('adelantos')
        .set({ id_liquidacion: id })
        .where(
          'id',
          'in',
          periodo.adelantos.map((a) => a.id),
        )
        .execute();
    }
    const liquidacion = await getLiquidacion(trx, id);
    await recordAudit(trx, { userId, action: 'crear', entity: 'liquidaciones', entityId: id, after: liquidacion });
    return liquidacion;
  });
}

/** `POST /api/adelantos`: money given to a professional ahead of her settlement, out of the till. */
export async function registrarAdelanto(db: Db, userId: number, reloj: Reloj, input: AdelantoInput): Promise<Adelanto> {
  // Money handed over is dated the day it left the drawer: never a day still to come.
  if (input.fecha > ahoraEn(reloj).fecha) {
    throw new HttpError(400, liquidacionMessages.adelantoFuturo, { code: liquidacionCodes.adelantoFuturo });
  }
  return db.transaction().execute(async (trx) => {
    const e = await trx
      .selectFrom('empleados')
      .select('id')
      .where('id', '=', input.idEmpleado)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (e === undefined) {
      throw new HttpError(404, liquidacionMessages.empleadoInexistente, {
        code: liquidacionCodes.empleadoInexistente,
      });
    }
    const row = await trx
      .insertInto('adelantos')
      .values({
        id_empleado: input.idEmpleado,
        fecha: input.fecha,
        hora: ahoraEn(reloj).hora,
        monto_cents: toCents(input.monto),
        medio_pago: input.medioPago,
        id_liquidacion: null,
        id_usuario: userId,
        registrado_at: instante(reloj),
      })
      .returning(['id', 'id_empleado', 'fecha', 'monto_cents', 'medio_pago', 'id_liquidacion'])
      .executeTakeFirstOrThrow();
    const adelanto = toAdelanto(row);
    await recordAudit(trx, { userId, action: 'crear', entity: 'adelantos', entityId: row.id, after: adelanto });
    return adelanto;
  });
}

/** Whether an employee has advances or payouts: history, so she is archived rather than deleted (db/archive.ts). */
export async function empleadoTieneLiquidaciones(db: Db, idEmpleado: number): Promise<boolean> {
  const fila =
    (await db.selectFrom('adelantos').select('id').where('id_empleado', '=', idEmpleado).limit(1).executeTakeFirst()) ??
    (await db
      .selectFrom('liquidaciones')
      .select('id')
      .where('id_empleado', '=', idEmpleado)
      .limit(1)
      .executeTakeFirst());
  return fila !== undefined;
}

/** The day's money out to professionals, for Caja: settlements by the day they were paid, advances by theirs. */
export async function egresosDeProfesionales(db: Db, { desde, hasta }: Rango) {
  const [liquidaciones, adelantos] = await Promise.all([
    db
      .selectFrom('liquidaciones as q')
      .innerJoin('empleados as e', 'e.id', 'q.id_empleado')
      .select(['q.id', 'q.fecha', 'q.desde', 'q.hasta', 'q.monto_cents', 'q.medio_pago', 'e.nombre', 'e.apellido'])
      .where('q.fecha', '>=', desde)
      .where('q.fecha', '<=', hasta)
      .where('q.monto_cents', '!=', 0)
      .orderBy('q.id')
      .execute(),
    db
      .selectFrom('adelantos as a')
      .innerJoin('empleados as e', 'e.id', 'a.id_empleado')
      .select(['a.id', 'a.fecha', 'a.monto_cents', 'a.medio_pago', 'e.nombre', 'e.apellido'])
      .where('a.fecha', '>=', desde)
      .where('a.fecha', '<=', hasta)
      .orderBy('a.id')
      .execute(),
  ]);
  return [
    ...liquidaciones.map((q) => ({
      tipo: 'liquidacion' as const,
      id: q.id,
      fecha: q.fecha,
      descripcion: `Liquidación de ${nombreCompleto(q)} (${formatFecha(q.desde)} al ${formatFecha(q.hasta)})`,
      cents: num(q.monto_cents),
      medioPago: q.medio_pago,
    })),
    ...adelantos.map((a) => ({
      tipo: 'adelanto' as const,
      id: a.id,
      fecha: a.fecha,
      descripcion: `Adelanto a ${nombreCompleto(a)}`,
      cents: num(a.monto_cents),
      medioPago: a.medio_pago,
    })),
  ];
}
