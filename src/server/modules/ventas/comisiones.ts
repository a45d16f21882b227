import { comisionFijada, fijarComision, type ComisionFijada } from '#shared/domain/comisiones.ts';
import { sql } from 'kysely';
import type { Rango } from '#shared/domain/ranges.ts';
import type { Db } from '#server/db/dialect.ts';
import { comisionesDe } from '#server/modules/empleados/repository.ts';
import { num } from './dinero.ts';

/*
 * A professional's commission on each line of a ticket (decision 053), written by the ledger with
 * the line. A line with a professional is fixed by her rules when it is first charged (and again
 * when it changes hands or service); its commission then follows what it bills or has been paid,
 * and is nothing once its ticket is annulled. A rule changed later rewrites no past line.
 */

/** Lines written alike by one statement: a centre's years of tickets take a handful. */
const LOTE = 500;

/**
 * The commissions of the lines of these sales brought up to date, in the caller's transaction: a
 * line with a professional and nothing fixed takes her rules as they stand, one without a
 * professional earns nothing.
 */
export async function actualizarComisiones(trx: Db, ventas: readonly number[]): Promise<void> {
  if (ventas.length === 0) return;
  const filas = await trx
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .leftJoin('empleados as e', 'e.id', 'l.id_empleado')
    .leftJoin('servicios_base as s', 's.id', 'l.id_servicio')
    .select([
      'l.id',
      'l.tipo',
      'l.id_servicio',
      'l.cantidad',
      'l.total_cents',
      'l.pagado_cents',
      'l.comision_porcentaje',
      'l.comision_sobre',
      'l.comision_insumos_cents',
      'l.comision_cents',
      'v.anulada_at',
      's.categoria',
      's.costo_insumos_cents',
      'e.porcentaje_ganancia',
      'e.comisiones',
    ])
    .where('l.id_venta', 'in', ventas)
    .execute();

  const grupos = new Map<string, number[]>();
  for (const f of filas) {
    let fijada: ComisionFijada | null = null;
    if (f.comision_porcentaje !== null && f.comision_sobre !== null) {
      fijada = {
        porcentaje: f.comision_porcentaje,
        sobre: f.comision_sobre,
        insumosCents: num(f.comision_insumos_cents ?? 0),
      };
    } else if (f.porcentaje_ganancia !== null) {
      fijada = fijarComision(comisionesDe({ porcentaje_ganancia: f.porcentaje_ganancia, comisiones: f.comisiones }), {
        tipo: f.tipo,
        idServicio: f.id_servicio,
        categoria: f.categoria,
        costoInsumosCents: num(f.costo_insumos_cents ?? 0),
      });
    }
    const comision =
      fijada === null || f.anulada_at !== null
        ? 0
        : comisionFijada(fijada, {
            cantidad: f.cantidad,
            cobradoCents: num(f.total_cents),
            pagadoCents: num(f.pagado_cents),
          }).comisionCents;
    const sinCambios =
      f.comision_porcentaje === (fijada?.porcentaje ?? null) &&
      f.comision_sobre === (fijada?.sobre ?? null) &&
      num(f.comision_insumos_cents ?? -1) === (fijada?.insumosCents ?? -1) &&
      num(f.comision_cents) === comision;
    if (sinCambios) continue;
    const clave = JSON.stringify([
      fijada?.porcentaje ?? null,
      fijada?.sobre ?? null,
      fijada?.insumosCents ?? null,
      comision,
    ]);
    const ids = grupos.get(clave);
    if (ids === undefined) grupos.set(clave, [f.id]);
    else ids.push(f.id);
  }
  for (const [clave, ids] of grupos) {
    const [porcentaje, sobre, insumos, comision] = JSON.parse(clave) as [
      number | null,
      'cobrado' | 'pagado' | null,
      number | null,
      number,
    ];
    for (let i = 0; i < ids.length; i += LOTE) {
      await trx
        .updateTable('ventas_lineas')
        .set({
          comision_porcentaje: porcentaje,
          comision_sobre: sobre,
          comision_insumos_cents: insumos,
          comision_cents: comision,
        })
        .where('id', 'in', ids.slice(i, i + LOTE))
        .execute();
    }
  }
}

