import {
  recordatorioCodes,
  recordatorioMessages,
  type EnviarRecordatorio,
  type Recordatorio,
  type RecordatorioEnviado,
} from '#shared/schemas/recordatorio.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { enlacePath, nuevoEnlace } from '#server/modules/enlaces/repository.ts';
import { selectTurnos, toTurno, turnoNotFound } from '#server/modules/turnos/repository.ts';
import { instante, type Reloj } from '#server/reloj.ts';

const ENTITY = 'recordatorios';

/** A cancelled appointment gets no reminder. */
const CANCELO = 'Canceló';

/** Appointments as the agenda reads them, with their mark when one was sent, and who sent it. */
function selectRecordatorios(db: Db) {
  return selectTurnos(db)
    .leftJoin('recordatorios as r', 'r.id_turno', 't.id')
    .leftJoin('users as u', 'u.id', 'r.id_usuario')
    .select(['r.fecha as r_fecha', 'r.hora as r_hora', 'r.enviado_at as r_enviado_at', 'u.nombre as u_nombre']);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRecordatorios>['executeTakeFirstOrThrow']>>;

function toRecordatorio(r: Row): Recordatorio {
  const t = toTurno(r);
  const marked = r.r_enviado_at !== null;
  // A mark counts only for the day and time the reminder announced.
  const current = marked && r.r_fecha === t.fecha && r.r_hora === t.hora;
  return {
    id: t.id,
    fecha: t.fecha,
    hora: t.hora,
    duracion: t.duracion,
    idCliente: t.idCliente,
    clienteNombre: t.clienteNombre,
    clientePila: r.c_nombre,
    clienteTelefono: t.clienteTelefono,
    servicioNombre: t.servicioNombre,
    empleadoNombre: t.empleadoNombre,
    asistencia: t.asistencia,
    confirmacion: t.confirmacion,
    enviado: current,
    enviadoAt: r.r_enviado_at,
    enviadoPor: r.u_nombre,
    movidoDesdeEnvio: marked && !current,
  };
}

/** The day's appointments that still need (or got) a reminder: all but the cancelled ones, by time and employee. */
export async function listRecordatorios(db: Db, fecha: string): Promise<Recordatorio[]> {
  const rows = await selectRecordatorios(db)
    .where('t.fecha', '=', fecha)
    .where('t.asistencia', '<>', CANCELO)
    .orderBy('t.hora')
    .orderBy('t.id_empleado')
    .orderBy('t.id')
    .execute();
  return rows.map(toRecordatorio);
}

async function getRecordatorio(db: Db, id: number): Promise<Recordatorio> {
  const row = await selectRecordatorios(db).where('t.id', '=', id).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, turnoNotFound, { code: recordatorioCodes.turnoNoEncontrado });
  return toRecordatorio(row);
}

/** The mark as the audit log keeps it: whether there is one, and for which day and time. */
function auditSnapshot(mark: { fecha: string; hora: string } | undefined) {
  return { enviado: mark !== undefined, fecha: mark?.fecha ?? null, hora: mark?.hora ?? null };
}

/**
 * Sets or takes away the 'Enviado' mark of an appointment's reminder. Marking a reminder already
 * marked for the same day and time keeps the first sender and time (the second receptionist sees
 * who sent it) and writes nothing; one marked for a day or time the appointment has since left is
 * replaced. Audited when something changes.
 */
export async function setEnviado(
  db: Db,
  reloj: Reloj,
  userId: number,
  id: number,
  enviado: boolean,
): Promise<Recordatorio> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('turnos').select(['id', 'fecha', 'hora']).where('id', '=', id);
    // On PostgreSQL the appointment's row is locked until the end: two desks marking it at once
    // go one after the other (the second sees the first's mark, and no duplicate key), and it
    // cannot be deleted under the insert. SQLite runs one write transaction at a time already.
    if (isPostgres(trx)) query = query.forUpdate();
    const turno = await query.executeTakeFirst();
    if (turno === undefined) throw new HttpError(404, turnoNotFound, { code: recordatorioCodes.turnoNoEncontrado });
    const before = await trx
      .selectFrom('recordatorios')
      .select(['fecha', 'hora'])
      .where('id_turno', '=', id)
      .executeTakeFirst();
    const current = before !== undefined && before.fecha === turno.fecha && before.hora === turno.hora;

    if (enviado && !current) {
      if (before !== undefined) await trx.deleteFrom('recordatorios').where('id_turno', '=', id).execute();
      await trx
        .insertInto('recordatorios')
        .values({
          id_turno: id,
          fecha: turno.fecha,
          hora: turno.hora,
          enviado_at: instante(reloj),
          id_usuario: userId,
        })
        .execute();
    } else if (!enviado && before !== undefined) {
      await trx.deleteFrom('recordatorios').where('id_turno', '=', id).execute();
    } else {
      return getRecordatorio(trx, id);
    }
    const after = enviado ? { fecha: turno.fecha, hora: turno.hora } : undefined;
    await recordAudit(trx, {
      userId,
      action: 'editar',
      entity: ENTITY,
      entityId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return getRecordatorio(trx, id);
  });
}

/**
 * A client's reminder of one day, sent as one message (decision 048): each of her bookings that
 * day that is not cancelled gets a new link of her own, and its 'Enviado' mark. Bookings of a
 * day already past get no link (409, as `nuevoEnlace` says); a client with none that day, 404.
 */
export async function enviarRecordatorio(
  db: Db,
  reloj: Reloj,
  userId: number,
  { fecha, idCliente }: EnviarRecordatorio,
  origen: string,
): Promise<RecordatorioEnviado> {
  const turnos = await selectRecordatorios(db)
    .where('t.fecha', '=', fecha)
    .where('t.id_cliente', '=', idCliente)
    .where('t.asistencia', '<>', CANCELO)
    .orderBy('t.hora')
    .orderBy('t.id')
    .execute();
  if (turnos.length === 0) {
    throw new HttpError(404, recordatorioMessages.sinTurnos, { code: recordatorioCodes.sinTurnos });
  }
  const enlaces: RecordatorioEnviado['enlaces'] = [];
  for (const row of turnos) {
    const t = toRecordatorio(row);
    const token = await nuevoEnlace(db, reloj, t.id, userId);
    enlaces.push({ id: t.id, servicioNombre: t.servicioNombre, hora: t.hora, url: `${origen}${enlacePath(token)}` });
  }
  const recordatorios: Recordatorio[] = [];
  for (const { id } of enlaces) recordatorios.push(await setEnviado(db, reloj, userId, id, true));
  return { enlaces, recordatorios };
}
