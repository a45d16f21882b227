import { sql } from 'kysely';
import { ASISTENCIAS_LIBERADAS } from '#shared/domain/asistencia.ts';
import { compareText } from '#shared/domain/text.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { compareMedioPago } from '#shared/domain/pagos.ts';
import { deudaReporte, topDeConteos } from '#shared/domain/totals.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import type { Reporte, TurnosPagina, TurnosPaginaQuery } from '#shared/schemas/reportes.ts';
import type { Db } from '#server/db/dialect.ts';
import { clienteMatcher, selectTurnos, toTurno, type Reloj } from '#server/modules/turnos/repository.ts';
import { ingresosPorMedio, resumenDeGiftcards, resumenDeTickets } from '#server/modules/ventas/consultas.ts';
import { comisionesDelRango, type ComisionesDeProfesional } from '#server/modules/ventas/comisiones.ts';
import { ahoraEn } from '#server/reloj.ts';
import { deudaCents, facturadoCents, num, pagadoCents, vencido } from '#server/modules/ventas/dinero.ts';

function enRango(db: Db, { desde, hasta }: Rango) {
  return db.selectFrom('turnos as t').where('t.fecha', '>=', desde).where('t.fecha', '<=', hasta);
}

/**
 * The range's report, every sum made by the database: a month of a busy centre is thousands of
 * appointments, which the browser used to download to add them up (decision 022).
 */
