import type { Correos } from '#server/modules/correos/outbox.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import { conAnticipacion, dentroDelHorizonte, quienesEmpiezanA, type Ahora } from '#shared/domain/disponibilidad.ts';
import { ubicarVisita, visitaCompleta } from '#shared/domain/visitas.ts';
import { motivoDeCierre } from '#shared/domain/feriados.ts';
import { DIA_CERRADO, diaCerradoMessage } from '#shared/schemas/feriado.ts';
import { dentroDelHorario } from '#shared/domain/horarios.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { reservaCodes } from '#shared/domain/reserva-messages.ts';
import { reservaMessages, serviciosDe, type ReservaCreada, type reservaInputSchema } from '#shared/schemas/reserva.ts';
import { codes } from '#shared/messages.ts';
import { turnoCodes, turnoMessages } from '#shared/schemas/turno.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { hashToken } from '#server/auth/sessions.ts';
import { guardarEnlace } from '#server/modules/enlaces/repository.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { agendar, lockEmpleados } from '#server/modules/turnos/agendar.ts';
import { ahoraEn, instante, type Reloj } from '#server/reloj.ts';
import { comprobarLimites, contarReserva } from './limites.ts';
import {
  conHorario,
  MAX_RESERVAS_FUTURAS,
  ocupados,
  porCarga,
  porVenir,
  primerNombre,
  reservaDe,
  serviciosDeLaVisita,
} from './repository.ts';
import { clienteVigente, clientesDelTelefono, titular } from './titular.ts';

type ReservaInput = z.output<typeof reservaInputSchema>;

/** The limit counts per phone number, whoever's name each booking is under. */
async function comprobarFuturas(trx: Db, clientes: readonly { id: number }[], ahora: Ahora): Promise<void> {
  if (clientes.length === 0) return;
  const futuras = await trx
    .selectFrom('turnos')
    // A visit of several services is one booking to the client.
    .select(sql<number>`count(distinct coalesce(id_visita, id))`.as('n'))
    .where('origen', '=', 'online')
    .where(
      'id_cliente',
      'in',
      clientes.map((c) => c.id),
    )
    .where('asistencia', 'not in', ['Canceló', 'No vino'])
    .where(porVenir(ahora))
    .executeTakeFirstOrThrow();
  if (Number(futuras.n) >= MAX_RESERVAS_FUTURAS) {
    throw new HttpError(409, reservaMessages.demasiadasReservas, { code: reservaCodes.demasiadasReservas });
  }
}

/**
 * The client the booking is for: found by phone and first name (`titular`), else added, with an
 * audit entry that says where from (and, for another name on a client's phone, beside whom the
 * client list shows it as a possible duplicate).
 */
async function clienteDeLaReserva(
  trx: Db,
  input: ReservaInput,
  clientes: Awaited<ReturnType<typeof clientesDelTelefono>>,
  reloj: Reloj,
): Promise<number> {
  const encontrado = titular(clientes, input.nombre)?.id;
  const vigente = encontrado === undefined ? undefined : await clienteVigente(trx, encontrado);
  if (vigente !== undefined) return vigente;
  const now = instante(reloj);
  const { id } = await trx
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
  await recordAudit(trx, {
    userId: null,
    action: 'crear',
    entity: 'clientes',
    entityId: id,
    after: {
      nombre: input.nombre,
      telefono: input.telefono,
      email: input.email,
      origen: 'online',
      // Another name on a client's phone: never booked under hers, listed beside her as a duplicate.
      ...(clientes.length > 0 ? { posibleDuplicadoDe: clientes.map((c) => c.id) } : {}),
    },
  });
  return id;
}

/**
 * A client's own booking. What is online's alone is here: the limits, the notice and horizon,
 * the employee chosen for 'Cualquiera', the client found by phone and first name or added
 * (`titular`), the cancel token. The booking itself is the agenda's command (turnos/agendar.ts):
 * the overlap rule with the employee locked, so of simultaneous requests for one slot exactly one
 * gets it, the row (still to be paid, 'Debe'; attendance 'Pendiente'; marked online, with the
 * hash of its cancel token) and its audit entry.
 */
