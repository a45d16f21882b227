import { liberaHorario } from '#shared/domain/asistencia.ts';
import { bloqueoQueChoca } from '#shared/domain/bloqueos.ts';
import { fromMinutes, overlaps, toMinutes } from '#shared/domain/slots.ts';
import { avisoMessages, turnoCodes, type Aviso, type Turno } from '#shared/schemas/turno.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { bloqueosDelRangoDe } from '#server/modules/bloqueos/repository.ts';
import { selectTurnos, toTurno } from './lectura.ts';

/*
 * What a booking meets that the desk may accept (decision 055): the professional's blocked time,
 * and the same client booked with anyone at that time (a cancelled or missed booking takes no
 * time). Read by the booking's one writer (agendar.ts), so the panel, a professional's own
 * account and online booking meet the same rule: the panel saves over them only when told
 * ('Guardar igual'), online booking never does.
 */

const hasta = (t: { hora: string; duracion: number }) => fromMinutes(toMinutes(t.hora) + t.duracion);

/** The warnings of a booking as it would be stored (`id`: the booking changed, left out of its own). */
export async function avisosDe(
  db: Db,
  t: {
    idEmpleado: number;
    idCliente: number;
    fecha: string;
    hora: string;
    duracion: number;
    asistencia: string;
    /** Its visit's other bookings are no warning: a visit's services may run at once. */
    idVisita: number | null;
  },
  id: number | null,
  /** For a professional's own account: the client's other booking without its service, professional or time. */
  discreto = false,
): Promise<Aviso[]> {
  if (liberaHorario(t.asistencia)) return [];
  const [bloqueos, delCliente, empleado] = await Promise.all([
    bloqueosDelRangoDe(db, { desde: t.fecha, hasta: t.fecha }, [t.idEmpleado]),
    selectTurnos(db).where('t.id_cliente', '=', t.idCliente).where('t.fecha', '=', t.fecha).execute(),
    db.selectFrom('empleados').select(['nombre', 'apellido']).where('id', '=', t.idEmpleado).executeTakeFirst(),
  ]);
  const avisos: Aviso[] = [];
  const bloqueo = bloqueoQueChoca(t, bloqueos);
  if (bloqueo !== undefined) {
    const quien = empleado === undefined ? 'El profesional' : `${empleado.nombre} ${empleado.apellido}`.trim();
    avisos.push({
      tipo: 'bloqueo',
      mensaje: `${quien} tiene bloqueado de ${bloqueo.desde} a ${bloqueo.hasta}: ${bloqueo.motivo}.`,
    });
  }
  for (const otro of delCliente.map(toTurno)) {
    if (otro.id === id || otro.idVisita === t.idVisita || liberaHorario(otro.asistencia) || !overlaps(t, otro)) {
      continue;
    }
    avisos.push(
      discreto
        ? { tipo: 'cliente', mensaje: `${otro.clienteNombre} ya tiene otro turno a esa hora.` }
        : {
            tipo: 'cliente',
            idTurno: otro.id,
            mensaje: `${otro.clienteNombre} ya tiene un turno a esa hora: ${otro.servicioNombre} con ${otro.empleadoNombre}, de ${otro.hora} a ${hasta(otro)}.`,
          },
    );
  }
  return avisos;
}

/** Whether a change moves the booking in time, to another professional or client: only then is it warned again. */
export function cambiaDeLugar(
  before: Turno,
  t: Pick<Turno, 'fecha' | 'hora' | 'duracion' | 'idEmpleado' | 'idCliente' | 'asistencia'>,
): boolean {
  return (
    before.fecha !== t.fecha ||
    before.hora !== t.hora ||
    before.duracion !== t.duracion ||
    before.idEmpleado !== t.idEmpleado ||
    before.idCliente !== t.idCliente ||
    (liberaHorario(before.asistencia) && !liberaHorario(t.asistencia))
  );
}

/**
 * The panel's rule. `confirmarAvisos: false` (the panel's first save) stops at any warning (409
 * with them); `true` ('Guardar igual') saves over them. Left out, as the spec's own calls leave
 * it, a block still stops the save, but the client booked elsewhere does not: the spec books a
 * client with two professionals at once, and that call keeps working, its answer carrying the
 * warning in `avisos`.
 */
export function exigirConfirmacion(avisos: readonly Aviso[], confirmar: boolean | undefined): void {
  if (confirmar === true) return;
  const detienen = confirmar === false ? avisos : avisos.filter((a) => a.tipo === 'bloqueo');
  if (detienen.length > 0) {
    throw new HttpError(409, avisoMessages.conAvisos, { code: turnoCodes.conAvisos, avisos });
  }
}
