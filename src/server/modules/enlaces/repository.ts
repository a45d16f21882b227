import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import type { TurnoEnlace } from '#shared/schemas/enlace.ts';
import { turnoCodes } from '#shared/schemas/turno.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { hashToken } from '#server/auth/sessions.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import {
  cancelable,
  COLUMNAS_DE_RESERVA,
  pasoDeReserva,
  primerNombre,
  reservaDe,
} from '#server/modules/reservas/repository.ts';
import { turnoNotFound } from '#server/modules/turnos/repository.ts';
import { ahoraEn, instante, type Reloj } from '#server/reloj.ts';

/**
 * A client's own link to her booking (decision 048): a random 256-bit token of which only the
 * SHA-256 is kept, as online booking's cancel links. It works until the booking's day has passed;
 * an unknown, expired or removed one answers alike.
 */

/** The path of a booking's link on the public site. */
export const enlacePath = (token: string) => `/turno/${token}`;

const invalido = () => new HttpError(404, reservaMessages.enlaceInvalido, { code: reservaCodes.enlaceInvalido });

/**
 * A new link to the booking. Each ask makes another (a kept hash cannot be shown again), and the
 * earlier ones keep working: a reminder already sent stays good. A booking whose day has passed
 * gets none (409): its link would not open.
 */
export async function nuevoEnlace(db: Db, reloj: Reloj, idTurno: number, userId: number): Promise<string> {
  const turno = await db.selectFrom('turnos').select(['id', 'fecha']).where('id', '=', idTurno).executeTakeFirst();
  if (turno === undefined) throw new HttpError(404, turnoNotFound, { code: turnoCodes.noEncontrado });
  if (turno.fecha < ahoraEn(reloj).fecha) {
    throw new HttpError(409, reservaMessages.yaPaso, { code: reservaCodes.yaPaso });
  }
  return crearEnlace(db, reloj, idTurno, userId);
}

/** A new link's token (256 random bits), its hash kept for the booking: for a caller that checked the booking. */
export async function crearEnlace(db: Db, reloj: Reloj, idTurno: number, userId: number | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await guardarEnlace(db, reloj, idTurno, hashToken(token), userId);
  return token;
}

/**
 * Keeps a link's hash for a booking, with who at the desk made it (online booking keeps its own
 * token's this way too, by nobody): an answer by a link can be traced to who had it.
 */
export async function guardarEnlace(
  db: Db,
  reloj: Reloj,
  idTurno: number,
  tokenHash: string,
  userId: number | null,
): Promise<void> {
  await db
    .insertInto('turnos_enlaces')
    .values({ token_hash: tokenHash, id_turno: idTurno, id_usuario: userId, created_at: instante(reloj) })
    .execute();
}

/** What a link shows of each booking: what online booking shows, and her answer. */
const DEL_TURNO = [...COLUMNAS_DE_RESERVA, 't.confirmacion'] as const;