export async function reservar(
  db: Db,
  input: ReservaInput,
  ajustes: Ajustes,
  reloj: Reloj,
  ip: string,
  /** Runs first inside the transaction (the day's ceiling, the proof of work): its refusal books nothing. */
  antes?: (trx: Db) => Promise<void>,
  correos?: Correos | null,
): Promise<ReservaCreada> {
  const numero = whatsappNumber(input.telefono) ?? '';
  return db.transaction().execute(async (trx) => {
    await antes?.(trx);
    await comprobarLimites(trx, ip, numero, reloj.now());
    const ahora = ahoraEn(reloj);
    if (!dentroDelHorizonte(input.fecha, ahora, ajustes) || !conAnticipacion(input.fecha, input.hora, ahora, ajustes)) {
      throw new HttpError(409, reservaMessages.fueraDeAnticipacion, { code: reservaCodes.fueraDeAnticipacion });
    }
    // A holiday the centre has not opened, or one of its own closed days: never offered.
    const cerrado = motivoDeCierre(input.fecha, ajustes);
    if (cerrado !== null) throw new HttpError(409, diaCerradoMessage(cerrado), { code: DIA_CERRADO });
    const servicios = await serviciosDeLaVisita(trx, serviciosDe(input));
    const equipo = await conHorario(trx, input.idEmpleado);
    // Nobody with working hours yet (the owner switched booking on first): nothing to offer.
    if (equipo.length === 0) {
      throw new HttpError(409, reservaMessages.noDisponible, { code: reservaCodes.noDisponible });
    }
    if (isPostgres(trx)) {
      // Serialises bookings per phone: two requests from one phone for different employees would
      // otherwise both pass the limit of future bookings, or both add the client.
      await sql`select pg_advisory_xact_lock(hashtext(${`reservas:${numero}`}))`.execute(trx);
    }
    // Every candidate locked before one is chosen ('Cualquiera'), as the booking command locks one.
    await lockEmpleados(
      trx,
      equipo.map((e) => e.id),
    );
    const dia = await ocupados(
      trx,
      input.fecha,
      input.fecha,
      equipo.map((e) => e.id),
    );
    // 'Cualquiera': the one with the fewest bookings that day, so the work is shared; the visit's
    // next services with the same one while she is free (ubicarVisita).
    const preferidas = porCarga(equipo, dia);
    const empiezan = quienesEmpiezanA(input.fecha, input.hora, preferidas, dia);
    // A quarter hour is offered only right after a booking that ends there: else it is a time off the grid.
    if (empiezan.length === 0) throw new HttpError(400, reservaMessages.hora, { code: codes.datoInvalido });
    const visita = ubicarVisita(
      input.fecha,
      input.hora,
      servicios.map((s) => ({ duracion: s.duracion })),
      empiezan,
      dia,
      preferidas,
    );
    if (!visitaCompleta(visita, servicios.length)) {
      const total = servicios.reduce((min, s) => min + s.duracion, 0);
      const enHorario = equipo.some((e) => dentroDelHorario(e, input.fecha, input.hora, total));
      throw enHorario
        ? new HttpError(409, turnoMessages.overlap, { code: turnoCodes.superpuesto })
        : new HttpError(409, reservaMessages.noDisponible, { code: reservaCodes.noDisponible });
    }

    const clientes = await clientesDelTelefono(trx, numero);
    await comprobarFuturas(trx, clientes, ahora);
    const idCliente = await clienteDeLaReserva(trx, input, clientes, reloj);
    const token = randomBytes(32).toString('base64url');
    const nombres = new Map(equipo.map((e) => [e.id, primerNombre(e)]));
    const pasos: { servicio: (typeof servicios)[number]; hora: string; profesional: string }[] = [];
    let primero: number | undefined;
    let idVisita: number | undefined;
    for (const [i, servicio] of servicios.entries()) {
      const lugar = visita[i];
      if (lugar?.idEmpleado == null) continue; // visitaCompleta: never
      const turno = await agendar(trx, {
        userId: null,
        reloj,
        turno: {
          idCliente,
          idEmpleado: lugar.idEmpleado,
          idServicio: servicio.id,
          fecha: input.fecha,
          hora: lugar.hora,
          duracion: servicio.duracion,
          costo: servicio.precio,
          estado: 'Debe',
          montoAbonado: null,
          idVisita,
        },
        // The cancel link is the visit's first booking's: it cancels the whole visit.
        online: {
          tokenHash: i === 0 ? hashToken(token) : null,
          direccion: ip,
          telefono: input.telefono,
          nombreIngresado: input.nombre,
          email: input.email,
        },
        // One e-mail for the visit (its first booking's), not one per service.
        correos: i === 0 ? correos : null,
      });
      primero ??= turno.id;
      idVisita ??= turno.idVisita;
      pasos.push({ servicio, hora: lugar.hora, profesional: nombres.get(lugar.idEmpleado) ?? '' });
    }
    // The same token opens her booking's own link (/turno/…) as well as the cancel page of old.
    if (primero !== undefined) await guardarEnlace(trx, reloj, primero, hashToken(token), null);
    await contarReserva(trx, ip, numero, reloj.now());
    const reserva = reservaDe(input.fecha, pasos, ajustes, ahora, reloj);
    return { ...reserva, token };
  });
}