/** A professional's line as her earnings read it, money in cents. */
export interface LineaDeComision {
  idLinea: number;
  idVenta: number;
  /** The ticket's day. */
  fecha: string;
  /** The client's first name. */
  cliente: string;
  tipo: 'servicio' | 'producto' | 'propina';
  descripcion: string;
  cantidad: number;
  cobradoCents: number;
  pagadoCents: number;
  porcentaje: number | null;
  comisionCents: number;
  anulada: boolean;
}

/** Services, products and tips with their ticket's day and client, in the tickets' order. */
function lineasConSuTicket(db: Db) {
  return db
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .leftJoin('clientes as c', 'c.id', 'v.id_cliente')
    .select([
      'l.id',
      'l.id_venta',
      'v.fecha',
      'c.nombre',
      'l.tipo',
      'l.descripcion',
      'l.cantidad',
      'l.total_cents',
      'l.pagado_cents',
      'l.comision_porcentaje',
      'v.anulada_at',
    ])
    .where('l.tipo', 'in', ['servicio', 'producto', 'propina'])
    .orderBy('v.fecha')
    .orderBy('v.numero')
    .orderBy('l.orden');
}

type FilaConSuTicket = Awaited<ReturnType<ReturnType<typeof lineasConSuTicket>['execute']>>[number];

/** A line as her earnings read it, but its commission (the reader's own). */
function aLinea(f: FilaConSuTicket): Omit<LineaDeComision, 'comisionCents'> {
  return {
    idLinea: f.id,
    idVenta: f.id_venta,
    fecha: f.fecha,
    cliente: f.nombre ?? '',
    tipo: f.tipo as LineaDeComision['tipo'],
    descripcion: f.descripcion,
    cantidad: f.cantidad,
    cobradoCents: num(f.total_cents),
    pagadoCents: num(f.pagado_cents),
    porcentaje: f.comision_porcentaje,
    anulada: f.anulada_at !== null,
  };
}

/** The lines a settlement paid (annulled ones too, marked), in the tickets' order. */
export async function lineasDeComision(db: Db, ids: readonly number[]): Promise<LineaDeComision[]> {
  if (ids.length === 0) return [];
  const filas = await lineasConSuTicket(db).select('l.comision_cents').where('l.id', 'in', ids).execute();
  return filas.map((f) => ({ ...aLinea(f), comisionCents: num(f.comision_cents) }));
}

/** The line's commission to be fixed again: it changed hands or service. */
export function refijarComision() {
  return { comision_porcentaje: null, comision_sobre: null, comision_insumos_cents: null } as const;
}

/** What each professional brought in over a range's tickets, her commission on it and her tips, in cents. */
export interface ComisionesDeProfesional {
  idEmpleado: number;
  nombre: string;
  apellido: string;
  /** What her services and products charged, after discounts. */
  ingresadoCents: number;
  /** Her commission on them (tips apart). */
  comisionCents: number;
  propinasCents: number;
}

