import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import { ASISTENCIA_INICIAL, liberaHorario } from '#shared/domain/asistencia.ts';
import { addDays, nowIn, startOfDayIn } from '#shared/domain/dates.ts';
import {
  conAnticipacion,
  dentroDelHorizonte,
  horariosLibres,
  libresA,
  ultimoDiaReservable,
  type Ahora,
  type Ocupado,
  type Profesional,
} from '#shared/domain/disponibilidad.ts';
import { dentroDelHorario } from '#shared/domain/horarios.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { fromMinutes, toMinutes } from '#shared/domain/slots.ts';
import { compareText } from '#shared/domain/text.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { reservaCodes } from '#shared/domain/reserva-messages.ts';
import {
  reservaMessages,
  type Disponibilidad,
  type ProfesionalPublico,
  type Reserva,
  type ReservaCreada,
  type ReservasNuevas,
  type reservaInputSchema,
  type ServicioReservable,
} from '#shared/schemas/reserva.ts';
import { turnoMessages } from '#shared/schemas/turno.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { hashToken } from '#server/auth/sessions.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { listEmpleados } from '#server/modules/empleados/repository.ts';
import { selectTurnos, toTurno, type Reloj } from '#server/modules/turnos/repository.ts';
import { clienteVigente, clientesDelTelefono, titular } from './titular.ts';

type ReservaInput = z.output<typeof reservaInputSchema>;

/** At most this many online bookings still to come per phone (issue 22). */
export const MAX_RESERVAS_FUTURAS = 3;
/** Bookings made per address in an hour, and per phone in a day, before 429. */
export const RESERVAS_LIMITE = { porDireccion: 10, direccionMs: 3_600_000, porTelefono: 6, telefonoMs: 86_400_000 };

export function ahoraEn(reloj: Reloj): Ahora {
  return nowIn(reloj.timeZone, new Date(reloj.now()));
}

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
  if (servicio === undefined) throw new HttpError(404, reservaMessages.servicioNoReservable);
  return servicio;
}

type ConHorario = Profesional & { nombre: string };

/** Active employees with working hours: the only ones offered online. */
export async function conHorario(db: Db, idEmpleado?: number | null): Promise<ConHorario[]> {
  const todos = (await listEmpleados(db)).filter((e) => e.horarios.length > 0);
  if (idEmpleado == null) return todos;
  const uno = todos.filter((e) => e.id === idEmpleado);
  if (uno.length === 0) throw new HttpError(404, 'Esa profesional no toma turnos online.');
  return uno;
}

/** The public's name for an employee: the first name alone. */
export const primerNombre = (e: { nombre: string }) => e.nombre.trim().split(/\s+/)[0] ?? '';

export async function profesionales(db: Db): Promise<ProfesionalPublico[]> {
  return (await conHorario(db)).map((e) => ({ id: e.id, nombre: primerNombre(e) }));
}

async function ocupados(db: Db, desde: string, hasta: string, ids: readonly number[]): Promise<Ocupado[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('turnos')
    .select(['id_empleado as idEmpleado', 'fecha', 'hora', 'duracion', 'asistencia'])
    .where('fecha', '>=', desde)
    .where('fecha', '<=', hasta)
    .where('id_empleado', 'in', ids)
    .execute();
}

/** A day's free times for a service, with who can take each (one employee, or anyone: 'Cualquiera'). */
export async function disponibilidad(
  db: Db,
  q: { idServicio: number; fecha: string; idEmpleado?: number | undefined },
  ajustes: Ajustes,
  ahora: Ahora,
): Promise<Disponibilidad> {
  const servicio = await servicioReservable(db, q.idServicio);
  const equipo = await conHorario(db, q.idEmpleado);
  const nombres = new Map(equipo.map((e) => [e.id, primerNombre(e)]));
  const dia = await ocupados(
    db,
    q.fecha,
    q.fecha,
    equipo.map((e) => e.id),
  );
  return horariosLibres(q.fecha, servicio.duracion, equipo, dia, ahora, ajustes).map(({ hora, idEmpleados }) => ({
    hora,
    profesionales: idEmpleados.map((id) => ({ id, nombre: nombres.get(id) ?? '' })),
  }));
}