export async function reporte(db: Db, reloj: Reloj, rango: Rango): Promise<Reporte> {
  const [sumas, gastos, medios, servicios, tickets, giftcards, comisiones, minutos] = await Promise.all([
    enRango(db, rango)
      .select([
        sql<number>`count(*)`.as('turnos'),
        sql<number>`coalesce(sum(${facturadoCents}), 0)`.as('facturado'),
        sql<number>`coalesce(sum(${pagadoCents}), 0)`.as('abonado'),
        sql<number>`coalesce(sum(${deudaCents}), 0)`.as('deuda'),
        sql<number>`coalesce(sum(case when ${vencido(reloj)} then ${deudaCents} else 0 end), 0)`.as('vencida'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('gastos')
      .where('fecha', '>=', rango.desde)
      .where('fecha', '<=', rango.hasta)
      .select(sql<number>`coalesce(sum(monto_cents), 0)`.as('monto'))
      .executeTakeFirstOrThrow(),
    ingresosPorMedio(db, rango),
    // Counted by service in SQL; labelled and merged by name in JS, as topServicios does.
    enRango(db, rango)
      .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
      .groupBy(['s.id', 's.nombre', 's.descripcion'])
      .select(['s.nombre', 's.descripcion', sql<number>`count(*)`.as('veces')])
      .execute(),
    resumenDeTickets(db, rango),
    resumenDeGiftcards(db, rango, ahoraEn(reloj).fecha),
    comisionesDelRango(db, rango),
    // The hours each professional had booked: what took place or is to come.
    enRango(db, rango)
      .innerJoin('empleados as e', 'e.id', 't.id_empleado')
      .where('t.asistencia', 'not in', ASISTENCIAS_LIBERADAS)
      .groupBy(['e.id', 'e.nombre', 'e.apellido'])
      .select(['e.id', 'e.nombre', 'e.apellido', sql<string | number>`coalesce(sum(t.duracion), 0)`.as('minutos')])
      .execute(),
  ]);
  const abonado = num(sumas.abonado);
  const deuda = num(sumas.deuda);
  const vencida = num(sumas.vencida);
  const gastado = num(gastos.monto);
  return {
    totales: {
      facturado: fromCents(num(sumas.facturado)),
      abonado: fromCents(abonado),
      deuda: fromCents(deuda),
      gastos: fromCents(gastado),
      neta: fromCents(abonado - gastado),
    },
    deudaVencida: fromCents(vencida),
    aCobrar: fromCents(deuda - vencida),
    ingresosPorMedio: medios
      .map((m) => ({ medioPago: m.medioPago, monto: fromCents(m.cents) }))
      .sort((a, b) => compareMedioPago(a.medioPago, b.medioPago)),
    top: topDeConteos(servicios.map((s) => ({ nombre: servicioLabel(s), veces: num(s.veces) }))),
    turnos: num(sumas.turnos),
    tickets,
    giftcards,
    comisiones: comisionesDelReporte(abonado - gastado, comisiones, minutos),
  };
}

/** 'Comisiones' and 'Ganancia después de comisiones', and each professional's line, by name. */
function comisionesDelReporte(
  netaCents: number,
  comisiones: readonly ComisionesDeProfesional[],
  minutos: readonly { id: number; nombre: string; apellido: string; minutos: string | number }[],
): Reporte['comisiones'] {
  const porId = new Map<number, Reporte['comisiones']['porProfesional'][number]>();
  for (const c of comisiones) {
    porId.set(c.idEmpleado, {
      idEmpleado: c.idEmpleado,
      nombre: nombreCompleto(c),
      ingresado: fromCents(c.ingresadoCents),
      comision: fromCents(c.comisionCents),
      propinas: fromCents(c.propinasCents),
      horas: 0,
    });
  }
  for (const m of minutos) {
    const fila = porId.get(m.id) ?? {
      idEmpleado: m.id,
      nombre: nombreCompleto(m),
      ingresado: 0,
      comision: 0,
      propinas: 0,
      horas: 0,
    };
    // Hours to the hundredth: 45 minutes are 0,75 h.
    fila.horas = Math.round((num(m.minutos) / 60) * 100) / 100;
    porId.set(m.id, fila);
  }
  const totalCents = comisiones.reduce((s, c) => s + c.comisionCents, 0);
  return {
    total: fromCents(totalCents),
    gananciaDespuesDeComisiones: fromCents(netaCents - totalCents),
    porProfesional: [...porId.values()].sort((a, b) => compareText(a.nombre, b.nombre)),
  };
}

type Dir = 'asc' | 'desc';

/**
 * The history's appointments table, a page at a time. Ordered by date and time (the spec's table),
 * by price or by debt, the database sorts and cuts the page. By client, or with a search, the
 * range's rows are read without their other names, filtered and sorted here: names are folded and
 * compared in JS (clienteMatcher, compareText) because SQLite and PostgreSQL fold and order text
 * differently, and both must show the same page. Then only the page's rows are read whole.
 * Ties always fall back to date, time, employee and id, so a row has one place.
 */
export async function turnosPagina(db: Db, query: TurnosPaginaQuery): Promise<TurnosPagina> {
  const { pagina, porPagina, orden, dir, q } = query;
  const offset = (pagina - 1) * porPagina;
  const answer = (turnos: TurnosPagina['turnos'], total: number) => ({ turnos, total, pagina, porPagina });

  if (q.trim() === '' && orden !== 'cliente') {
    let rows = selectTurnos(db).where('t.fecha', '>=', query.desde).where('t.fecha', '<=', query.hasta);
    if (orden !== 'fecha') rows = rows.orderBy(orden === 'costo' ? sql`t.costo_cents` : deudaCents, dir);
    const d: Dir = orden === 'fecha' ? dir : 'asc';
    rows = rows.orderBy('t.fecha', d).orderBy('t.hora', d).orderBy('t.id_empleado', d).orderBy('t.id', d);
    const [page, count] = await Promise.all([
      rows.limit(porPagina).offset(offset).execute(),
      enRango(db, query)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return answer(page.map(toTurno), num(count.n));
  }

  const light = await enRango(db, query)
    .innerJoin('clientes as c', 'c.id', 't.id_cliente')
    .select([
      't.id',
      't.fecha',
      't.hora',
      't.id_empleado',
      't.costo_cents',
      't.estado',
      't.monto_abonado_cents',
      't.asistencia',
      't.id_cliente',
      'c.nombre',
      'c.apellido',
      'c.telefono',
    ])
    .execute();
  type Light = (typeof light)[number];

  const matches = q.trim() === '' ? null : clienteMatcher(q);
  const clientes = new Map<number, { nombre: string; found: boolean }>();
  const cliente = (r: Light) => {
    let c = clientes.get(r.id_cliente);
    if (c === undefined) {
      c = { nombre: nombreCompleto({ nombre: r.nombre, apellido: r.apellido ?? '' }), found: matches?.(r) ?? true };
      clientes.set(r.id_cliente, c);
    }
    return c;
  };
  const deuda = (r: Light) =>
    toCents(
      deudaReporte({
        costo: fromCents(r.costo_cents),
        estado: r.estado,
        montoAbonado: r.monto_abonado_cents === null ? null : fromCents(r.monto_abonado_cents),
        asistencia: r.asistencia,
      }),
    );
  const byDate = (a: Light, b: Light) =>
    (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0) ||
    (a.hora < b.hora ? -1 : a.hora > b.hora ? 1 : 0) ||
    a.id_empleado - b.id_empleado ||
    a.id - b.id;
  const sign = dir === 'asc' ? 1 : -1;
  const compare: (a: Light, b: Light) => number =
    orden === 'fecha'
      ? (a, b) => sign * byDate(a, b)
      : orden === 'cliente'
        ? (a, b) => sign * compareText(cliente(a).nombre, cliente(b).nombre) || byDate(a, b)
        : orden === 'costo'
          ? (a, b) => sign * (a.costo_cents - b.costo_cents) || byDate(a, b)
          : (a, b) => sign * (deuda(a) - deuda(b)) || byDate(a, b);
  const found = light.filter((r) => cliente(r).found).sort(compare);
  const ids = found.slice(offset, offset + porPagina).map((r) => r.id);
  if (ids.length === 0) return answer([], found.length);
  const full = await selectTurnos(db).where('t.id', 'in', ids).execute();
  const byId = new Map(full.map((r) => [r.id, r]));
  return answer(
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [toTurno(row)];
    }),
    found.length,
  );
}
