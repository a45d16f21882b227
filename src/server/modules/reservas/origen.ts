import { ASISTENCIA_INICIAL } from '#shared/domain/asistencia.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import {
  ORIGEN_VENTANA_HORAS,
  origenCodes,
  type DeshacerOrigen,
  type OrigenCuenta,
  type OrigenPor,
  type OrigenPrevia,
} from '#shared/schemas/reserva-origen.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { selectTurnos, toTurno } from '#server/modules/turnos/repository.ts';
import { ahoraEn, type Reloj } from '#server/reloj.ts';
import { porVenir } from './repository.ts';

/**
 * 'Deshacer reservas de este origen' (the agenda's online list): the online bookings made from
 * the same address, or the same phone, as one booking, in the window from a day before it up to
 * now, that are still 'Pendiente' and to come; previewed, then cancelled at once ('Canceló', so
 * their slots are free again) in one transaction with one audit entry listing them.
 */

const VENTANA_MS = ORIGEN_VENTANA_HORAS * 3_600_000;

interface Origen {
  id: number;
  created_at: string;
  origen_direccion: string | null;
  origen_telefono: string | null;
}

/** The origin compared: the address key as stored, or the phone's WhatsApp number (typed any way). */
function valorDe(o: Origen, por: OrigenPor): string | null {
  if (por === 'direccion') return o.origen_direccion;
  return o.origen_telefono === null ? null : (whatsappNumber(o.origen_telefono) ?? o.origen_telefono);
}

async function origenDe(db: Db, id: number): Promise<Origen> {
  const row = await db
    .selectFrom('turnos')
    .select(['id', 'created_at', 'origen_direccion', 'origen_telefono'])
    .where('id', '=', id)
    .where('origen', '=', 'online')
    .executeTakeFirst();
  if (row === undefined) throw new HttpError(404, 'Esa reserva online no existe.', { code: 'RESERVA_NO_ENCONTRADA' });
  return row;
}

const desdeDe = (o: Origen) => new Date(Date.parse(o.created_at) - VENTANA_MS).toISOString();

/** The online bookings still 'Pendiente' and to come made between `desde` and `hasta`, with their origin. */
async function pendientesEntre(db: Db, desde: string, hasta: string, reloj: Reloj): Promise<Origen[]> {
  return db
    .selectFrom('turnos')
    .select(['id', 'created_at', 'origen_direccion', 'origen_telefono'])
    .where('origen', '=', 'online')
    .where('asistencia', '=', ASISTENCIA_INICIAL)
    .where('created_at', '>=', desde)
    .where('created_at', '<=', hasta)
    .where(porVenir(ahoraEn(reloj)))
    .orderBy('id')
    .execute();
}

/** Of `todas`, the ones from the origin of `o`, within its window. */
function delOrigen(todas: readonly Origen[], o: Origen, por: OrigenPor): Origen[] | null {
  const valor = valorDe(o, por);
  if (valor === null) return null;
  const desde = desdeDe(o);
  return todas.filter((r) => r.created_at >= desde && valorDe(r, por) === valor);
}

async function mismas(db: Db, id: number, por: OrigenPor, hasta: string, reloj: Reloj): Promise<Origen[]> {
  const origen = await origenDe(db, id);
  const ids = delOrigen(await pendientesEntre(db, desdeDe(origen), hasta, reloj), origen, por);
  if (ids === null) {
    throw new HttpError(409, 'Esta reserva se hizo antes de que se guardara su origen.', {
      code: origenCodes.sinOrigen,
    });
  }
  return ids;
}

async function turnosPorId(db: Db, ids: readonly number[]): Promise<Turno[]> {
  if (ids.length === 0) return [];
  const rows = await selectTurnos(db)
    .where('t.id', 'in', ids)
    .orderBy('t.fecha')
    .orderBy('t.hora')
    .orderBy('t.id')
    .execute();
  return rows.map(toTurno);
}

/** What undoing would cancel, as of now (`hasta`, which the undo sends back). */
export async function previaOrigen(db: Db, id: number, por: OrigenPor, reloj: Reloj): Promise<OrigenPrevia> {
  const hasta = new Date(reloj.now()).toISOString();
  const origen = await origenDe(db, id);
  const turnos = await turnosPorId(
    db,
    (await mismas(db, id, por, hasta, reloj)).map((r) => r.id),
  );
  return { por, desde: desdeDe(origen), hasta, cantidad: turnos.length, turnos };
}

/**
 * Cancels what the preview answered at `hasta` (never later than now) and is still 'Pendiente'
 * and to come. Each booking is changed only while still 'Pendiente', in the statement itself, so
 * two members of staff undoing at once cancel each booking once, and the second is told there
 * was nothing left.
 */
export async function deshacerOrigen(
  db: Db,
  id: number,
  pedido: DeshacerOrigen,
  reloj: Reloj,
  userId: number,
): Promise<{ cantidad: number; ids: number[] }> {
  const nowIso = new Date(reloj.now()).toISOString();
  const hasta = pedido.hasta < nowIso ? pedido.hasta : nowIso;
  return db.transaction().execute(async (trx) => {
    const ids = (await mismas(trx, id, pedido.por, hasta, reloj)).map((r) => r.id);
    const turnos = await turnosPorId(trx, ids);
    const canceladas =
      ids.length === 0
        ? []
        : (
            await trx
              .updateTable('turnos')
              .set({ asistencia: 'Canceló', updated_at: nowIso })
              .where('id', 'in', ids)
              .where('asistencia', '=', ASISTENCIA_INICIAL)
              .returning('id')
              .execute()
          ).map((r) => r.id);
    if (canceladas.length === 0) {
      throw new HttpError(409, 'No quedan reservas de este origen para cancelar.', {
        code: origenCodes.nadaQueDeshacer,
      });
    }
    const hechas = new Set(canceladas);
    await recordAudit(trx, {
      userId,
      action: 'editar',
      entity: 'turnos',
      entityId: null,
      before: { asistencia: ASISTENCIA_INICIAL },
      after: {
        asistencia: 'Canceló',
        por: 'deshacer reservas de un origen',
        origen: pedido.por,
        reserva: id,
        hasta,
        turnos: turnos
          .filter((t) => hechas.has(t.id))
          .map((t) => ({
            id: t.id,
            fecha: t.fecha,
            hora: t.hora,
            cliente: t.clienteNombre,
            empleado: t.empleadoNombre,
          })),
      },
    });
    return { cantidad: canceladas.length, ids: [...hechas].sort((a, b) => a - b) };
  });
}

/** For the agenda's online list: each booking's preview counts, in two queries whatever the list's length. */
export async function cuentasDeOrigen(db: Db, ids: readonly number[], reloj: Reloj): Promise<OrigenCuenta[]> {
  if (ids.length === 0) return [];
  const listadas = await db
    .selectFrom('turnos')
    .select(['id', 'created_at', 'origen_direccion', 'origen_telefono'])
    .where('id', 'in', ids)
    .where('origen', '=', 'online')
    .execute();
  if (listadas.length === 0) return [];
  const desde = listadas.map(desdeDe).reduce((a, b) => (a < b ? a : b));
  const todas = await pendientesEntre(db, desde, new Date(reloj.now()).toISOString(), reloj);
  return listadas.map((o) => ({
    idTurno: o.id,
    direccion: delOrigen(todas, o, 'direccion')?.length ?? null,
    telefono: delOrigen(todas, o, 'telefono')?.length ?? null,
  }));
}
