import { bloqueosDelRango, comoTramo } from '#shared/domain/bloqueos.ts';
import { motivoDeCierre } from '#shared/domain/feriados.ts';
import type { ExpressionBuilder } from 'kysely';
import { addDays, startOfDayIn } from '#shared/domain/dates.ts';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import {
  conAnticipacion,
  horariosDeVisita,
  horariosLibres,
  ultimoDiaReservable,
  type Ahora,
  type Ocupado,
  type Profesional,
} from '#shared/domain/disponibilidad.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { reservaCodes } from '#shared/domain/reserva-messages.ts';
import { fromMinutes, toMinutes } from '#shared/domain/slots.ts';
import { compareText } from '#shared/domain/text.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import {
  reservaMessages,
  type Disponibilidad,
  type ProfesionalPublico,
  type Reserva,
  type ServicioReservable,
} from '#shared/schemas/reserva.ts';
import type { Reloj } from '#server/reloj.ts';
import { bloqueosDelRangoDe } from '#server/modules/bloqueos/repository.ts';
import type { Db } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { listEmpleados } from '#server/modules/empleados/repository.ts';

/**
 * Online booking's reads: what is offered (services, employees with hours), the free days and
 * times, and the rules of a booking's notice and cancellation. Booking is reservar.ts, the cancel
 * link cancelar.ts, the staff's list of new bookings nuevas.ts.
 */

/** At most this many online bookings still to come per phone (issue 22). */
export const MAX_RESERVAS_FUTURAS = 3;

/** The services clients may book online, by category and name. */
export async function serviciosReservables(db: Db): Promise<ServicioReservable[]> {
  const rows = await db
    .selectFrom('servicios_base')
    .select(['id', 'categoria', 'descripcion', 'nombre', 'precio_cents', 'duracion_sugerida'])
    .where('archived_at', 'is', null)
    .where('reservable_online', '=', 1)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      categoria: r.categoria,
      nombre: servicioLabel({ nombre: r.nombre ?? '', descripcion: r.descripcion }),
      descripcion: r.descripcion,
      precio: fromCents(r.precio_cents),
      duracion: r.duracion_sugerida,
    }))
    .sort((a, b) => compareText(a.categoria, b.categoria) || compareText(a.nombre, b.nombre) || a.id - b.id);
}

export async function servicioReservable(db: Db, id: number): Promise<ServicioReservable> {
  const servicio = (await serviciosReservables(db)).find((s) => s.id === id);
  if (servicio === undefined) {
    throw new HttpError(404, reservaMessages.servicioNoReservable, { code: reservaCodes.servicioNoReservable });
  }
  return servicio;
}

type ConHorario = Profesional & { nombre: string };

/** Active employees with working hours: the only ones offered online. */
export async function conHorario(db: Db, idEmpleado?: number | null): Promise<ConHorario[]> {
  const todos = (await listEmpleados(db)).filter((e) => e.horarios.length > 0);
  if (idEmpleado == null) return todos;
  const uno = todos.filter((e) => e.id === idEmpleado);
  if (uno.length === 0) {
    throw new HttpError(404, reservaMessages.profesionalNoOnline, { code: reservaCodes.profesionalNoOnline });
  }
  return uno;
}

/** The public's name for an employee: the first name alone. */
export const primerNombre = (e: { nombre: string }) => e.nombre.trim().split(/\s+/)[0] ?? '';

export async function profesionales(db: Db): Promise<ProfesionalPublico[]> {
  return (await conHorario(db)).map((e) => ({ id: e.id, nombre: primerNombre(e) }));
}

/**
 * The time these employees have taken in a range of days: their bookings, each with its
 * attendance (a freed one takes no time), and their blocks ('Bloquear horario'), never offered.
 */
export async function ocupados(db: Db, desde: string, hasta: string, ids: readonly number[]): Promise<Ocupado[]> {
  if (ids.length === 0) return [];
  const [turnos, bloqueos] = await Promise.all([
    db
      .selectFrom('turnos')
      .select(['id_empleado as idEmpleado', 'fecha', 'hora', 'duracion', 'asistencia'])
      .where('fecha', '>=', desde)
      .where('fecha', '<=', hasta)
      .where('id_empleado', 'in', ids)
      .execute(),
    bloqueosDelRangoDe(db, { desde, hasta }, ids),
  ]);
  return [
    ...turnos,
    ...bloqueosDelRango(bloqueos, desde, hasta).map((b) => ({
      idEmpleado: b.idEmpleado,
      fecha: b.fecha,
      ...comoTramo(b),
      bloqueo: true,
    })),
  ];
}

