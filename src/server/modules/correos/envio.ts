import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { INTENTOS_CORREO } from '#shared/schemas/correo.ts';
import type { MailConfig } from '#server/config.ts';
import type { Updateable } from 'kysely';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import type { CorreosTable } from '#server/db/schema.ts';
import { instante, type Reloj } from '#server/reloj.ts';
import { inicio } from '#server/modules/reservas/repository.ts';

/**
 * The outbox's worker (decision 049): inside the server, it claims the messages that are due,
 * sends them, and says how each try went. Several instances on one PostgreSQL database share the
 * work without sending a message twice: a claim is a row lock taken with SKIP LOCKED (another
 * instance passes over it) and a lease written in the same transaction (another instance leaves
 * the row alone until the lease ends, while this one talks to the mail server outside any
 * transaction). An instance that dies mid-send leaves the lease to run out, and the row is tried
 * again: a message is sent at most once per lease, and only that crash can send it twice.
 */

/** What the worker hands to the mail server: nodemailer's transport, or a test's. */
export interface Cartero {
  sendMail(mensaje: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: { filename: string; content: string; contentType: string }[];
  }): Promise<unknown>;
}

/** The mail server's transport, with timeouts shorter than a lease (nodemailer's wait up to 10 min). */
export function cartero(mail: MailConfig): Cartero {
  const url = new URL(mail.smtpUrl);
  // smtp:// upgrades with STARTTLS: required, so nobody between can strip it and read the
  // password; only a server on this machine may speak plain.
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return nodemailer.createTransport({
    url: mail.smtpUrl,
    requireTLS: url.protocol === 'smtp:' && !local,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/**
 * How long a claimed message is this pass's to send: longer than one message's timeouts above
 * together. Renewed before each message, so a slow batch never outlives its claim.
 */
const LEASE_MS = 5 * 60_000;
/** How many due messages one pass claims. */
const POR_PASADA = 10;

/** The wait before try n + 1 (n tries failed): 1, 5, 15 and 60 minutes. */
const ESPERAS_MIN = [1, 5, 15, 60] as const;
function esperaTrasIntento(intentos: number): number {
  return (ESPERAS_MIN[Math.min(Math.max(intentos, 1), ESPERAS_MIN.length) - 1] ?? 60) * 60_000;
}

const enMs = (reloj: Reloj, ms: number) => new Date(reloj.now() + ms).toISOString();

/** Claims up to POR_PASADA due messages for this pass (`pase`): their ids. */
async function tomar(db: Db, reloj: Reloj, pase: string): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ahora = instante(reloj);
    let query = trx
      .selectFrom('correos')
      .select('id')
      .where('estado', '=', 'Pendiente')
      .where('enviar_desde', '<=', ahora)
      .where((eb) => eb.or([eb('tomado_hasta', 'is', null), eb('tomado_hasta', '<', ahora)]))
      .orderBy('enviar_desde')
      .orderBy('id')
      .limit(POR_PASADA);
    // SQLite runs one instance, and one write transaction at a time.
    if (isPostgres(trx)) query = query.forUpdate().skipLocked();
    const ids = (await query.execute()).map((r) => r.id);
    if (ids.length > 0) {
      await trx
        .updateTable('correos')
        .set({ tomado_hasta: enMs(reloj, LEASE_MS), tomado_por: pase })
        .where('id', 'in', ids)
        .execute();
    }
    return ids;
  });
}

/**
 * Whether a message still tells the truth: its booking exists, is at the day and time it says,
 * and has not begun; and is not cancelled, but for the note that says it was. A booking changed
 * by a way that does not go through its command (her own link, erasing her data) or a message
 * kept waiting by the mail server is dropped instead of sent late.
 */
async function vigente(
  db: Db,
  reloj: Reloj,
  c: { tipo: string; id_turno: number | null; fecha: string | null; hora: string | null },
): Promise<boolean> {
  if (c.id_turno === null || c.fecha === null || c.hora === null) return false;
  const t = await db
    .selectFrom('turnos')
    .select(['fecha', 'hora', 'asistencia'])
    .where('id', '=', c.id_turno)
    .executeTakeFirst();
  if (t === undefined || t.fecha !== c.fecha || t.hora !== c.hora) return false;
  if ((t.asistencia === 'Canceló') !== (c.tipo === 'cancelacion')) return false;
  return Date.parse(inicio(t.fecha, t.hora, reloj.timeZone)) > reloj.now();
}

/** The mail server's refusal in one line, short enough to show in Ajustes. */
function motivo(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'Error desconocido';
}

