import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import { fromCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import type { Reserva } from '#shared/schemas/reserva.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { hashToken } from '#server/auth/sessions.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { ahoraEn, instante, type Reloj } from '#server/reloj.ts';
import { cancelable, cancelableHasta, inicio, primerNombre } from './repository.ts';

/** The cancel link a client got with an online booking: what it shows, and the cancellation. */

async function porToken(db: Db, token: string) {
  const row = await db
    .selectFrom('turnos as t')
    .innerJoin('empleados as e', 'e.id', 't.id_empleado')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .select([
      't.id',
      't.fecha',
      't.hora',
      't.duracion',
      't.costo_cents',
      't.asistencia',
      'e.nombre as e_nombre',
      's.nombre as s_nombre',
      's.descripcion as s_descripcion',
    ])
    .where('t.token_cancelacion', '=', hashToken(token))
    .executeTakeFirst();
  if (row === undefined) {
    throw new HttpError(404, reservaMessages.enlaceInvalido, { code: reservaCodes.enlaceInvalido });
  }
  return row;
}

function toReserva(row: Awaited<ReturnType<typeof porToken>>, ajustes: Ajustes, reloj: Reloj): Reserva {
  return {
    fecha: row.fecha,
    hora: row.hora,
    duracion: row.duracion,
    servicio: servicioLabel({ nombre: row.s_nombre ?? '', descripcion: row.s_descripcion }),
    precio: fromCents(row.costo_cents),
    profesional: primerNombre({ nombre: row.e_nombre }),
    cancelado: row.asistencia === 'Canceló',
    cancelableHasta: cancelableHasta(row.fecha, row.hora, ajustes.cancelacionHoras),
    cancelable: row.asistencia !== 'Canceló' && cancelable(row.fecha, row.hora, ahoraEn(reloj), ajustes),
    inicio: inicio(row.fecha, row.hora, reloj.timeZone),
  };
}

/** The booking behind a cancel link. */
export async function verReserva(db: Db, token: string, ajustes: Ajustes, reloj: Reloj): Promise<Reserva> {
  return toReserva(await porToken(db, token), ajustes, reloj);
}

/** Cancels a booking by its link, until the cancellation notice: its slot is free again. */
export async function cancelarReserva(db: Db, token: string, ajustes: Ajustes, reloj: Reloj): Promise<Reserva> {
  return db.transaction().execute(async (trx) => {
    const row = await porToken(trx, token);
    if (row.asistencia === 'Canceló') {
      throw new HttpError(409, reservaMessages.yaCancelado, { code: reservaCodes.yaCancelado });
    }
    const ahora = ahoraEn(reloj);
    if (`${row.fecha} ${row.hora}` <= `${ahora.fecha} ${ahora.hora}`) {
      throw new HttpError(409, reservaMessages.yaPaso, { code: reservaCodes.yaPaso });
    }
    if (!cancelable(row.fecha, row.hora, ahora, ajustes)) {
      throw new HttpError(409, reservaMessages.tardeParaCancelar(ajustes.cancelacionHoras), {
        code: reservaCodes.tardeParaCancelar,
      });
    }
    await trx
      .updateTable('turnos')
      // Her answer too, as her own link records it (decision 048): news at the desk.
      .set({
        asistencia: 'Canceló',
        confirmacion: 'Canceló',
        respuesta_at: instante(reloj),
        updated_at: instante(reloj),
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      userId: null,
      action: 'editar',
      entity: 'turnos',
      entityId: row.id,
      before: { asistencia: row.asistencia },
      after: { asistencia: 'Canceló', origen: 'online', por: 'enlace de cancelación' },
    });
    return toReserva({ ...row, asistencia: 'Canceló' }, ajustes, reloj);
  });
}
