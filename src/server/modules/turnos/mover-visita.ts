import { esHoraDeInicio, fromMinutes, toMinutes } from '#shared/domain/slots.ts';
import type { Aviso, Turno, TurnoValues } from '#shared/schemas/turno.ts';
import { visitaCodes, visitaMessages } from '#shared/schemas/visita.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { exigirConfirmacion } from './avisos.ts';
import { lockEmpleados, reagendar, type Pedido } from './agendar.ts';
import { getTurno } from './lectura.ts';
import { assertHoraPermitida, companeros } from './visita.ts';

/*
 * A visit moves together (decision 056): a booking of a visit moved to another day or time takes
 * the visit's other bookings with it, each the same minutes later or earlier and with its own
 * professional, through the booking's one writer, all in one transaction. 'Solo este turno'
 * (`soloEsteTurno`) moves it alone and it leaves the visit.
 */

/** A stored booking as the writer takes it: everything as it is, money and attendance too. */
export function valoresDe(t: Turno): TurnoValues {
  return {
    idCliente: t.idCliente,
    idEmpleado: t.idEmpleado,
    idServicio: t.idServicio,
    fecha: t.fecha,
    hora: t.hora,
    duracion: t.duracion,
    costo: t.costo,
    estado: t.estado as TurnoValues['estado'],
    montoAbonado: t.montoAbonado,
    asistencia: t.asistencia as TurnoValues['asistencia'],
  };
}

/** The visit's other bookings a change takes along: none unless it moves in day or time, with them. */
export async function quienesAcompanan(db: Db, id: number, t: TurnoValues): Promise<{ before: Turno; otros: Turno[] }> {
  const primero = await getTurno(db, id);
  const mueve = t.fecha !== primero.fecha || t.hora !== primero.hora;
  const solo =
    t.soloEsteTurno === true ||
    t.idCliente !== primero.idCliente ||
    (t.idVisita !== undefined && t.idVisita !== primero.idVisita);
  if (!mueve || solo) return { before: primero, otros: [] };
  const otros = await companeros(db, primero);
  if (otros.length === 0) return { before: primero, otros };
  // Every professional the move touches locked at once, in id order (the booking's writer then
  // locks again what it holds already), and the visit read again: what another desk wrote
  // meanwhile is what moves.
  await lockEmpleados(db, [primero.idEmpleado, t.idEmpleado, ...otros.map((o) => o.idEmpleado)]);
  const before = await getTurno(db, id);
  return { before, otros: await companeros(db, before) };
}

/**
 * The booking changed as asked and its companions shifted by as many minutes, to its new day. The
 * later ones move first when the visit goes later (and the earlier first when it goes earlier), so
 * no booking meets the old place of another of the visit. The warnings of all are asked once.
 */
export async function moverVisita(
  trx: Db,
  cambio: { id: number; before: Turno; turno: TurnoValues; otros: readonly Turno[] },
  pedidoDe: (id: number, turno: TurnoValues, propio: boolean) => Pedido,
): Promise<Turno> {
  const { id, before, turno, otros } = cambio;
  const delta = toMinutes(turno.hora) - toMinutes(before.hora);
  const cambios = [
    { id, hora: before.hora, turno },
    ...otros.map((o) => {
      const hora = fromMinutes(toMinutes(o.hora) + delta);
      if (!esHoraDeInicio(hora)) {
        throw new HttpError(409, visitaMessages.fueraDeHorario(o.servicioNombre, hora), {
          code: visitaCodes.fueraDeHorario,
        });
      }
      return { id: o.id, hora: o.hora, turno: { ...valoresDe(o), fecha: turno.fecha, hora } };
    }),
  ].sort((a, b) => (delta > 0 ? toMinutes(b.hora) - toMinutes(a.hora) : toMinutes(a.hora) - toMinutes(b.hora)));
  const avisos: Aviso[] = [];
  let propio: Turno | undefined;
  for (const c of cambios) {
    const pedido = pedidoDe(c.id, { ...c.turno, confirmarAvisos: true }, c.id === id);
    // One e-mail for the move, the booking's own: the client is told of her visit once.
    const hecho = await reagendar(trx, c.id, {
      ...pedido,
      conSuVisita: true,
      ...(c.id === id ? {} : { correos: null }),
    });
    for (const a of hecho.avisos ?? []) if (!avisos.some((x) => x.mensaje === a.mensaje)) avisos.push(a);
    if (c.id === id) propio = hecho;
  }
  // Each quarter-hour start judged once the visit's services are all in their new places.
  for (const c of cambios) await assertHoraPermitida(trx, c.turno, c.id);
  exigirConfirmacion(avisos, turno.confirmarAvisos);
  return { ...(propio ?? (await getTurno(trx, id))), avisos };
}
