import type { Selectable } from 'kysely';
import {
  correoCodes,
  correoMessages,
  type BandejaCorreos,
  type Correo,
  type EstadoCorreo,
  type TipoCorreo,
} from '#shared/schemas/correo.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import type { MailConfig } from '#server/config.ts';
import type { Db } from '#server/db/dialect.ts';
import type { CorreosTable } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { instante, type Reloj } from '#server/reloj.ts';

/** How many messages the outbox answers at most, newest first. */
export const BANDEJA_LIMITE = 100;

/** What the outbox shows of a row: never its body nor its calendar file. */
const COLUMNAS = [
  'id',
  'tipo',
  'para',
  'asunto',
  'estado',
  'intentos',
  'error',
  'id_turno',
  'creado_at',
  'enviar_desde',
  'enviado_at',
] as const;

type FilaCorreo = Pick<Selectable<CorreosTable>, (typeof COLUMNAS)[number]>;

function comoCorreo(row: FilaCorreo): Correo {
  return {
    id: row.id,
    // Written only by the outbox's writer, from shared/schemas/correo.ts's lists.
    tipo: row.tipo as TipoCorreo,
    para: row.para,
    asunto: row.asunto,
    estado: row.estado as EstadoCorreo,
    intentos: row.intentos,
    error: row.error,
    idTurno: row.id_turno,
    creadoAt: row.creado_at,
    enviarDesde: row.enviar_desde,
    enviadoAt: row.enviado_at,
  };
}

/**
 * `GET /api/correos?estado=`: whether e-mail is on and who it comes from, how many messages are in
 * each state (whatever the filter), and the newest 100, of one state when asked.
 */
export async function leerBandeja(
  db: Db,
  mail: MailConfig | null,
  estado: EstadoCorreo | undefined,
): Promise<BandejaCorreos> {
  const cuentas = await db
    .selectFrom('correos')
    .select(['estado', (eb) => eb.fn.countAll().as('cuantos')])
    .groupBy('estado')
    .execute();
  // PostgreSQL's count is a bigint, which node-postgres hands over as a string.
  const cuantos = (e: EstadoCorreo) => Number(cuentas.find((c) => c.estado === e)?.cuantos ?? 0);
  let lista = db.selectFrom('correos').select(COLUMNAS);
  if (estado !== undefined) lista = lista.where('estado', '=', estado);
  const filas = await lista.orderBy('id', 'desc').limit(BANDEJA_LIMITE).execute();
  return {
    activo: mail !== null,
    remitente: mail?.from ?? null,
    pendientes: cuantos('Pendiente'),
    enviados: cuantos('Enviado'),
    fallidos: cuantos('Falló'),
    correos: filas.map(comoCorreo),
  };
}

/**
 * `POST /api/correos/:id/reintentar`: a message that failed ('Falló') is queued again to be sent
 * now, its tries from 0. One conditional UPDATE (`where estado = 'Falló'`): of two retries at
 * once, the second finds it 'Pendiente' already (PostgreSQL checks the condition again once the
 * first one's lock is released) and is told so with 409, so the message is queued once.
 */
export async function reintentarCorreo(db: Db, reloj: Reloj, userId: number, id: number): Promise<Correo> {
  return db.transaction().execute(async (trx) => {
    const antes = await trx.selectFrom('correos').select(COLUMNAS).where('id', '=', id).executeTakeFirst();
    if (antes === undefined) {
      throw new HttpError(404, correoMessages.noEncontrado, { code: correoCodes.noEncontrado });
    }
    const noFallo = () => new HttpError(409, correoMessages.noFallo, { code: correoCodes.noFallo });
    if (antes.estado !== 'Falló') throw noFallo();
    const cambio = await trx
      .updateTable('correos')
      .set({ estado: 'Pendiente', intentos: 0, error: null, enviar_desde: instante(reloj), tomado_hasta: null })
      .where('id', '=', id)
      .where('estado', '=', 'Falló')
      .executeTakeFirst();
    // Another retry took it between the read and this write.
    if (Number(cambio.numUpdatedRows) !== 1) throw noFallo();
    await recordAudit(trx, {
      userId,
      action: 'editar',
      entity: 'correos',
      entityId: id,
      before: { envio: antes.estado, intentos: antes.intentos, error: antes.error },
      after: { envio: 'Pendiente', intentos: 0, error: null },
    });
    const despues = await trx.selectFrom('correos').select(COLUMNAS).where('id', '=', id).executeTakeFirstOrThrow();
    return comoCorreo(despues);
  });
}
