import { sql } from 'kysely';
import { addDays } from '#shared/domain/dates.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { daysBetween } from '#shared/domain/ranges.ts';
import { compareText } from '#shared/domain/text.ts';
import {
  volverALlamarCodes,
  volverALlamarMessages,
  type Llamado,
  type VolverALlamar,
} from '#shared/schemas/recordatorio.ts';
import { reservasSitePath } from '#shared/site-routes.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import { turnoNotFound } from '#server/modules/turnos/repository.ts';
import { ahoraEn, instante, type Reloj } from '#server/reloj.ts';

const ENTITY = 'llamados';

/** A booking the client did not come to: neither a visit nor something booked ahead. */
const NO_ES_VISITA = ['Canceló', 'No vino'];

/** `DELETE /api/recordatorios/volver-a-llamar/:idTurno` of a visit with no call marked. */
const noMarcado = () => new HttpError(404, volverALlamarMessages.noMarcado, { code: volverALlamarCodes.noMarcado });

/**
 * The clients to call back, most overdue first: for each client and each service that says how
 * often it is repeated, her last visit to it (a booking before today she did not cancel or miss),
 * when that many days have passed since, nobody marked the call for that visit yet, and she has
 * nothing booked from today on. A visit the same day is "today" to the centre, not to UTC.
 * `origen` is the site's origin (http/site-origin.ts: PUBLIC_URL, else the request's own), for
 * the booking page's absolute address the desk sends her.
 */
export async function listVolverALlamar(db: Db, reloj: Reloj, origen: string): Promise<VolverALlamar[]> {
  const { fecha: hoy } = ahoraEn(reloj);
  const ultimas = db
    .selectFrom('turnos as t')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .where('s.repetir_cada_dias', 'is not', null)
    .where('t.fecha', '<', hoy)
    .where('t.asistencia', 'not in', NO_ES_VISITA)
    .select([
      't.id',
      't.id_cliente',
      't.id_servicio',
      't.fecha',
      sql<number>`row_number() over (partition by t.id_cliente, t.id_servicio order by t.fecha desc, t.hora desc, t.id desc)`.as(
        'orden',
      ),
    ]);
  const [rows, ajustes] = await Promise.all([
    db
      .selectFrom(ultimas.as('u'))
      .innerJoin('clientes as c', 'c.id', 'u.id_cliente')
      .innerJoin('servicios_base as s', 's.id', 'u.id_servicio')
      .leftJoin('llamados as l', 'l.id_turno', 'u.id')
      .where('u.orden', '=', 1)
      .where('l.id_turno', 'is', null)
      // An archived client (merged, erased, deleted) or service is no one to call about.
      .where('c.archived_at', 'is', null)
      .where('c.datos_borrados_at', 'is', null)
      .where('s.archived_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('turnos as f')
              .select('f.id')
              .whereRef('f.id_cliente', '=', 'u.id_cliente')
              .where('f.fecha', '>=', hoy)
              .where('f.asistencia', 'not in', NO_ES_VISITA),
          ),
        ),
      )
      .select([
        'u.id',
        'u.id_cliente',
        'u.id_servicio',
        'u.fecha',
        'c.nombre as c_nombre',
        'c.apellido as c_apellido',
        'c.telefono as c_telefono',
        's.nombre as s_nombre',
        's.descripcion as s_descripcion',
        's.repetir_cada_dias',
        's.reservable_online',
      ])
      .execute(),
    getAjustes(db),
  ]);

  const list: VolverALlamar[] = [];
  for (const r of rows) {
    const repetir = r.repetir_cada_dias;
    if (repetir === null || addDays(r.fecha, repetir) > hoy) continue;
    list.push({
      idTurno: r.id,
      idCliente: r.id_cliente,
      clienteNombre: nombreCompleto({ nombre: r.c_nombre, apellido: r.c_apellido ?? '' }),
      clientePila: r.c_nombre,
      clienteTelefono: r.c_telefono ?? '',
      idServicio: r.id_servicio,
      servicioNombre: servicioLabel({ nombre: r.s_nombre, descripcion: r.s_descripcion }),
      fecha: r.fecha,
      repetirCadaDias: repetir,
      diasDesde: daysBetween({ desde: r.fecha, hasta: hoy }),
      reservaPath: !ajustes.reservasOnline
        ? null
        : r.reservable_online === 1
          ? `/${reservasSitePath}?servicio=${r.id_servicio}`
          : `/${reservasSitePath}`,
      // The page she books it on herself, the service chosen (reservar-flujo.ts reads `servicio`).
      reservarUrl:
        ajustes.reservasOnline && r.reservable_online === 1
          ? `${origen}/${reservasSitePath}?servicio=${r.id_servicio}`
          : null,
    });
  }
  const atraso = (v: VolverALlamar) => v.diasDesde - v.repetirCadaDias;
  return list.sort(
    (a, b) => atraso(b) - atraso(a) || compareText(a.clienteNombre, b.clienteNombre) || a.idTurno - b.idTurno,
  );
}