/**
 * One message of the pass: its claim renewed (and kept only if still this pass's: 'Reintentar',
 * a booking's change or another instance may have taken it), checked, sent, its outcome written
 * while the claim is still this pass's. Once sent, its body (her link in it) is emptied.
 */
async function enviarUno(db: Db, reloj: Reloj, mail: MailConfig, transporte: Cartero, id: number, pase: string) {
  const renovado = await db
    .updateTable('correos')
    .set({ tomado_hasta: enMs(reloj, LEASE_MS) })
    .where('id', '=', id)
    .where('tomado_por', '=', pase)
    .where('estado', '=', 'Pendiente')
    .executeTakeFirst();
  if (renovado.numUpdatedRows === 0n) return;
  const c = await db.selectFrom('correos').selectAll().where('id', '=', id).executeTakeFirst();
  if (c === undefined) return;
  if (!(await vigente(db, reloj, c))) {
    await db.deleteFrom('correos').where('id', '=', id).where('tomado_por', '=', pase).execute();
    return;
  }
  const intentos = c.intentos + 1;
  let cambios: Updateable<CorreosTable>;
  try {
    await transporte.sendMail({
      from: mail.from,
      to: c.para,
      subject: c.asunto,
      text: c.texto,
      html: c.html,
      attachments:
        c.ics === null
          ? []
          : [{ filename: 'turno.ics', content: c.ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
    cambios = { estado: 'Enviado', intentos, error: null, enviado_at: instante(reloj), texto: '', html: '', ics: null };
  } catch (error) {
    const fallo = intentos >= INTENTOS_CORREO;
    cambios = {
      estado: fallo ? 'Falló' : 'Pendiente',
      intentos,
      error: motivo(error),
      enviar_desde: fallo ? c.enviar_desde : enMs(reloj, esperaTrasIntento(intentos)),
    };
  }
  await db
    .updateTable('correos')
    .set({ ...cambios, tomado_hasta: null, tomado_por: null })
    .where('id', '=', id)
    .where('tomado_por', '=', pase)
    .execute();
}

/**
 * One pass: claims what is due, sends it, records each outcome. Stops between messages when
 * `seguir` says so (the server is closing), and gives back what it claimed and did not send.
 * Returns how many were claimed.
 */
export async function enviarPendientes(
  db: Db,
  reloj: Reloj,
  mail: MailConfig,
  transporte: Cartero,
  {
    seguir = () => true,
    log = (_error: unknown) => undefined,
  }: { seguir?: () => boolean; log?: (error: unknown) => void } = {},
): Promise<number> {
  const pase = randomUUID();
  const ids = await tomar(db, reloj, pase);
  for (const id of ids) {
    if (!seguir()) break;
    try {
      await enviarUno(db, reloj, mail, transporte, id, pase);
    } catch (error) {
      // The database away for one message: the others are still tried; this one's claim runs out.
      log(error);
    }
  }
  await db
    .updateTable('correos')
    .set({ tomado_hasta: null, tomado_por: null })
    .where('tomado_por', '=', pase)
    .where('estado', '=', 'Pendiente')
    .execute();
  return ids.length;
}

export interface Buzon {
  /** Stops the worker: the pass under way ends first. */
  detener(): Promise<void>;
}

/**
 * Starts the worker: a pass now and every `cadaMs` (10 s), one at a time; a pass that claimed a
 * full batch is followed by another at once. A failing pass (the database away) is logged and
 * the next one tries again.
 */
export function iniciarEnvio(
  db: Db,
  reloj: Reloj,
  mail: MailConfig,
  opciones: { transporte?: Cartero; cadaMs?: number; log?: (error: unknown) => void } = {},
): Buzon {
  const transporte = opciones.transporte ?? cartero(mail);
  const cadaMs = opciones.cadaMs ?? 10_000;
  let detenido = false;
  let timer: NodeJS.Timeout | undefined;
  let pasada: Promise<void> = Promise.resolve();

  const programar = (ms: number) => {
    if (detenido) return;
    timer = setTimeout(() => {
      pasada = (async () => {
        let lleno = false;
        try {
          const seguir = () => !detenido;
          lleno = (await enviarPendientes(db, reloj, mail, transporte, { seguir, log: opciones.log })) === POR_PASADA;
        } catch (error) {
          opciones.log?.(error);
        }
        programar(lleno ? 0 : cadaMs);
      })();
    }, ms);
    timer.unref();
  };
  programar(0);

  return {
    async detener() {
      detenido = true;
      clearTimeout(timer);
      await pasada;
    },
  };
}
