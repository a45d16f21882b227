import { sql, type SqlBool } from 'kysely';
import type { Selectable } from 'kysely';
import { topDeConteos } from '#shared/domain/totals.ts';
import { fromCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { FICHA_TURNOS_POR_PAGINA, fichaCodes, type ClienteFicha, type Ficha } from '#shared/schemas/cliente.ts';
import type { TurnosPagina } from '#shared/schemas/reportes.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { ClientesTable } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { deudaCents, libera, num, pagadoCents, vencido } from '#server/modules/ventas/dinero.ts';
import { saldoDeTicketsDeCliente } from '#server/modules/ventas/saldos.ts';
import { selectTurnos, toTurno, type Reloj } from '#server/modules/turnos/repository.ts';
import { clienteNotFound, toCliente } from './repository.ts';

/*
 * The client file: the client with their figures and appointments. Beside it, by
 * concern: notas.ts (the staff's notes), fusion.ts (merging a duplicate into the client),
 * borrar-datos.ts (erasing a client's personal data on request), duplicados.ts (likely duplicates).
 */

/** What an erased client is called wherever their appointments and payments still show. */
export const CLIENTE_BORRADO = 'Cliente borrado';
const DAY_MS = 86_400_000;

export function toClienteFicha(row: Selectable<ClientesTable>): ClienteFicha {
  return {
    ...toCliente(row),
    archivado: row.archived_at !== null,
    fusionadoEn: row.fusionado_en,
    datosBorrados: row.datos_borrados_at !== null,
  };
}

/**
 * Any client by id, archived ones too (their file stays readable); 404 otherwise. `lock`: held
 * until the transaction ends on PostgreSQL, so a note cannot slip in beside an erasure or a merge.
 */
export async function clienteRow(db: Db, id: number, lock = false): Promise<Selectable<ClientesTable>> {
  let query = db.selectFrom('clientes').selectAll().where('id', '=', id);
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row === undefined) throw new HttpError(404, clienteNotFound, { code: fichaCodes.clienteNoEncontrado });
  return row;
}

/** Days from one ISO date to another. */
function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS);
}

/** The client and their figures, every sum made by the database over their appointments. */
export async function fichaCliente(db: Db, reloj: Reloj, id: number): Promise<Ficha> {
  const cliente = toClienteFicha(await clienteRow(db, id));
  const deCliente = () => db.selectFrom('turnos as t').where('t.id_cliente', '=', id);
  const pasado = vencido(reloj);
  const visita = sql<SqlBool>`${pasado} and not (${libera})`;
  const [sumas, proximo, servicios, saldoTickets] = await Promise.all([
    deCliente()
      .select([
        sql<number>`count(case when ${visita} then 1 end)`.as('visitas'),
        sql<number>`count(distinct case when ${visita} then t.fecha end)`.as('dias'),
        sql<string | null>`min(case when ${visita} then t.fecha end)`.as('primera'),
        sql<string | null>`max(case when ${visita} then t.fecha end)`.as('ultima'),
        sql<number>`coalesce(sum(${pagadoCents}), 0)`.as('pagado'),
        sql<number>`coalesce(sum(case when ${pasado} then ${deudaCents} else 0 end), 0)`.as('vencida'),
        sql<number>`coalesce(sum(case when ${pasado} then 0 else ${deudaCents} end), 0)`.as('aCobrar'),
        sql<number>`count(case when t.asistencia = ${sql.lit('No vino')} then 1 end)`.as('noVino'),
        sql<string | null>`max(case when t.asistencia = ${sql.lit('No vino')} then t.fecha end)`.as('ultimoNoVino'),
        sql<number>`count(case when t.asistencia = ${sql.lit('Canceló')} then 1 end)`.as('cancelo'),
        sql<string | null>`max(case when t.asistencia = ${sql.lit('Canceló')} then t.fecha end)`.as(
          'ultimaCancelacion',
        ),
      ])
      .executeTakeFirstOrThrow(),
    deCliente()
      .where(sql<SqlBool>`not (${pasado})`)
      .where(sql<SqlBool>`not (${libera})`)
      .select(['t.fecha', 't.hora'])
      .orderBy('t.fecha')
      .orderBy('t.hora')
      .limit(1)
      .executeTakeFirst(),
    // The services the client came for: their visits.
    deCliente()
      .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
      .where(visita)
      .groupBy(['s.id', 's.nombre', 's.descripcion'])
      .select(['s.nombre', 's.descripcion', sql<number>`count(*)`.as('veces')])
      .execute(),
    saldoDeTicketsDeCliente(db, reloj, id),
  ]);
  // As the history's top five counts them: services that read the same are one.
  const frecuente = topDeConteos(
    servicios.map((s) => ({ nombre: servicioLabel(s), veces: num(s.veces) })),
    1,
  )[0];
  const dias = num(sumas.dias);
  return {
    cliente,
    cifras: {
      visitas: num(sumas.visitas),
      totalPagado: fromCents(num(sumas.pagado)),
      deudaVencida: fromCents(num(sumas.vencida)),
      aCobrar: fromCents(num(sumas.aCobrar)),
      saldoTickets: fromCents(saldoTickets),
      noVino: num(sumas.noVino),
      ultimoNoVino: sumas.ultimoNoVino,
      cancelo: num(sumas.cancelo),
      ultimaCancelacion: sumas.ultimaCancelacion,
      ultimaVisita: sumas.ultima,
      proximoTurno: proximo ?? null,
      servicioFrecuente: frecuente ?? null,
      // Days between the first and the last visit over the gaps between them (visits on
      // different days; two services the same day are one visit).
      diasEntreVisitas:
        dias >= 2 && sumas.primera !== null && sumas.ultima !== null
          ? Math.round((diasEntre(sumas.primera, sumas.ultima) / (dias - 1)) * 10) / 10
          : null,
    },
  };
}

/** The client's appointments, newest first (those still to come on top), a page at a time. */
export async function turnosCliente(db: Db, id: number, pagina: number): Promise<TurnosPagina> {
  await clienteRow(db, id);
  const [rows, total] = await Promise.all([
    selectTurnos(db)
      .where('t.id_cliente', '=', id)
      .orderBy('t.fecha', 'desc')
      .orderBy('t.hora', 'desc')
      .orderBy('t.id', 'desc')
      .limit(FICHA_TURNOS_POR_PAGINA)
      .offset((pagina - 1) * FICHA_TURNOS_POR_PAGINA)
      .execute(),
    db
      .selectFrom('turnos')
      .where('id_cliente', '=', id)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { turnos: rows.map(toTurno), total: num(total.n), pagina, porPagina: FICHA_TURNOS_POR_PAGINA };
}
