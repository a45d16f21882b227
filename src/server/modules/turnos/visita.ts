import { ASISTENCIA_INICIAL } from '#shared/domain/asistencia.ts';
import { cuartoPermitido, isSlot } from '#shared/domain/slots.ts';
import { codes } from '#shared/messages.ts';
import { turnoMessages, type Turno } from '#shared/schemas/turno.ts';
import { visitaCodes, visitaMessages } from '#shared/schemas/visita.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { selectTurnos, toTurno } from './lectura.ts';

/*
 * A booking's visit (decision 056): the bookings of one client's visit of several services share
 * `id_visita`, the id of the visit's first booking. Read and written by the booking's one writer
 * (agendar.ts) only.
 */

/** The visit a booking joins: it must have bookings, of the same client, on the same day. */
export async function visitaParaUnirse(
  db: Db,
  idVisita: number,
  t: { idCliente: number; fecha: string },
): Promise<number> {
  const row = await db
    .selectFrom('turnos')
    .select(['id_cliente', 'fecha'])
    .where('id_visita', '=', idVisita)
    .orderBy('id')
    .executeTakeFirst();
  if (row === undefined) throw new HttpError(400, visitaMessages.noEncontrada, { code: visitaCodes.noEncontrada });
  if (row.id_cliente !== t.idCliente) {
    throw new HttpError(409, visitaMessages.otroCliente, { code: visitaCodes.otroCliente });
  }
  if (row.fecha !== t.fecha) throw new HttpError(400, visitaMessages.otroDia, { code: visitaCodes.otroDia });
  return idVisita;
}

/**
 * A booking leaves its visit for `nueva` (its own id to stand alone, or a visit it joins). The
 * visit was named after it: the others keep a visit of their own, named after the first of them.
 */
export async function dejarVisita(db: Db, id: number, idVisita: number, nueva: number): Promise<void> {
  if (idVisita === id) {
    const resto = await db
      .selectFrom('turnos')
      .select((eb) => eb.fn.min('id').as('primero'))
      .where('id_visita', '=', idVisita)
      .where('id', '!=', id)
      .executeTakeFirst();
    const primero = resto?.primero ?? null;
    if (primero !== null) {
      await db
        .updateTable('turnos')
        .set({ id_visita: Number(primero) })
        .where('id_visita', '=', idVisita)
        .where('id', '!=', id)
        .execute();
    }
  }
  await db.updateTable('turnos').set({ id_visita: nueva }).where('id', '=', id).execute();
}

/**
 * The visit's other bookings still to happen ('Pendiente'): one attended, missed or cancelled
 * stays where it was.
 */
export async function companeros(db: Db, t: Pick<Turno, 'id' | 'idVisita'>): Promise<Turno[]> {
  const rows = await selectTurnos(db)
    .where('t.id_visita', '=', t.idVisita)
    .where('t.id', '!=', t.id)
    .where('t.asistencia', '=', ASISTENCIA_INICIAL)
    .execute();
  return rows.map(toTurno);
}

/**
 * A quarter-hour start (:15, :45) is taken only right after a booking that ends there, of the same
 * professional or of the same client (the visit's previous service): the grid's 30-minute rows
 * otherwise leave it a hole. Refused with the spec's message for a time off the grid.
 */
export async function assertHoraPermitida(
  db: Db,
  t: { idEmpleado: number; idCliente: number; fecha: string; hora: string },
  id: number | null,
): Promise<void> {
  if (isSlot(t.hora)) return;
  const previos = await db
    .selectFrom('turnos')
    .select(['id', 'hora', 'duracion', 'asistencia'])
    .where('fecha', '=', t.fecha)
    .where((eb) => eb.or([eb('id_empleado', '=', t.idEmpleado), eb('id_cliente', '=', t.idCliente)]))
    .execute();
  if (
    !cuartoPermitido(
      t.hora,
      previos.filter((p) => p.id !== id),
    )
  ) {
    // The schema's refusal of a time off the grid, code included: a quarter hour alone is one.
    throw new HttpError(400, turnoMessages.hora, { code: codes.datoInvalido });
  }
}
