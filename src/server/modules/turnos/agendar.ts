import { ASISTENCIA_INICIAL } from '#shared/domain/asistencia.ts';
import { toCents } from '#shared/domain/money.ts';
import { MEDIO_PAGO_INICIAL, pagadoCents } from '#shared/domain/pagos.ts';
import { findOverlap } from '#shared/domain/slots.ts';
import { CLIENTE_FUSIONADO, fichaMessages } from '#shared/schemas/cliente.ts';
import { avisoMessages, turnoCodes, turnoMessages, type Turno, type TurnoValues } from '#shared/schemas/turno.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { instante, type Reloj } from '#server/reloj.ts';
import { avisarCambioDeTurno, type Correos } from '#server/modules/correos/outbox.ts';
import { avisosDe, cambiaDeLugar, exigirConfirmacion } from './avisos.ts';
import { getTurno, turnoNotFound } from './lectura.ts';
import { assertHoraPermitida, dejarVisita, visitaParaUnirse } from './visita.ts';

/**
 * The one command that writes a booking, from the agenda's modal, its drag and drop, and online
 * booking alike: the employees locked, the client, employee and service checked, the overlap
 * rule, the row, and one audit entry of one shape (the booking as the agenda reads it, plus where
 * an online one came from). What only one caller does stays with it: the panel's base service and
 * payment entry (`ademas`), online booking's client by phone, limits, token and proof of work.
 * It runs inside the caller's transaction, so a refusal from either side writes nothing.
 */

const ENTITY = 'turnos';

/**
 * Serialises bookings per employee. On PostgreSQL the employee rows are locked (in id order, so
 * two edits moving between the same two employees cannot deadlock) until the transaction ends:
 * concurrent requests for the same employee, from any server instance, run their overlap check one
 * after the other. SQLite runs one write transaction at a time already.
 */
export async function lockEmpleados(db: Db, ids: readonly number[]): Promise<void> {
  if (!isPostgres(db)) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  // FOR NO KEY UPDATE: bookings still wait for each other here, but a row that only points at the
  // employee (a ticket's line, whose foreign key takes a key share lock) does not, which made a
  // booking edited while it was being charged deadlock.
  await db.selectFrom('empleados').select('id').where('id', 'in', sorted).orderBy('id').forNoKeyUpdate().execute();
}

const clienteEliminado = 'El cliente no existe o fue eliminado.';

/**
 * The booking's client, locked for the rest of the transaction on PostgreSQL (shared: bookings of
 * one client do not wait for each other) so a merge cannot move the client's appointments between
 * this check and the write: the merge locks both clients for update, so one waits for the other.
 * A client merged into another is refused, also when the booking already had it (a change sent
 * from a screen drawn before the merge would put the booking back on the archived duplicate);
 * an archived one only when it is new to the booking.
 */
async function assertCliente(db: Db, idCliente: number, kept: number | undefined): Promise<void> {
  let query = db.selectFrom('clientes').select(['archived_at', 'fusionado_en']).where('id', '=', idCliente);
  if (isPostgres(db)) query = query.forShare();
  const row = await query.executeTakeFirst();
  if (row?.fusionado_en != null) {
    throw new HttpError(409, fichaMessages.reservaFusionado, { code: CLIENTE_FUSIONADO });
  }
  if (idCliente !== kept && (row === undefined || row.archived_at !== null)) {
    throw new HttpError(400, clienteEliminado, { code: turnoCodes.clienteEliminado });
  }
}

