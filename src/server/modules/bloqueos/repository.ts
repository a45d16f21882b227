import { bloqueosDelRango, type Bloqueo } from '#shared/domain/bloqueos.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import { bloqueoCodes, bloqueoMessages, type BloqueoDelDia, type BloqueoValues } from '#shared/schemas/bloqueo.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { instante, type Reloj } from '#server/reloj.ts';

/*
 * A professional's time off within a day (decision 055): written here, read by the agenda, by the
 * booking's warning (turnos/agendar.ts) and by online booking's free times.
 */

const ENTITY = 'bloqueos';

function toBloqueo(r: {
  id: number;
  id_empleado: number;
  fecha: string;
  desde: string;
  hasta: string;
  motivo: string;
  semanal: number;
}): Bloqueo {
  return {
    id: r.id,
    idEmpleado: r.id_empleado,
    fecha: r.fecha,
    desde: r.desde,
    hasta: r.hasta,
    motivo: r.motivo,
    semanal: Number(r.semanal) === 1,
  };
}

/** The blocks that may take time in a range (those of these employees only, when given). */
export async function bloqueosDelRangoDe(
  db: Db,
  { desde, hasta }: Rango,
  idEmpleados?: readonly number[],
): Promise<Bloqueo[]> {
  if (idEmpleados?.length === 0) return [];
  let q = db
    .selectFrom('bloqueos')
    .select(['id', 'id_empleado', 'fecha', 'desde', 'hasta', 'motivo', 'semanal'])
    .where('fecha', '<=', hasta)
    // A one-off block before the range takes none of it; a weekly one may.
    .where((eb) => eb.or([eb('semanal', '=', 1), eb('fecha', '>=', desde)]))
    .orderBy('desde')
    .orderBy('id');
  if (idEmpleados !== undefined) q = q.where('id_empleado', 'in', idEmpleados);
  return (await q.execute()).map(toBloqueo);
}

/** `GET /api/bloqueos?desde=&hasta=`: every block on each day of the range. */
export async function bloqueosDelPeriodo(db: Db, rango: Rango): Promise<BloqueoDelDia[]> {
  return bloqueosDelRango(await bloqueosDelRangoDe(db, rango), rango.desde, rango.hasta);
}

/** `POST /api/bloqueos`: an employee who works here, a time within the grid. */
export async function crearBloqueo(db: Db, userId: number, reloj: Reloj, input: BloqueoValues): Promise<Bloqueo> {
  return db.transaction().execute(async (trx) => {
    const empleado = await trx
      .selectFrom('empleados')
      .select('id')
      .where('id', '=', input.idEmpleado)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (empleado === undefined) {
      throw new HttpError(400, bloqueoMessages.empleadoInexistente, { code: bloqueoCodes.empleadoInexistente });
    }
    const row = await trx
      .insertInto('bloqueos')
      .values({
        id_empleado: input.idEmpleado,
        fecha: input.fecha,
        desde: input.desde,
        hasta: input.hasta,
        motivo: input.motivo,
        semanal: input.semanal ? 1 : 0,
        id_usuario: userId,
        created_at: instante(reloj),
      })
      .returning(['id', 'id_empleado', 'fecha', 'desde', 'hasta', 'motivo', 'semanal'])
      .executeTakeFirstOrThrow();
    const bloqueo = toBloqueo(row);
    await recordAudit(trx, { userId, action: 'crear', entity: ENTITY, entityId: bloqueo.id, after: bloqueo });
    return bloqueo;
  });
}

/** One block, for its owner's checks. */
export async function getBloqueo(db: Db, id: number): Promise<Bloqueo> {
  const row = await db
    .selectFrom('bloqueos')
    .select(['id', 'id_empleado', 'fecha', 'desde', 'hasta', 'motivo', 'semanal'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) throw new HttpError(404, bloqueoMessages.inexistente, { code: bloqueoCodes.inexistente });
  return toBloqueo(row);
}

/** `DELETE /api/bloqueos/:id`: the block, every week of it when weekly. */
export async function borrarBloqueo(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getBloqueo(trx, id);
    await trx.deleteFrom('bloqueos').where('id', '=', id).execute();
    await recordAudit(trx, { userId, action: 'eliminar', entity: ENTITY, entityId: id, before });
  });
}

/** An employee who leaves has no time to block: her blocks go with her (her removal's transaction). */
export async function borrarBloqueosDe(db: Db, idEmpleado: number): Promise<void> {
  await db.deleteFrom('bloqueos').where('id_empleado', '=', idEmpleado).execute();
}