/** Every day from today to the horizon, and whether it has a free time for the service. */
export async function diasReservables(
  db: Db,
  q: { idServicio: number; idEmpleado?: number | undefined },
  ajustes: Ajustes,
  ahora: Ahora,
): Promise<{ fecha: string; libre: boolean }[]> {
  const servicio = await servicioReservable(db, q.idServicio);
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
    dias.push({ fecha, libre: horariosLibres(fecha, servicio.duracion, equipo, delDia, ahora, ajustes).length > 0 });
  }
  return dias;
}

/**
 * The limits per address (an hour) and per phone (a day) count bookings MADE, never refused ones
 * (a time taken meanwhile, a bad field): `reservas_intentos` gets its row in the booking's own
 * transaction, so a refusal rolls it back with everything else. Checked inside that transaction,
 * after the day's ceiling has taken its lock (tope-diario.ts): on PostgreSQL every online booking
 * passes that lock one at a time, and SQLite runs one transaction at a time, so simultaneous
 * requests are counted one after another and cannot all slip under. A refusal says how long to
 * wait: until the oldest booking counted leaves its window.
 */
async function comprobarLimites(trx: Db, ip: string, telefono: string, now: number): Promise<void> {
  await trx
    .deleteFrom('reservas_intentos')
    .where('at', '<=', new Date(now - RESERVAS_LIMITE.telefonoMs).toISOString())
    .execute();
  const ventana = async (column: 'ip' | 'telefono', value: string, ms: number, max: number) => {
    const rows = await trx
      .selectFrom('reservas_intentos')
      .select('at')
      .where(column, '=', value)
      .where('at', '>', new Date(now - ms).toISOString())
      .orderBy('at', 'desc')
      .limit(max)
      .execute();
    // Full: free again when the oldest of the last `max` leaves the window.
    const oldest = rows.length >= max ? rows[rows.length - 1]?.at : undefined;
    return oldest === undefined ? 0 : Date.parse(oldest) + ms - now;
  };
  const espera = Math.max(
    await ventana('ip', ip, RESERVAS_LIMITE.direccionMs, RESERVAS_LIMITE.porDireccion),
    await ventana('telefono', telefono, RESERVAS_LIMITE.telefonoMs, RESERVAS_LIMITE.porTelefono),
  );
  if (espera > 0) {
    throw new HttpError(429, reservaMessages.demasiadasReservasSeguidas(esperaTexto(espera)), {
      code: reservaCodes.demasiadasReservasSeguidas,
    });
  }
}

/** A wait as a person says it: 'un minuto', '45 minutos', 'una hora', '5 horas' (rounded up). */
export function esperaTexto(ms: number): string {
  const minutos = Math.max(1, Math.ceil(ms / 60_000));
  if (minutos < 60) return minutos === 1 ? 'un minuto' : `${minutos} minutos`;
  const horas = Math.ceil(minutos / 60);
  return horas === 1 ? 'una hora' : `${horas} horas`;
}