/** Client, employee and service must exist and be active, unless the appointment already had them. */
async function assertReferences(db: Db, t: TurnoValues, before: Turno | null): Promise<void> {
  await assertCliente(db, t.idCliente, before?.idCliente);
  const checks = [
    {
      table: 'empleados',
      id: t.idEmpleado,
      kept: before?.idEmpleado,
      message: 'El empleado no existe o fue eliminado.',
      code: turnoCodes.empleadoEliminado,
    },
    {
      table: 'servicios_base',
      id: t.idServicio,
      kept: before?.idServicio,
      message: 'El servicio no existe o fue eliminado.',
      code: turnoCodes.servicioEliminado,
    },
  ] as const;
  for (const c of checks) {
    if (c.id === c.kept) continue;
    const row = await db
      .selectFrom(c.table)
      .select('id')
      .where('id', '=', c.id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (row === undefined) throw new HttpError(400, c.message, { code: c.code });
  }
}

/** An appointment as it is stored: its attendance settled (sent, kept, or 'Pendiente'). */
type TurnoGuardado = Omit<TurnoValues, 'asistencia'> & { asistencia: string };

/**
 * The overlap rule (spec section 4) on the target day: another booking of the employee that
 * shares a minute with this one; cancelled and missed appointments take no slot (findOverlap).
 */
export async function assertNoOverlap(db: Db, t: TurnoGuardado, id: number | null): Promise<void> {
  const sameDay = await db
    .selectFrom('turnos')
    .select(['id', 'id_empleado as idEmpleado', 'fecha', 'hora', 'duracion', 'asistencia'])
    .where('id_empleado', '=', t.idEmpleado)
    .where('fecha', '=', t.fecha)
    .execute();
  if (findOverlap({ ...t, id }, sameDay) !== undefined) {
    throw new HttpError(409, turnoMessages.overlap, { code: turnoCodes.superpuesto });
  }
}

/** The method an appointment shows: the one sent, else the one it had, else cash; none while unpaid. */
function medioGuardado(
  t: Pick<TurnoValues, 'costo' | 'estado' | 'montoAbonado' | 'medioPago'>,
  before: Turno | null,
): string | null {
  if (pagadoCents(t) === 0) return null;
  if (t.medioPago !== undefined) return t.medioPago;
  if (before !== null && pagadoCents(before) === pagadoCents(t) && before.medioPago !== null) return before.medioPago;
  return MEDIO_PAGO_INICIAL;
}

function toRow(t: TurnoGuardado, before: Turno | null) {
  return {
    asistencia: t.asistencia,
    id_cliente: t.idCliente,
    id_empleado: t.idEmpleado,
    id_servicio: t.idServicio,
    fecha: t.fecha,
    hora: t.hora,
    duracion: t.duracion,
    costo_cents: toCents(t.costo),
    estado: t.estado,
    monto_abonado_cents: t.montoAbonado === null ? null : toCents(t.montoAbonado),
    medio_pago: medioGuardado(t, before),
  };
}

/** Where a booking made on the public site came from: kept on its row and in its audit entry. */
export interface OrigenOnline {
  /**
   * SHA-256 of the cancel link's token: the token itself is only in the client's answer. Null on
   * a visit's later services: the link is the first one's.
   */
  tokenHash: string | null;
  direccion: string;
  telefono: string;
  /** The name typed: a known phone books for its client when the first names match. */
  nombreIngresado: string;
  /** The e-mail typed, '' when none: her confirmation goes there before her file's address. */
  email: string;
}

export interface Pedido {
  /** The member of staff, or null for the public. */
  userId: number | null;
  reloj: Reloj;
  turno: TurnoValues;
  /**
   * The caller's own writes that follow the booking, in the same transaction and before its audit
   * entry: the panel's base service and payment entry.
   */
  ademas?: (cambio: { before: Turno | null; after: Turno }) => Promise<void>;
  /** E-mail on: what the change tells the client goes to the outbox, in this transaction. */
  correos?: Correos | null;
  /** A professional's own account: warnings that name no other professional's booking. */
  discreto?: boolean;
  /**
   * One of the bookings of a visit moved together (visita.ts): the quarter-hour start was right
   * after the visit's previous service, which moves with it, so it is not checked again.
   */
  conSuVisita?: boolean;
}

/** A new booking. Inside the caller's transaction. */
export async function agendar(trx: Db, pedido: Pedido & { online?: OrigenOnline }): Promise<Turno> {
  const { turno: t, reloj, online } = pedido;
  await lockEmpleados(trx, [t.idEmpleado]);
  await assertReferences(trx, t, null);
  const guardado = { ...t, asistencia: t.asistencia ?? ASISTENCIA_INICIAL };
  await assertHoraPermitida(trx, guardado, null);
  await assertNoOverlap(trx, guardado, null);
  // A service added to a visit joins it; any other booking is a visit of its own, named after it.
  const idVisita = t.idVisita === undefined ? null : await visitaParaUnirse(trx, t.idVisita, t);
  const avisos = await avisosDe(trx, { ...guardado, idVisita }, null, pedido.discreto);
  if (online !== undefined) {
    // Online there is nobody to accept a warning: the client elsewhere at that time is refused
    // (and a block is never offered, so meeting one is the overlap rule's refusal).
    if (avisos.some((a) => a.tipo === 'cliente')) {
      throw new HttpError(409, avisoMessages.clienteSuperpuesto, { code: turnoCodes.clienteSuperpuesto });
    }
    if (avisos.length > 0) throw new HttpError(409, turnoMessages.overlap, { code: turnoCodes.superpuesto });
  } else {
    exigirConfirmacion(avisos, t.confirmarAvisos);
  }
  const now = instante(reloj);
  const { id } = await trx
    .insertInto('turnos')
    .values({
      ...toRow(guardado, null),
      origen: online === undefined ? null : 'online',
      token_cancelacion: online?.tokenHash ?? null,
      origen_direccion: online?.direccion ?? null,
      origen_telefono: online?.telefono ?? null,
      id_visita: idVisita,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (idVisita === null) await trx.updateTable('turnos').set({ id_visita: id }).where('id', '=', id).execute();
  const turno = await getTurno(trx, id);
  await pedido.ademas?.({ before: null, after: turno });
  await avisarCambioDeTurno(trx, pedido.correos, reloj, {
    before: null,
    after: turno,
    para: online?.email,
    userId: pedido.userId,
  });
  await recordAudit(trx, {
    userId: pedido.userId,
    action: 'crear',
    entity: ENTITY,
    entityId: id,
    after: online === undefined ? turno : { ...turno, nombreIngresado: online.nombreIngresado, ip: online.direccion },
  });
  return { ...turno, avisos };
}

/**
 * The client's answer by her link (decision 048) was to the booking as it was: moved to another
 * day or time, given to another client, or taken back from 'Canceló', it waits for a new one.
 */
function respuestaTrasCambio(
  before: Turno,
  t: { fecha: string; hora: string; idCliente: number; asistencia: string },
): { confirmacion?: string; respuesta_at?: null } {
  const cambio =
    t.fecha !== before.fecha ||
    t.hora !== before.hora ||
    t.idCliente !== before.idCliente ||
    (before.asistencia === 'Canceló' && t.asistencia !== 'Canceló');
  return cambio && before.confirmacion !== 'Sin respuesta' ? { confirmacion: 'Sin respuesta', respuesta_at: null } : {};
}

/**
 * A booking changed: moved (the modal, drag and drop), re-priced, marked paid or attended. The
 * overlap rule as for a new one, without the booking itself. Inside the caller's transaction.
 */
export async function reagendar(trx: Db, id: number, pedido: Pedido): Promise<Turno> {
  const { turno: t, reloj } = pedido;
  const current = await trx.selectFrom('turnos').select('id_empleado').where('id', '=', id).executeTakeFirst();
  if (current === undefined) throw new HttpError(404, turnoNotFound, { code: turnoCodes.noEncontrado });
  await lockEmpleados(trx, [current.id_empleado, t.idEmpleado]);
  const before = await getTurno(trx, id);
  await assertReferences(trx, t, before);
  // Left out, the attendance stays as it was: a form that does not show it cannot undo it.
  const guardado = { ...t, asistencia: t.asistencia ?? before.asistencia };
  const mueve = guardado.fecha !== before.fecha || guardado.hora !== before.hora;
  if (pedido.conSuVisita !== true && (mueve || guardado.idEmpleado !== before.idEmpleado)) {
    await assertHoraPermitida(trx, guardado, id);
  }
  await assertNoOverlap(trx, guardado, id);
  // Its visit: another one joined; its own when moved alone ('Solo este turno') or given to
  // another client; else the one it had.
  const unida =
    t.idVisita !== undefined && t.idVisita !== before.idVisita
      ? await visitaParaUnirse(trx, t.idVisita, guardado)
      : null;
  const separa = (t.soloEsteTurno === true && mueve) || guardado.idCliente !== before.idCliente;
  const idVisita = unida ?? (separa ? id : before.idVisita);
  // Warned again only when it moves in time or changes hands: marking what happened is not.
  const avisos = cambiaDeLugar(before, guardado)
    ? await avisosDe(trx, { ...guardado, idVisita }, id, pedido.discreto)
    : [];
  exigirConfirmacion(avisos, t.confirmarAvisos);
  await trx
    .updateTable('turnos')
    .set({ ...toRow(guardado, before), ...respuestaTrasCambio(before, guardado), updated_at: instante(reloj) })
    .where('id', '=', id)
    .execute();
  if (unida !== null || separa) await dejarVisita(trx, id, before.idVisita, idVisita);
  // Given to another client (a mistake corrected, a slot reused): the first one's links to it,
  // her own and her online booking's cancel link, no longer open it.
  if (guardado.idCliente !== before.idCliente) {
    await trx.deleteFrom('turnos_enlaces').where('id_turno', '=', id).execute();
    await trx.updateTable('turnos').set({ token_cancelacion: null }).where('id', '=', id).execute();
  }
  const after = await getTurno(trx, id);
  await pedido.ademas?.({ before, after });
  await avisarCambioDeTurno(trx, pedido.correos, reloj, { before, after, userId: pedido.userId });
  await recordAudit(trx, { userId: pedido.userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
  return { ...after, avisos };
}