/** The visit's services, each one bookable online, in the order asked. */
export async function serviciosDeLaVisita(db: Db, ids: readonly number[]): Promise<ServicioReservable[]> {
  const todos = await serviciosReservables(db);
  return ids.map((id) => {
    const servicio = todos.find((s) => s.id === id);
    if (servicio === undefined) {
      throw new HttpError(404, reservaMessages.servicioNoReservable, { code: reservaCodes.servicioNoReservable });
    }
    return servicio;
  });
}

/**
 * 'Cualquiera' gives the work to the professional with the fewest bookings that day (blocks are
 * not work), then by id: the order of preference of online booking and its availability.
 */
export function porCarga<T extends { id: number }>(equipo: readonly T[], dia: readonly Ocupado[]): T[] {
  const carga = (id: number) =>
    dia.filter((o) => o.idEmpleado === id && o.bloqueo !== true && !liberaHorario(o.asistencia)).length;
  return [...equipo].sort((a, b) => carga(a.id) - carga(b.id) || a.id - b.id);
}

/** A day's free times for one service or a visit of several, with who would take it. */
function libresDelDia(
  fecha: string,
  servicios: readonly ServicioReservable[],
  equipo: readonly Profesional[],
  dia: readonly Ocupado[],
  ahora: Ahora,
  ajustes: Ajustes,
): { hora: string; idEmpleados: number[] }[] {
  const [uno] = servicios;
  if (servicios.length === 1 && uno !== undefined)
    return horariosLibres(fecha, uno.duracion, equipo, dia, ahora, ajustes);
  return horariosDeVisita(
    fecha,
    servicios.map((s) => s.duracion),
    porCarga(equipo, dia),
    dia,
    ahora,
    ajustes,
  );
}

/**
 * A day's free times for a service, with who can take each (one employee, or anyone:
 * 'Cualquiera'); for a visit of several services, the times the whole visit fits, with who would
 * take it.
 */
export async function disponibilidad(
  db: Db,
  q: { servicios: readonly number[]; fecha: string; idEmpleado?: number | undefined },
  ajustes: Ajustes,
  ahora: Ahora,
): Promise<Disponibilidad> {
  const servicios = await serviciosDeLaVisita(db, q.servicios);
  const equipo = await conHorario(db, q.idEmpleado);
  // The centre closed that day (a holiday it did not open, its own days): no time to offer.
  if (motivoDeCierre(q.fecha, ajustes) !== null) return [];
  const nombres = new Map(equipo.map((e) => [e.id, primerNombre(e)]));
  const dia = await ocupados(
    db,
    q.fecha,
    q.fecha,
    equipo.map((e) => e.id),
  );
  return libresDelDia(q.fecha, servicios, equipo, dia, ahora, ajustes).map(({ hora, idEmpleados }) => ({
    hora,
    profesionales: idEmpleados.map((id) => ({ id, nombre: nombres.get(id) ?? '' })),
  }));
}

/** Every day from today to the horizon, and whether it has a free time for the service (or the visit). */
export async function diasReservables(
  db: Db,
  q: { servicios: readonly number[]; idEmpleado?: number | undefined },
  ajustes: Ajustes,
  ahora: Ahora,
): Promise<{ fecha: string; libre: boolean }[]> {
  const servicios = await serviciosDeLaVisita(db, q.servicios);
  const equipo = await conHorario(db, q.idEmpleado);
  const hasta = ultimoDiaReservable(ahora, ajustes);
  const todos = await ocupados(
    db,
    ahora.fecha,
    hasta,
    equipo.map((e) => e.id),
  );
  const porDia = new Map<string, Ocupado[]>();
  for (const o of todos) {
    const list = porDia.get(o.fecha);
    if (list === undefined) porDia.set(o.fecha, [o]);
    else list.push(o);
  }
  const dias: { fecha: string; libre: boolean }[] = [];
  for (let fecha = ahora.fecha; fecha <= hasta; fecha = addDays(fecha, 1)) {
    const delDia = porDia.get(fecha) ?? [];
    const abierto = motivoDeCierre(fecha, ajustes) === null;
    dias.push({
      fecha,
      libre: abierto && libresDelDia(fecha, servicios, equipo, delDia, ahora, ajustes).length > 0,
    });
  }
  return dias;
}