/** A visit as the list showed it, as the audit log reads it: who, which service, which day. */
function visitaAuditada(turno: {
  fecha: string;
  nombre: string;
  apellido: string | null;
  s_nombre: string | null;
  descripcion: string;
}) {
  return {
    clienteNombre: nombreCompleto({ nombre: turno.nombre, apellido: turno.apellido ?? '' }),
    servicioNombre: servicioLabel({ nombre: turno.s_nombre, descripcion: turno.descripcion }),
    fecha: turno.fecha,
  };
}

/** The booking a call is marked for, with what the audit log reads of it. */
function visitaQuery(db: Db, idTurno: number) {
  return db
    .selectFrom('turnos as t')
    .innerJoin('clientes as c', 'c.id', 't.id_cliente')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .select(['t.fecha', 't.asistencia', 'c.nombre', 'c.apellido', 's.nombre as s_nombre', 's.descripcion'])
    .where('t.id', '=', idTurno);
}

async function llamadoDe(db: Db, idTurno: number): Promise<Llamado | undefined> {
  const row = await db
    .selectFrom('llamados as l')
    .leftJoin('users as u', 'u.id', 'l.id_usuario')
    .select(['l.id_turno', 'l.llamado_at', 'u.nombre'])
    .where('l.id_turno', '=', idTurno)
    .executeTakeFirst();
  return row === undefined ? undefined : { idTurno: row.id_turno, llamadoAt: row.llamado_at, llamadoPor: row.nombre };
}

/**
 * Marks that the client of a visit was called back: she leaves the list until a later visit.
 * Marking again keeps the first call (who and when) and writes nothing. Only a visit can be
 * marked: a booking from today on, or one cancelled or missed, is refused (409). Audited.
 */
export async function marcarLlamado(db: Db, reloj: Reloj, userId: number, idTurno: number): Promise<Llamado> {
  return db.transaction().execute(async (trx) => {
    let query = visitaQuery(trx, idTurno);
    // Two desks marking at once go one after the other on PostgreSQL (the second finds the
    // first's mark); SQLite runs one write transaction at a time already.
    if (isPostgres(trx)) query = query.forUpdate('t');
    const turno = await query.executeTakeFirst();
    if (turno === undefined) {
      throw new HttpError(404, turnoNotFound, { code: volverALlamarCodes.turnoNoEncontrado });
    }
    if (turno.fecha >= ahoraEn(reloj).fecha || NO_ES_VISITA.includes(turno.asistencia)) {
      throw new HttpError(409, volverALlamarMessages.noEsVisita, { code: volverALlamarCodes.noEsVisita });
    }
    const before = await llamadoDe(trx, idTurno);
    if (before !== undefined) return before;
    await trx
      .insertInto('llamados')
      .values({ id_turno: idTurno, llamado_at: instante(reloj), id_usuario: userId })
      .execute();
    const after = await llamadoDe(trx, idTurno);
    if (after === undefined) throw new Error('el llamado recién guardado no se pudo leer');
    // The log reads the visit as the list showed it: who, which service, which day.
    await recordAudit(trx, {
      userId,
      action: 'crear',
      entity: ENTITY,
      entityId: idTurno,
      after: visitaAuditada(turno),
    });
    return after;
  });
}

/**
 * Takes a call's mark away ('Deshacer' after 'Marcar como llamada'): the client is listed again
 * while she is still due. 404 when the visit has no mark (never marked, already taken away, or
 * no such booking). Audited with the visit and the call as they were. Two desks at once: one
 * deletes the row, the other finds none and gets the 404.
 */
export async function desmarcarLlamado(db: Db, userId: number, idTurno: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const llamado = await llamadoDe(trx, idTurno);
    if (llamado === undefined) {
      throw noMarcado();
    }
    const { numDeletedRows } = await trx.deleteFrom('llamados').where('id_turno', '=', idTurno).executeTakeFirst();
    // Taken away meanwhile by another desk (PostgreSQL: this delete waited for hers).
    if (numDeletedRows === 0n) throw noMarcado();
    // A mark goes with its booking (migration 023), so the booking is there.
    const turno = await visitaQuery(trx, idTurno).executeTakeFirstOrThrow();
    await recordAudit(trx, {
      userId,
      action: 'eliminar',
      entity: ENTITY,
      entityId: idTurno,
      // Keys the audit screen reads in Spanish ('Marcada', 'Marcada por').
      before: { ...visitaAuditada(turno), marcada: llamado.llamadoAt, marcadaPor: llamado.llamadoPor },
    });
  });
}