/** The booking just made, counted for the limits (comprobarLimites), in its transaction. */
async function contarReserva(trx: Db, ip: string, telefono: string, now: number): Promise<void> {
  await trx
    .insertInto('reservas_intentos')
    .values({ ip, telefono, at: new Date(now).toISOString() })
    .execute();
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

/**
 * A client's own booking: the time must still be free (the agenda's overlap rule, checked with
 * the employees locked, so of simultaneous requests for one slot exactly one gets it), the
 * client is found by phone and first name or added (`titular`), and the appointment is written as still to be paid
 * ('Debe'), attendance 'Pendiente', marked online, with the hash of its cancel token.
 */
export async function reservar(
  db: Db,
  input: ReservaInput,
  ajustes: Ajustes,
  reloj: Reloj,
  ip: string,
  /** Runs first inside the transaction (the day's ceiling, the proof of work): its refusal books nothing. */
  antes?: (trx: Db) => Promise<void>,
): Promise<ReservaCreada> {
  const numero = whatsappNumber(input.telefono) ?? '';
  return db.transaction().execute(async (trx) => {
    await antes?.(trx);
    await comprobarLimites(trx, ip, numero, reloj.now());
    const ahora = ahoraEn(reloj);
    if (!dentroDelHorizonte(input.fecha, ahora, ajustes) || !conAnticipacion(input.fecha, input.hora, ahora, ajustes)) {
      throw new HttpError(409, reservaMessages.fueraDeAnticipacion);
    }
    const servicio = await servicioReservable(trx, input.idServicio);
    const equipo = await conHorario(trx, input.idEmpleado);
    // Nobody with working hours yet (the owner switched booking on first): nothing to offer.
    if (equipo.length === 0) throw new HttpError(409, reservaMessages.noDisponible);
    if (isPostgres(trx)) {
      // Serialises bookings per employee, as the agenda does (turnos/repository.ts lockEmpleados),
      // and per phone: two requests from one phone for different employees would otherwise both
      // pass the limit of future bookings, or both add the client.
      await sql`select pg_advisory_xact_lock(hashtext(${`reservas:${numero}`}))`.execute(trx);
      const ids = equipo.map((e) => e.id).sort((a, b) => a - b);
      await trx.selectFrom('empleados').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
    }
    const dia = await ocupados(
      trx,
      input.fecha,
      input.fecha,
      equipo.map((e) => e.id),
    );
    const libres = libresA(input.fecha, input.hora, servicio.duracion, equipo, dia);
    if (libres.length === 0) {
      const enHorario = equipo.some((e) => dentroDelHorario(e, input.fecha, input.hora, servicio.duracion));
      throw new HttpError(409, enHorario ? turnoMessages.overlap : reservaMessages.noDisponible);
    }
    // 'Cualquiera': the one with the fewest bookings that day, so the work is shared.
    const carga = (id: number) => dia.filter((o) => o.idEmpleado === id && !liberaHorario(o.asistencia)).length;
    const idEmpleado = [...libres].sort((a, b) => carga(a) - carga(b) || a - b)[0] ?? 0;
    const empleado = equipo.find((e) => e.id === idEmpleado);

    // The limit counts per phone number, whoever's name each booking is under.
    const clientes = await clientesDelTelefono(trx, numero);
    if (clientes.length > 0) {
      const futuras = await trx
        .selectFrom('turnos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('origen', '=', 'online')
        .where(
          'id_cliente',
          'in',
          clientes.map((c) => c.id),
        )
        .where('asistencia', 'not in', ['Canceló', 'No vino'])
        .where(porVenir(ahora))
        .executeTakeFirstOrThrow();
      if (Number(futuras.n) >= MAX_RESERVAS_FUTURAS) throw new HttpError(409, reservaMessages.demasiadasReservas);
    }
    const now = new Date(reloj.now()).toISOString();
    const encontrado = titular(clientes, input.nombre)?.id;
    let idCliente = encontrado === undefined ? undefined : await clienteVigente(trx, encontrado);
    if (idCliente === undefined) {
      const nuevo = await trx
        .insertInto('clientes')
        .values({
          nombre: input.nombre,
          apellido: null,
          telefono: input.telefono,
          email: input.email === '' ? null : input.email,
          archived_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      idCliente = nuevo.id;
      await recordAudit(trx, {
        userId: null,
        action: 'crear',
        entity: 'clientes',
        entityId: idCliente,
        after: {
          nombre: input.nombre,
          telefono: input.telefono,
          email: input.email,
          origen: 'online',
          // Another name on a client's phone: never booked under hers, listed beside her as a duplicate.
          ...(clientes.length > 0 ? { posibleDuplicadoDe: clientes.map((c) => c.id) } : {}),
        },
      });
    }
    const token = randomBytes(32).toString('base64url');
    const { id } = await trx
      .insertInto('turnos')
      .values({
        id_cliente: idCliente,
        id_empleado: idEmpleado,
        id_servicio: servicio.id,
        fecha: input.fecha,
        hora: input.hora,
        duracion: servicio.duracion,
        costo_cents: toCents(servicio.precio),
        estado: 'Debe',
        monto_abonado_cents: null,
        asistencia: ASISTENCIA_INICIAL,
        medio_pago: null,
        origen: 'online',
        token_cancelacion: hashToken(token),
        origen_direccion: ip,
        origen_telefono: input.telefono,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await contarReserva(trx, ip, numero, reloj.now());
    const reserva: Reserva = {
      fecha: input.fecha,
      hora: input.hora,
      duracion: servicio.duracion,
      servicio: servicio.nombre,
      precio: servicio.precio,
      profesional: empleado === undefined ? '' : primerNombre(empleado),
      cancelado: false,
      cancelableHasta: cancelableHasta(input.fecha, input.hora, ajustes.cancelacionHoras),
      cancelable: cancelable(input.fecha, input.hora, ahora, ajustes),
      inicio: inicio(input.fecha, input.hora, reloj.timeZone),
    };
    await recordAudit(trx, {
      userId: null,
      action: 'crear',
      entity: 'turnos',
      entityId: id,
      // The name typed online too: a known phone books for its client when the first names match.
      after: { ...reserva, idCliente, idEmpleado, origen: 'online', nombreIngresado: input.nombre, ip },
    });
    return { ...reserva, token };
  });
}

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
  if (row === undefined) throw new HttpError(404, reservaMessages.enlaceInvalido);
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
    if (row.asistencia === 'Canceló') throw new HttpError(409, reservaMessages.yaCancelado);
    const ahora = ahoraEn(reloj);
    if (`${row.fecha} ${row.hora}` <= `${ahora.fecha} ${ahora.hora}`) throw new HttpError(409, reservaMessages.yaPaso);
    if (!cancelable(row.fecha, row.hora, ahora, ajustes)) {
      throw new HttpError(409, reservaMessages.tardeParaCancelar(ajustes.cancelacionHoras));
    }
    await trx
      .updateTable('turnos')
      .set({ asistencia: 'Canceló', updated_at: new Date(reloj.now()).toISOString() })
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

/** Since when a member of staff has not looked at the online bookings: their last look, else their account's start. */
async function vistasDesde(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['reservas_vistas_at', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.reservas_vistas_at ?? user.created_at;
}

/**
 * The online bookings made since the user last looked, newest first (the 50 newest), how many,
 * and the moment of this answer (`hasta`), which the agenda sends back when the user looks.
 */
export async function reservasNuevas(db: Db, userId: number, now: number): Promise<Omit<ReservasNuevas, 'origenes'>> {
  const hasta = new Date(now).toISOString();
  const desde = await vistasDesde(db, userId);
  const rows = await selectTurnos(db)
    .where('t.origen', '=', 'online')
    .where('t.created_at', '>', desde)
    .where('t.created_at', '<=', hasta)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(50)
    .execute();
  const { n } = await db
    .selectFrom('turnos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('origen', '=', 'online')
    .where('created_at', '>', desde)
    .where('created_at', '<=', hasta)
    .executeTakeFirstOrThrow();
  return { cantidad: Number(n), turnos: rows.map(toTurno), hasta };
}

/**
 * The user has looked at the list answered at `hasta` (never later than now): the count starts
 * again from there, so a booking made after that answer is still new. A mark never moves back.
 */
export async function marcarReservasVistas(db: Db, userId: number, now: number, hasta?: string): Promise<void> {
  const nowIso = new Date(now).toISOString();
  const mark = hasta !== undefined && hasta < nowIso ? hasta : nowIso;
  await db
    .updateTable('users')
    .set({ reservas_vistas_at: mark })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('reservas_vistas_at', 'is', null), eb('reservas_vistas_at', '<', mark)]))
    .execute();
}