/** The range's commissions by professional (the visit's day; annulled tickets earn nothing). */
export async function comisionesDelRango(db: Db, { desde, hasta }: Rango): Promise<ComisionesDeProfesional[]> {
  const filas = await db
    .selectFrom('ventas_lineas as l')
    .innerJoin('ventas as v', 'v.id', 'l.id_venta')
    .innerJoin('empleados as e', 'e.id', 'l.id_empleado')
    .select(['e.id', 'e.nombre', 'e.apellido'])
    .select([
      sql<string | number>`coalesce(sum(case when l.tipo <> 'propina' then l.total_cents else 0 end), 0)`.as(
        'ingresado',
      ),
      sql<string | number>`coalesce(sum(case when l.tipo <> 'propina' then l.comision_cents else 0 end), 0)`.as(
        'comision',
      ),
      sql<string | number>`coalesce(sum(case when l.tipo = 'propina' then l.comision_cents else 0 end), 0)`.as(
        'propinas',
      ),
    ])
    .where('l.tipo', 'in', ['servicio', 'producto', 'propina'])
    .where('v.anulada_at', 'is', null)
    .where('v.fecha', '>=', desde)
    .where('v.fecha', '<=', hasta)
    .groupBy(['e.id', 'e.nombre', 'e.apellido'])
    .execute();
  return filas.map((f) => ({
    idEmpleado: f.id,
    nombre: f.nombre,
    apellido: f.apellido,
    ingresadoCents: num(f.ingresado),
    comisionCents: num(f.comision),
    propinasCents: num(f.propinas),
  }));
}

/** A line as a professional's settlement reads it: her commission on it now, and what her payouts paid of it. */
export interface LineaParaLiquidar extends LineaDeComision {
  /** What her settlements paid of it: her commission less this is what is still owed. */
  liquidadoCents: number;
}

/**
 * What a professional's settlement of a range covers, in the tickets' order: her lines of the
 * range; the lines her payouts paid that are no longer hers (moved to another professional:
 * her commission on them is nothing now, so what she was paid is owed back); and any earlier line
 * whose commission and what she was paid of it differ (paid more after its payout, annulled
 * after it, charged late on an earlier day). Her payouts are read here, beside the lines, so
 * that only what is owed comes back rather than every line she ever earned on.
 */
export async function lineasParaLiquidar(
  db: Db,
  idEmpleado: number,
  { desde, hasta }: Rango,
): Promise<LineaParaLiquidar[]> {
  const suyas = db
    .selectFrom('liquidaciones_lineas as ll')
    .innerJoin('liquidaciones as q', 'q.id', 'll.id_liquidacion')
    .select(['ll.id_linea', sql<string | number>`sum(ll.comision_cents)`.as('cents')])
    .where('q.id_empleado', '=', idEmpleado)
    .groupBy('ll.id_linea')
    .as('p');
  // Her commission on the line as it stands: nothing once it is another's or its ticket annulled.
  const suya = sql<number>`case when l.id_empleado = ${idEmpleado} and v.anulada_at is null then l.comision_cents else 0 end`;
  const filas = await lineasConSuTicket(db)
    .leftJoin(suyas, 'p.id_linea', 'l.id')
    .select(['l.id_empleado', suya.as('comision'), 'p.cents as liquidado'])
    .where('v.fecha', '<=', hasta)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('v.fecha', '>=', desde),
          eb.or([eb('l.id_empleado', '=', idEmpleado), eb('p.cents', 'is not', null)]),
        ]),
        eb.and([
          eb('v.fecha', '<', desde),
          eb.or([eb('l.id_empleado', '=', idEmpleado), eb('p.cents', 'is not', null)]),
          eb(suya, '!=', sql<number>`coalesce(p.cents, 0)`),
        ]),
      ]),
    )
    .execute();
  return filas.map((f) => ({
    ...aLinea(f),
    porcentaje: f.id_empleado === idEmpleado ? f.comision_porcentaje : null,
    comisionCents: num(f.comision),
    // Not hers any more, or annulled: it earns her nothing.
    anulada: f.anulada_at !== null || f.id_empleado !== idEmpleado,
    liquidadoCents: num(f.liquidado),
  }));
}

/** Whether an employee has lines on tickets (a service, a product, a tip): history, so she is archived rather than deleted (db/archive.ts). */
export async function empleadoTieneVentas(db: Db, idEmpleado: number): Promise<boolean> {
  const linea = await db
    .selectFrom('ventas_lineas')
    .select('id')
    .where('id_empleado', '=', idEmpleado)
    .limit(1)
    .executeTakeFirst();
  return linea !== undefined;
}
