import { fromCents, toCents } from '#shared/domain/money.ts';
import { ASISTENCIA_INICIAL, type Asistencia } from '#shared/domain/asistencia.ts';
import { MEDIO_PAGO_INICIAL, pagadoCents } from '#shared/domain/pagos.ts';
import { findOverlap } from '#shared/domain/slots.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { foldText, searchWords } from '#shared/domain/text.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import {
  BUSCAR_TURNOS_LIMITE,
  turnoMessages,
  type Turno,
  type TurnosBuscados,
  type TurnoValues,
} from '#shared/schemas/turno.ts';
import { CLIENTE_FUSIONADO, fichaMessages } from '#shared/schemas/cliente.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { registrarPagoDeTurno } from '#server/modules/ventas/repository.ts';

const ENTITY = 'turnos';
const CANCELO: Asistencia = 'Canceló';
export const turnoNotFound = 'Turno no encontrado.';

/** Appointments with the names people read: client, service (its short name, else its description), employee. */
export function selectTurnos(db: Db) {
  return db
    .selectFrom('turnos as t')
    .innerJoin('clientes as c', 'c.id', 't.id_cliente')
    .innerJoin('empleados as e', 'e.id', 't.id_empleado')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .select([
      't.id',
      't.id_cliente',
      't.id_empleado',
      't.id_servicio',
      't.fecha',
      't.hora',
      't.duracion',
      't.costo_cents',
      't.estado',
      't.monto_abonado_cents',
      't.asistencia',
      't.medio_pago',
      't.origen',
      'c.nombre as c_nombre',
      'c.apellido as c_apellido',
      'c.telefono as c_telefono',
      'e.nombre as e_nombre',
      'e.apellido as e_apellido',
      's.nombre as s_nombre',
      's.descripcion as s_descripcion',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectTurnos>['executeTakeFirstOrThrow']>>;

export function toTurno(r: Row): Turno {
  return {
    id: r.id,
    idCliente: r.id_cliente,
    idEmpleado: r.id_empleado,
    idServicio: r.id_servicio,
    fecha: r.fecha,
    hora: r.hora,
    duracion: r.duracion,
    costo: fromCents(r.costo_cents),
    estado: r.estado,
    montoAbonado: r.monto_abonado_cents === null ? null : fromCents(r.monto_abonado_cents),
    asistencia: r.asistencia,
    medioPago: r.medio_pago,
    origen: r.origen,
    clienteNombre: nombreCompleto({ nombre: r.c_nombre, apellido: r.c_apellido ?? '' }),
    clienteTelefono: r.c_telefono ?? '',
    servicioNombre: servicioLabel({ nombre: r.s_nombre, descripcion: r.s_descripcion }),
    empleadoNombre: nombreCompleto({ nombre: r.e_nombre, apellido: r.e_apellido }),
  };
}

/**
 * One day's appointments (the agenda) or a range of days (the reports, an employee's summary),
 * by date, time and employee.
 */
export async function listTurnos(
  db: Db,
  range: { desde: string; hasta: string; idEmpleado?: number },
): Promise<Turno[]> {
  let query = selectTurnos(db).where('t.fecha', '>=', range.desde).where('t.fecha', '<=', range.hasta);
  if (range.idEmpleado !== undefined) query = query.where('t.id_empleado', '=', range.idEmpleado);
  const rows = await query.orderBy('t.fecha').orderBy('t.hora').orderBy('t.id_empleado').execute();
  return rows.map(toTurno);
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Which clients a search names: each of its words is in the full name, accents and case aside
 * ('maria' finds 'María'), or, when the search has at least 3 digits, a word without letters is
 * in the phone's digits ('5555 1234' and '1155551234' find '11 5555-1234'). Two digits alone
 * would match most phones, so they are looked for in the name only. A whole phone typed another
 * way ('+54 9 11 5555-1234' as WhatsApp shows it, '011 15 5555-1234') finds the same number.
 * The history's search of its appointments table uses it too (issue 19).
 */
export function clienteMatcher(
  q: string,
): (c: { nombre: string; apellido: string | null; telefono: string | null }) => boolean {
  // Invisible formatting marks are dropped (WhatsApp wraps a copied phone in U+202A … U+202C),
  // and punctuation alone ('-' between two parts of a phone) is no word to look for.
  const visible = q.replace(/\p{Cf}/gu, '');
  const words = searchWords(visible).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const onlyPhone = !/\p{L}/u.test(visible);
  const phoneWords = digitsOf(visible).length >= 3 ? words.filter((w) => !/\p{L}/u.test(w) && /\d/.test(w)) : [];
  const whatsapp = onlyPhone ? whatsappNumber(visible) : null;
  return (c) => {
    const nombre = foldText(nombreCompleto({ nombre: c.nombre, apellido: c.apellido ?? '' }));
    const telefono = digitsOf(c.telefono ?? '');
    if (whatsapp !== null && c.telefono !== null && whatsappNumber(c.telefono) === whatsapp) return true;
    return words.every(
      (w) => nombre.includes(w) || (phoneWords.includes(w) && telefono !== '' && telefono.includes(digitsOf(w))),
    );
  };
}

/** Clients' ids per query: far below any database's limit of bound values. */
const IDS_PER_QUERY = 500;

/**
 * 'Buscar turno': the appointments of the clients a search names (clienteMatcher), past and
 * upcoming, newest first, at most BUSCAR_TURNOS_LIMITE, and whether there were more.
 *
 * The names are folded here rather than in SQL: SQLite has no accent folding and PostgreSQL's
 * needs the unaccent extension, so matching in the database would find different clients on
 * each. Archived clients count: their past appointments are still theirs.
 */
export async function buscarTurnos(db: Db, q: string): Promise<TurnosBuscados> {
  const matches = clienteMatcher(q);
  const clientes = await db.selectFrom('clientes').select(['id', 'nombre', 'apellido', 'telefono']).execute();
  const ids = clientes.filter(matches).map((c) => c.id);
  const rows: Row[] = [];
  // One more than shown, to know whether there are more; from each slice of clients, then the newest overall.
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    rows.push(
      ...(await selectTurnos(db)
        .where('t.id_cliente', 'in', ids.slice(i, i + IDS_PER_QUERY))
        .orderBy('t.fecha', 'desc')
        .orderBy('t.hora', 'desc')
        .orderBy('t.id', 'desc')
        .limit(BUSCAR_TURNOS_LIMITE + 1)
        .execute()),
    );
  }
  if (ids.length > IDS_PER_QUERY) rows.sort(newestFirst);
  return {
    turnos: rows.slice(0, BUSCAR_TURNOS_LIMITE).map(toTurno),
    hayMas: rows.length > BUSCAR_TURNOS_LIMITE,
  };
}

function newestFirst(a: Row, b: Row): number {
  if (a.fecha !== b.fecha) return a.fecha < b.fecha ? 1 : -1;
  if (a.hora !== b.hora) return a.hora < b.hora ? 1 : -1;
  return b.id - a.id;
}

async function getTurno(db: Db, id: number): Promise<Turno> {
  const row = await selectTurnos(db).where('t.id', '=', id).executeTakeFirst();
  if (row === undefined) throw new HttpError(404, turnoNotFound);
  return toTurno(row);
}

/**
 * Serialises bookings per employee. On PostgreSQL the employee rows are locked (in id order, so
 * two edits moving between the same two employees cannot deadlock) until the transaction ends:
 * concurrent requests for the same employee, from any server instance, run their overlap check one
 * after the other. SQLite runs one write transaction at a time already.
 */
async function lockEmpleados(db: Db, ids: number[]): Promise<void> {
  if (!isPostgres(db)) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await db.selectFrom('empleados').select('id').where('id', 'in', sorted).orderBy('id').forUpdate().execute();
}

/**
 * Marks bookings 'Canceló' inside the caller's transaction (erasing a client's data cancels the
 * bookings ahead): each gets its audit entry, as an attendance change from the agenda does, and
 * money is untouched, as there (a deposit stays paid).
 */
export async function cancelarTurnos(trx: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const empleados = await trx.selectFrom('turnos').select('id_empleado').where('id', 'in', ids).execute();
  await lockEmpleados(
    trx,
    empleados.map((e) => e.id_empleado),
  );
  for (const id of ids) {
    const before = await getTurno(trx, id);
    await trx
      .updateTable('turnos')
      .set({ asistencia: CANCELO, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const after = await getTurno(trx, id);
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
  }
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
    throw new HttpError(400, clienteEliminado);
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
    },
    {
      table: 'servicios_base',
      id: t.idServicio,
      kept: before?.idServicio,
      message: 'El servicio no existe o fue eliminado.',
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
    if (row === undefined) throw new HttpError(400, c.message);
  }
}

/** An appointment as it is stored: its attendance settled (sent, kept, or 'Pendiente'). */
type TurnoGuardado = Omit<TurnoValues, 'asistencia'> & { asistencia: string };

/** The overlap rule on the target day; cancelled and missed appointments take no slot (findOverlap). */
async function assertNoOverlap(db: Db, t: TurnoGuardado, id: number | null): Promise<void> {
  const sameDay = await db
    .selectFrom('turnos')
    .select(['id', 'id_empleado as idEmpleado', 'fecha', 'hora', 'duracion', 'asistencia'])
    .where('id_empleado', '=', t.idEmpleado)
    .where('fecha', '=', t.fecha)
    .execute();
  if (findOverlap({ ...t, id }, sameDay) !== undefined) throw new HttpError(409, turnoMessages.overlap);
}

/**
 * Spec section 4: an appointment saved with another duration or price updates its base service
 * (on a change, only when the booking's own price, duration or service changed: decision 007).
 */
async function applyToBaseService(db: Db, userId: number, t: TurnoValues): Promise<void> {
  const s = await db
    .selectFrom('servicios_base')
    .select(['id', 'precio_cents', 'duracion_sugerida'])
    .where('id', '=', t.idServicio)
    .executeTakeFirstOrThrow();
  const precio = toCents(t.costo);
  if (s.precio_cents === precio && s.duracion_sugerida === t.duracion) return;
  await db
    .updateTable('servicios_base')
    .set({ precio_cents: precio, duracion_sugerida: t.duracion, updated_at: new Date().toISOString() })
    .where('id', '=', t.idServicio)
    .execute();
  await recordAudit(db, {
    userId,
    action: 'editar',
    entity: 'servicios_base',
    entityId: t.idServicio,
    before: { precio: fromCents(s.precio_cents), duracionSugerida: s.duracion_sugerida },
    after: { precio: t.costo, duracionSugerida: t.duracion, porTurno: true },
  });
}

/** The centre's clock: payment entries carry the centre's date and time (issue 19). */
export interface Reloj {
  timeZone: string;
  now: () => number;
}

/** The method an appointment shows: the one sent, else the one it had, else cash; none while unpaid. */
function medioGuardado(t: TurnoValues, before: Turno | null): string | null {
  if (pagadoCents(t) === 0) return null;
  if (t.medioPago !== undefined) return t.medioPago;
  if (before !== null && pagadoCents(before) === pagadoCents(t) && before.medioPago !== null) return before.medioPago;
  return MEDIO_PAGO_INICIAL;
}

function toRow(t: TurnoGuardado) {
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
  };
}

export async function createTurno(db: Db, userId: number, reloj: Reloj, t: TurnoValues): Promise<Turno> {
  return db.transaction().execute(async (trx) => {
    await lockEmpleados(trx, [t.idEmpleado]);
    await assertReferences(trx, t, null);
    const guardado = { ...t, asistencia: t.asistencia ?? ASISTENCIA_INICIAL };
    await assertNoOverlap(trx, guardado, null);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('turnos')
      .values({ ...toRow(guardado), medio_pago: medioGuardado(t, null), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyToBaseService(trx, userId, t);
    const turno = await getTurno(trx, id);
    await registrarPagoDeTurno(trx, userId, reloj, { before: null, after: turno, medio: t.medioPago });
    await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: id, after: turno });
    return turno;
  });
}

export async function updateTurno(db: Db, userId: number, reloj: Reloj, id: number, t: TurnoValues): Promise<Turno> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('turnos').select('id_empleado').where('id', '=', id).executeTakeFirst();
    if (current === undefined) throw new HttpError(404, turnoNotFound);
    await lockEmpleados(trx, [current.id_empleado, t.idEmpleado]);
    const before = await getTurno(trx, id);
    await assertReferences(trx, t, before);
    // Left out, the attendance stays as it was: a form that does not show it cannot undo it.
    const guardado = { ...t, asistencia: t.asistencia ?? before.asistencia };
    await assertNoOverlap(trx, guardado, id);
    await trx
      .updateTable('turnos')
      .set({ ...toRow(guardado), medio_pago: medioGuardado(t, before), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    // Only a price, duration or service the user changed teaches the base service: moving or
    // marking paid an old booking must not bring back the price it had before an increase.
    if (t.costo !== before.costo || t.duracion !== before.duracion || t.idServicio !== before.idServicio) {
      await applyToBaseService(trx, userId, t);
    }
    const after = await getTurno(trx, id);
    await registrarPagoDeTurno(trx, userId, reloj, { before, after, medio: t.medioPago });
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
    return after;
  });
}

/**
 * Deleting an appointment takes what it had paid out of the books: a refund entry in the method
 * it was paid by (its entry keeps the description; the appointment's id goes with the row).
 */
export async function deleteTurno(db: Db, userId: number, reloj: Reloj, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getTurno(trx, id);
    await registrarPagoDeTurno(trx, userId, reloj, {
      before,
      after: null,
      medio: undefined,
    });
    await trx.deleteFrom('turnos').where('id', '=', id).execute();
    await recordAudit(trx, { userId, action: 'eliminar', entity: ENTITY, entityId: id, before });
  });
}
