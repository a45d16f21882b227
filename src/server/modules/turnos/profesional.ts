import { fromCents } from '#shared/domain/money.ts';
import { veTelefonos } from '#shared/domain/permisos.ts';
import { daysBetween } from '#shared/domain/ranges.ts';
import {
  RANGO_PERSONAL_DIAS,
  RANGO_SIN_CIFRAS,
  turnoCodes,
  turnoMessages,
  turnoProfesionalMessages,
  type Turno,
  type TurnoOcupado,
  type TurnoValues,
} from '#shared/schemas/turno.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Reloj } from '#server/reloj.ts';
import type { Correos } from '#server/modules/correos/outbox.ts';
import { registrarPagoDeTurno } from '#server/modules/ventas/repository.ts';
import { agendar, lockEmpleados, reagendar } from './agendar.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import { getTurno, listTurnos } from './lectura.ts';

/*
 * A professional's own account in the agenda (decision 054): her column whole, the others' as
 * busy time; she books, moves and marks attendance in her column only. Money is the desk's: a
 * booking she makes is at the catalogue's price and owes it ('Debe'), one she moves keeps its
 * price and what was paid, and neither teaches the catalogue.
 */

/** A booking as she sees it: hers whole (the phone as the settings say), another's as busy time. */
export function comoLaVe(t: Turno, idEmpleado: number, telefonos: boolean): Turno | TurnoOcupado {
  if (t.idEmpleado === idEmpleado) return telefonos ? t : { ...t, clienteTelefono: '' };
  return {
    id: t.id,
    idCliente: 0,
    idEmpleado: t.idEmpleado,
    idServicio: 0,
    fecha: t.fecha,
    hora: t.hora,
    duracion: t.duracion,
    // Whether it still holds the time ('Canceló' and 'No vino' free it).
    asistencia: t.asistencia,
    confirmacion: '',
    origen: null,
    // Its own: which other bookings share her colleague's visit is not hers to see.
    idVisita: t.id,
    clienteNombre: '',
    clienteTelefono: '',
    servicioNombre: '',
    empleadoNombre: t.empleadoNombre,
    ocupado: true,
  };
}

/**
 * Her day or week (the week view's 7 days at most, as staff without the figures): every booking,
 * hers whole and the others' as busy time.
 */
export async function agendaPropia(
  db: Db,
  idEmpleado: number,
  { fecha, desde, hasta }: { fecha?: string | undefined; desde?: string | undefined; hasta?: string | undefined },
): Promise<(Turno | TurnoOcupado)[]> {
  const rango = fecha !== undefined ? { desde: fecha, hasta: fecha } : { desde: desde ?? '', hasta: hasta ?? '' };
  if (daysBetween(rango) + 1 > RANGO_PERSONAL_DIAS) {
    throw new HttpError(403, turnoMessages.rangoSinCifras, { code: RANGO_SIN_CIFRAS });
  }
  const telefonos = veTelefonos('profesional', await getAjustes(db));
  return (await listTurnos(db, rango)).map((t) => comoLaVe(t, idEmpleado, telefonos));
}

function otraColumna(): HttpError {
  return new HttpError(403, turnoProfesionalMessages.otraColumna, { code: turnoCodes.deOtraProfesional });
}

/** A booking she makes in her column: the service's price, owed until the desk charges it. */
export async function agendarPropio(
  db: Db,
  userId: number,
  reloj: Reloj,
  idEmpleado: number,
  t: TurnoValues,
  correos: Correos | null,
): Promise<Turno> {
  if (t.idEmpleado !== idEmpleado) throw otraColumna();
  return db.transaction().execute(async (trx) => {
    const servicio = await trx
      .selectFrom('servicios_base')
      .select('precio_cents')
      .where('id', '=', t.idServicio)
      .executeTakeFirst();
    // An unknown service is refused by the booking's own checks.
    const costo = servicio === undefined ? 0 : fromCents(Number(servicio.precio_cents));
    // A visit is the desk's to make: her booking is a visit of its own.
    const turno: TurnoValues = {
      ...t,
      costo,
      estado: 'Debe',
      montoAbonado: null,
      medioPago: undefined,
      idVisita: undefined,
      soloEsteTurno: undefined,
    };
    const guardado = await agendar(trx, {
      userId,
      reloj,
      turno,
      correos,
      discreto: true,
      ademas: ({ after }) => registrarPagoDeTurno(trx, userId, reloj, { before: null, after, medio: undefined }),
    });
    return comoLoVeSuyo(trx, guardado);
  });
}

/** Her own booking as she is answered it: the client's phone only while the settings show it to her. */
async function comoLoVeSuyo(db: Db, t: Turno): Promise<Turno> {
  return veTelefonos('profesional', await getAjustes(db)) ? t : { ...t, clienteTelefono: '' };
}

/**
 * One of her bookings moved, lengthened or its attendance marked, within her column: its client,
 * service, price and payment stay as they are.
 */
export async function reagendarPropio(
  db: Db,
  userId: number,
  reloj: Reloj,
  idEmpleado: number,
  id: number,
  t: TurnoValues,
  correos: Correos | null,
): Promise<Turno> {
  if (t.idEmpleado !== idEmpleado) throw otraColumna();
  return db.transaction().execute(async (trx) => {
    // Her column locked first: a move of this booking to another column waits for this write.
    await lockEmpleados(trx, [idEmpleado]);
    const before = await getTurno(trx, id);
    if (before.idEmpleado !== idEmpleado) {
      throw new HttpError(403, turnoProfesionalMessages.deOtra, { code: turnoCodes.deOtraProfesional });
    }
    const turno: TurnoValues = {
      ...t,
      idCliente: before.idCliente,
      idServicio: before.idServicio,
      costo: before.costo,
      estado: before.estado as TurnoValues['estado'],
      montoAbonado: before.montoAbonado,
      medioPago: undefined,
      // Her move takes none of a visit's other services (they are the desk's): moved in time, it
      // leaves the visit, so a later move of the visit does not take it along.
      idVisita: undefined,
      soloEsteTurno: true,
    };
    const guardado = await reagendar(trx, id, {
      userId,
      reloj,
      turno,
      correos,
      discreto: true,
      ademas: (cambio) => registrarPagoDeTurno(trx, userId, reloj, { ...cambio, medio: undefined }),
    });
    return comoLoVeSuyo(trx, guardado);
  });
}