/** The booking behind a link, as it is now. */
async function porToken(db: Db, reloj: Reloj, token: string) {
  const row = await db
    .selectFrom('turnos_enlaces as l')
    .innerJoin('turnos as t', 't.id', 'l.id_turno')
    .innerJoin('clientes as c', 'c.id', 't.id_cliente')
    .innerJoin('empleados as e', 'e.id', 't.id_empleado')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .select([...DEL_TURNO, 't.id_visita', 'c.nombre as c_nombre'])
    .where('l.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  // Past its day the link is as unknown as a guessed one.
  if (row === undefined || row.fecha < ahoraEn(reloj).fecha) throw invalido();
  return row;
}

type Fila = Awaited<ReturnType<typeof porToken>>;

/** The visit's bookings, or the booking alone: its own id is its visit's when it is the first. */
const deLaVisita =
  (row: Pick<Fila, 'id' | 'id_visita'>) => (eb: ExpressionBuilder<Database & { t: Database['turnos'] }, 't'>) =>
    eb.or([eb('t.id_visita', '=', row.id_visita ?? row.id), eb('t.id', '=', row.id)]);

/**
 * The booking behind a link, to answer it: on PostgreSQL every booking of its visit is locked
 * first, in id order, and the booking read again under the locks. Two answers by two links of one
 * visit, or an answer and a change at the desk, then go one after the other and each sees the
 * other's result; SQLite runs one write transaction at a time already.
 */
async function porTokenParaResponder(trx: Db, reloj: Reloj, token: string) {
  const row = await porToken(trx, reloj, token);
  if (!isPostgres(trx)) return row;
  await trx.selectFrom('turnos as t').select('t.id').where(deLaVisita(row)).orderBy('t.id').forUpdate().execute();
  return porToken(trx, reloj, token);
}

/** The services of the booking's visit on its day, in their order (decision 056): one for a booking alone. */
async function visitaDe(db: Db, row: Pick<Fila, 'id' | 'fecha' | 'id_visita'>) {
  return db
    .selectFrom('turnos as t')
    .innerJoin('empleados as e', 'e.id', 't.id_empleado')
    .innerJoin('servicios_base as s', 's.id', 't.id_servicio')
    .select(DEL_TURNO)
    .where(deLaVisita(row))
    .where('t.fecha', '=', row.fecha)
    .orderBy('t.hora')
    .orderBy('t.id')
    .execute();
}

type Servicio = Awaited<ReturnType<typeof visitaDe>>[number];

/** The visit's services still on: neither cancelled nor missed. */
const enPie = (servicios: readonly Servicio[]) => servicios.filter((x) => !liberaHorario(x.asistencia));

/**
 * When an answer by her link is judged: a visit of several services from its first one's start
 * (the page offers cancelling until the notice before it, and nothing once it has begun), a
 * booking alone from its own.
 */
function momentoDe(row: Fila, servicios: readonly Servicio[]): Fila {
  const vivos = enPie(servicios);
  const primero = vivos[0];
  return vivos.length < 2 || primero === undefined || liberaHorario(row.asistencia)
    ? row
    : { ...row, hora: primero.hora };
}

/**
 * What her link shows: her booking, or, when it is one service of a visit of several still on,
 * the whole visit as online booking shows one (each service with its time, price and
 * professional; the visit's start, length and total above them). A cancelled booking shows itself.
 */
function aEnlace(row: Fila, servicios: readonly Servicio[], ajustes: Ajustes, reloj: Reloj): TurnoEnlace {
  const vivos = enPie(servicios);
  const visita = !liberaHorario(row.asistencia) && vivos.length > 1;
  const reserva = reservaDe(row.fecha, (visita ? vivos : [row]).map(pasoDeReserva), ajustes, ahoraEn(reloj), reloj);
  const cancelado = row.asistencia === 'Canceló';
  return {
    ...reserva,
    nombre: primerNombre({ nombre: row.c_nombre }),
    // A visit is confirmed once every service is: one moved or added at the desk since asks her again.
    confirmacion: !visita
      ? row.confirmacion
      : vivos.every((x) => x.confirmacion === 'Confirmó')
        ? 'Confirmó'
        : 'Sin respuesta',
    cancelado,
    cancelable: !cancelado && reserva.cancelable,
    cancelacionHoras: ajustes.cancelacionHoras,
    pasado: yaEmpezo(reserva, reloj),
  };
}

export async function verEnlace(db: Db, reloj: Reloj, token: string, ajustes: Ajustes): Promise<TurnoEnlace> {
  const row = await porToken(db, reloj, token);
  return aEnlace(row, await visitaDe(db, row), ajustes, reloj);
}

type Momento = Pick<Fila, 'fecha' | 'hora'>;

function yaEmpezo(row: Momento, reloj: Reloj): boolean {
  const ahora = ahoraEn(reloj);
  return `${row.fecha} ${row.hora}` <= `${ahora.fecha} ${ahora.hora}`;
}

/** Refuses an answer to a booking already cancelled or already begun. */
function vigente(row: Momento & Pick<Fila, 'asistencia'>, reloj: Reloj): void {
  if (row.asistencia === 'Canceló') {
    throw new HttpError(409, reservaMessages.yaCancelado, { code: reservaCodes.yaCancelado });
  }
  if (yaEmpezo(row, reloj)) {
    throw new HttpError(409, reservaMessages.yaPaso, { code: reservaCodes.yaPaso });
  }
}

const POR_EL_ENLACE = 'el enlace del cliente';

/**
 * 'Confirmo mi turno': the booking's `confirmacion` becomes 'Confirmó' (again is no change), and
 * so does each other service of her visit still on: she confirms her visit.
 */
export async function confirmarPorEnlace(db: Db, reloj: Reloj, token: string, ajustes: Ajustes): Promise<TurnoEnlace> {
  return db.transaction().execute(async (trx) => {
    const row = await porTokenParaResponder(trx, reloj, token);
    const servicios = await visitaDe(trx, row);
    vigente(momentoDe(row, servicios), reloj);
    for (const x of servicios) {
      // What is still to come of her visit: not what was cancelled, missed, attended or has begun.
      if (x.asistencia !== 'Pendiente' || yaEmpezo(x, reloj) || x.confirmacion === 'Confirmó') continue;
      await trx
        .updateTable('turnos')
        .set({ confirmacion: 'Confirmó', respuesta_at: instante(reloj), updated_at: instante(reloj) })
        .where('id', '=', x.id)
        .execute();
      await recordAudit(trx, {
        userId: null,
        action: 'editar',
        entity: 'turnos',
        entityId: x.id,
        before: { confirmacion: x.confirmacion },
        after: { confirmacion: 'Confirmó', por: POR_EL_ENLACE },
      });
    }
    return aEnlace(
      { ...row, confirmacion: 'Confirmó' },
      servicios.map((x) =>
        x.asistencia !== 'Pendiente' || yaEmpezo(x, reloj) ? x : { ...x, confirmacion: 'Confirmó' },
      ),
      ajustes,
      reloj,
    );
  });
}

/**
 * 'Cancelar turno', until the owner's notice: the booking is 'Canceló' (its slot is free again)
 * and so is her answer. Past the notice the page offers the chat instead.
 */
export async function cancelarPorEnlace(db: Db, reloj: Reloj, token: string, ajustes: Ajustes): Promise<TurnoEnlace> {
  return db.transaction().execute(async (trx) => {
    const row = await porTokenParaResponder(trx, reloj, token);
    // A visit is cancelled by her link until the notice before its first service, as the page says.
    await cancelarPorLaClienta(trx, reloj, ajustes, momentoDe(row, await visitaDe(trx, row)), {
      before: { asistencia: row.asistencia, confirmacion: row.confirmacion },
      after: { asistencia: 'Canceló', confirmacion: 'Canceló', por: POR_EL_ENLACE },
    });
    return aEnlace({ ...row, asistencia: 'Canceló', confirmacion: 'Canceló' }, [], ajustes, reloj);
  });
}

/**
 * A client cancelling her booking herself, by her own link or online booking's cancel link of
 * old: refused when already cancelled, begun or past the owner's notice; else 'Canceló' (its slot
 * is free again) and so is her answer, news at the desk. Audited with no user, in the caller's
 * transaction, with what each link says of itself.
 */
export async function cancelarPorLaClienta(
  trx: Db,
  reloj: Reloj,
  ajustes: Ajustes,
  row: Momento & Pick<Fila, 'id' | 'asistencia'>,
  auditoria: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  vigente(row, reloj);
  if (!cancelable(row.fecha, row.hora, ahoraEn(reloj), ajustes)) {
    throw new HttpError(409, reservaMessages.tardeParaCancelar(ajustes.cancelacionHoras), {
      code: reservaCodes.tardeParaCancelar,
    });
  }
  const cancelar = async (id: number, before: Record<string, unknown>) => {
    await trx
      .updateTable('turnos')
      .set({
        asistencia: 'Canceló',
        confirmacion: 'Canceló',
        respuesta_at: instante(reloj),
        updated_at: instante(reloj),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      userId: null,
      action: 'editar',
      entity: 'turnos',
      entityId: id,
      before,
      after: auditoria.after,
    });
  };
  await cancelar(row.id, auditoria.before);
  // Her visit's other services still pending and still in time to cancel go with it: she is not
  // coming (decision 056). Each is cancelled as this one is, with its own audit entry.
  const visita = await trx.selectFrom('turnos').select('id_visita').where('id', '=', row.id).executeTakeFirst();
  if (visita?.id_visita == null) return;
  const otros = await trx
    .selectFrom('turnos')
    .select(['id', 'fecha', 'hora', 'asistencia'])
    .where('id_visita', '=', visita.id_visita)
    .where('id', '!=', row.id)
    .where('asistencia', '=', 'Pendiente')
    .execute();
  for (const otro of otros) {
    if (cancelable(otro.fecha, otro.hora, ahoraEn(reloj), ajustes))
      await cancelar(otro.id, { asistencia: otro.asistencia });
  }
}
