import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import type { Reserva } from '#shared/schemas/reserva.ts';
import { hashToken } from '#server/auth/sessions.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { cancelarPorLaClienta } from '#server/modules/enlaces/repository.ts';
import { ahoraEn, type Reloj } from '#server/reloj.ts';
import { COLUMNAS_DE_RESERVA, pasoDeReserva, reservaDe } from './repository.ts';

/** The cancel link a client got with an online booking: what it shows, and the cancellation. */

async function porToken(db: Db, token: string) {
  const row = await db
    .selectFrom('turnos as t')
    .innerJoin('empleados as e', 'e.id', 't.id_empleado')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .select(COLUMNAS_DE_RESERVA)
    .where('t.token_cancelacion', '=', hashToken(token))
    .executeTakeFirst();
  if (row === undefined) {
    throw new HttpError(404, reservaMessages.enlaceInvalido, { code: reservaCodes.enlaceInvalido });
  }
  return row;
}

function toReserva(row: Awaited<ReturnType<typeof porToken>>, ajustes: Ajustes, reloj: Reloj): Reserva {
  const reserva = reservaDe(row.fecha, [pasoDeReserva(row)], ajustes, ahoraEn(reloj), reloj);
  const cancelado = row.asistencia === 'Canceló';
  return { ...reserva, cancelado, cancelable: !cancelado && reserva.cancelable };
}

/** The booking behind a cancel link. */
export async function verReserva(db: Db, token: string, ajustes: Ajustes, reloj: Reloj): Promise<Reserva> {
  return toReserva(await porToken(db, token), ajustes, reloj);
}

/** Cancels a booking by its link, until the cancellation notice: its slot is free again. */
export async function cancelarReserva(db: Db, token: string, ajustes: Ajustes, reloj: Reloj): Promise<Reserva> {
  return db.transaction().execute(async (trx) => {
    const row = await porToken(trx, token);
    await cancelarPorLaClienta(trx, reloj, ajustes, row, {
      before: { asistencia: row.asistencia },
      after: { asistencia: 'Canceló', origen: 'online', por: 'enlace de cancelación' },
    });
    return toReserva({ ...row, asistencia: 'Canceló' }, ajustes, reloj);
  });
}