/** A `where` for the appointments still to come at `ahora` (today's from its time on). */
export function porVenir(ahora: Ahora) {
  return (eb: ExpressionBuilder<Database, 'turnos'>) =>
    eb.or([eb('fecha', '>', ahora.fecha), eb.and([eb('fecha', '=', ahora.fecha), eb('hora', '>=', ahora.hora)])]);
}

/** True while a booking may still be cancelled online: the owner's notice before it is not reached yet. */
export function cancelable(fecha: string, hora: string, ahora: Ahora, ajustes: Ajustes): boolean {
  return conAnticipacion(fecha, hora, ahora, { anticipacionMinimaHoras: ajustes.cancelacionHoras, horizonteDias: 0 });
}

/** A booking's start as an instant, ISO 8601 in UTC. */
export function inicio(fecha: string, hora: string, timeZone: string): string {
  return new Date(startOfDayIn(fecha, timeZone).getTime() + toMinutes(hora) * 60_000).toISOString();
}

/** The moment until which a booking may be cancelled online, `YYYY-MM-DD HH:MM` in the centre's time. */
export function cancelableHasta(fecha: string, hora: string, horas: number): string {
  const minutos = toMinutes(hora) - horas * 60;
  const dias = Math.floor(minutos / (24 * 60));
  return `${addDays(fecha, dias)} ${fromMinutes(minutos - dias * 24 * 60)}`;
}

/** 'Manicura', 'Manicura y Pedicura', 'Manicura, Pedicura y Masaje'. */
function enumerar(items: readonly string[]): string {
  const distintos = [...new Set(items)];
  const ultimo = distintos.pop() ?? '';
  return distintos.length === 0 ? ultimo : `${distintos.join(', ')} y ${ultimo}`;
}

/** What a client reads of a booking, with its professional and service joined as `e` and `s`. */
export const COLUMNAS_DE_RESERVA = [
  't.id',
  't.fecha',
  't.hora',
  't.duracion',
  't.costo_cents',
  't.asistencia',
  'e.nombre as e_nombre',
  's.nombre as s_nombre',
  's.descripcion as s_descripcion',
] as const;

/** A booking read with those columns, as one step of `reservaDe`: its service, time and professional. */
export function pasoDeReserva(row: {
  hora: string;
  duracion: number;
  costo_cents: number;
  e_nombre: string;
  s_nombre: string | null;
  s_descripcion: string;
}) {
  return {
    servicio: {
      nombre: servicioLabel({ nombre: row.s_nombre, descripcion: row.s_descripcion }),
      duracion: row.duracion,
      precio: fromCents(row.costo_cents),
    },
    hora: row.hora,
    profesional: primerNombre({ nombre: row.e_nombre }),
  };
}

/**
 * What the client reads of her booking: one service, or a visit of several (each listed in
 * `servicios`, the visit's whole time, price and professionals above them). The real booking and
 * the decoy (senuelo.ts) answer with it alike.
 */
export function reservaDe(
  fecha: string,
  pasos: readonly {
    servicio: Pick<ServicioReservable, 'nombre' | 'duracion' | 'precio'>;
    hora: string;
    profesional: string;
  }[],
  ajustes: Ajustes,
  ahora: Ahora,
  reloj: Pick<Reloj, 'timeZone'>,
): Reserva {
  const hora = pasos[0]?.hora ?? '';
  const fin = Math.max(...pasos.map((p) => toMinutes(p.hora) + p.servicio.duracion));
  return {
    fecha,
    hora,
    duracion: fin - toMinutes(hora),
    servicio: enumerar(pasos.map((p) => p.servicio.nombre)),
    precio: fromCents(pasos.reduce((total, p) => total + toCents(p.servicio.precio), 0)),
    profesional: enumerar(pasos.map((p) => p.profesional)),
    cancelado: false,
    cancelableHasta: cancelableHasta(fecha, hora, ajustes.cancelacionHoras),
    cancelable: cancelable(fecha, hora, ahora, ajustes),
    inicio: inicio(fecha, hora, reloj.timeZone),
    // Listed for a visit of several; one service's answer stays as it always was.
    ...(pasos.length < 2
      ? {}
      : {
          servicios: pasos.map((p) => ({
            servicio: p.servicio.nombre,
            hora: p.hora,
            duracion: p.servicio.duracion,
            precio: p.servicio.precio,
            profesional: p.profesional,
          })),
        }),
  };
}
