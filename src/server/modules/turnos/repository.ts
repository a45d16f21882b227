import { fromCents, toCents } from '#shared/domain/money.ts';
import type { Asistencia } from '#shared/domain/asistencia.ts';
import { formatFechaCorta, nowIn } from '#shared/domain/dates.ts';
import { MEDIO_PAGO_INICIAL, pagadoCents, type MedioPago } from '#shared/domain/pagos.ts';
import type { Turno, TurnoValues } from '#shared/schemas/turno.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { instante, type Reloj } from '#server/reloj.ts';
import { agendar, lockEmpleados, reagendar } from './agendar.ts';
import { getTurno } from './lectura.ts';

// The module's reads and the clock, where the other modules have always found them.
export type { Reloj } from '#server/reloj.ts';
export { buscarTurnos, clienteMatcher, listTurnos, selectTurnos, toTurno, turnoNotFound } from './lectura.ts';

const ENTITY = 'turnos';
const CANCELO: Asistencia = 'Canceló';

/**
 * Marks bookings 'Canceló' inside the caller's transaction (erasing a client's data cancels the
 * bookings ahead): each gets its audit entry, as an attendance change from the agenda does, and
 * money is untouched, as there (a deposit stays paid).
 */
export async function cancelarTurnos(trx: Db, userId: number, reloj: Reloj, ids: readonly number[]): Promise<void> {
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
      .set({ asistencia: CANCELO, updated_at: instante(reloj) })
      .where('id', '=', id)
      .execute();
    const after = await getTurno(trx, id);
    await recordAudit(trx, { userId, action: 'editar', entity: ENTITY, entityId: id, before, after });
  }
}

/**
 * Spec section 4: an appointment saved with another duration or price updates its base service
 * (on a change, only when the booking's own price, duration or service changed: decision 007).
 */
async function applyToBaseService(db: Db, userId: number, reloj: Reloj, t: TurnoValues): Promise<void> {
  const s = await db
    .selectFrom('servicios_base')
    .select(['id', 'precio_cents', 'duracion_sugerida'])
    .where('id', '=', t.idServicio)
    .executeTakeFirstOrThrow();
  const precio = toCents(t.costo);
  if (s.precio_cents === precio && s.duracion_sugerida === t.duracion) return;
  await db
    .updateTable('servicios_base')
    .set({ precio_cents: precio, duracion_sugerida: t.duracion, updated_at: instante(reloj) })
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

/**
 * Issue 19: a change of what was paid on an appointment is a payment entry (negative when money
 * went back), in the write's own transaction, so the entries of an appointment always add up to
 * what it has paid. Nothing is written when the amount paid did not change (a move, an
 * attendance mark, a change of state that pays the same), unless the method was corrected: the
 * payment then leaves the method it was recorded in and enters the one sent, so each method's
 * cash stays true. A method left out is 'Efectivo' for new money (the spec's calls send none) and
 * the one the appointment had otherwise.
 */
async function recordPago(
  db: Db,
  userId: number,
  reloj: Reloj,
  cambio: { before: Turno | null; after: Turno | null; medio: MedioPago | undefined },
): Promise<void> {
  const antes = cambio.before === null ? 0 : pagadoCents(cambio.before);
  const despues = cambio.after === null ? 0 : pagadoCents(cambio.after);
  const turno = cambio.after ?? cambio.before;
  if (turno === null) return;
  const medioAnterior = cambio.before?.medioPago ?? MEDIO_PAGO_INICIAL;
  const entradas: { monto: number; medio: string }[] = [];
  if (despues !== antes) {
    entradas.push({
      monto: despues - antes,
      medio: cambio.medio ?? (despues < antes ? medioAnterior : MEDIO_PAGO_INICIAL),
    });
  } else if (despues !== 0 && cambio.medio !== undefined && cambio.medio !== medioAnterior) {
    entradas.push({ monto: -antes, medio: medioAnterior }, { monto: despues, medio: cambio.medio });
  }
  if (entradas.length === 0) return;
  const { fecha, hora } = nowIn(reloj.timeZone, new Date(reloj.now()));
  await db
    .insertInto('pagos')
    .values(
      entradas.map((e) => ({
        id_turno: turno.id,
        id_cliente: turno.idCliente,
        fecha,
        hora,
        registrado_at: new Date(reloj.now()).toISOString(),
        monto_cents: e.monto,
        medio_pago: e.medio,
        descripcion: `${turno.servicioNombre} · ${turno.clienteNombre} · turno del ${formatFechaCorta(turno.fecha)} ${turno.hora}`,
        id_usuario: userId,
      })),
    )
    .execute();
}

export async function createTurno(db: Db, userId: number, reloj: Reloj, t: TurnoValues): Promise<Turno> {
  return db.transaction().execute((trx) =>
    agendar(trx, {
      userId,
      reloj,
      turno: t,
      ademas: async ({ after }) => {
        await applyToBaseService(trx, userId, reloj, t);
        await recordPago(trx, userId, reloj, { before: null, after, medio: t.medioPago });
      },
    }),
  );
}

export async function updateTurno(db: Db, userId: number, reloj: Reloj, id: number, t: TurnoValues): Promise<Turno> {
  return db.transaction().execute((trx) =>
    reagendar(trx, id, {
      userId,
      reloj,
      turno: t,
      ademas: async ({ before, after }) => {
        // Only a price, duration or service the user changed teaches the base service: moving or
        // marking paid an old booking must not bring back the price it had before an increase.
        if (
          before !== null &&
          (t.costo !== before.costo || t.duracion !== before.duracion || t.idServicio !== before.idServicio)
        ) {
          await applyToBaseService(trx, userId, reloj, t);
        }
        await recordPago(trx, userId, reloj, { before, after, medio: t.medioPago });
      },
    }),
  );
}

/**
 * Deleting an appointment takes what it had paid out of the books: a refund entry in the method
 * it was paid by (its entry keeps the description; the appointment's id goes with the row).
 */
export async function deleteTurno(db: Db, userId: number, reloj: Reloj, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getTurno(trx, id);
    await recordPago(trx, userId, reloj, {
      before,
      after: null,
      medio: undefined,
    });
    await trx.deleteFrom('turnos').where('id', '=', id).execute();
    await recordAudit(trx, { userId, action: 'eliminar', entity: ENTITY, entityId: id, before });
  });
}
