import { createHash, randomBytes } from 'node:crypto';
import { addMonths, formatFecha } from '#shared/domain/dates.ts';
import { codigoGiftcard, normalizarCodigo } from '#shared/domain/giftcard.ts';
import { formatMoney, fromCents, toCents } from '#shared/domain/money.ts';
import { MEDIO_GIFTCARD } from '#shared/domain/pagos.ts';
import { giftcardAdminMessages, giftcardMessages } from '#shared/schemas/giftcard.ts';
import { cobroMessages, type PagoInput } from '#shared/schemas/venta.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { isPostgres, type Db } from '#server/db/dialect.ts';
import { HttpError } from '#server/http/errors.ts';
import { getAjustes } from '#server/modules/ajustes/repository.ts';
import { type Reloj, ahoraEn, instante } from '#server/reloj.ts';
import { num } from '#server/modules/ventas/dinero.ts';
import { gastadoDeGiftcard, giftcardPagada } from '#server/modules/ventas/giftcards.ts';

/*
 * Gift cards on the sales ledger (decision 044): a card is sold as a ticket's line and spent as a
 * ticket's payments ('Gift card'), each payment entry naming the card. What a card has left is its
 * worth less those entries, read from the ledger in the same transaction that spends it.
 */

const bad = (message: string, code: string) => new HttpError(400, message, { code });

/** What a typed code is sought by: the same work for any code, whether a card has it or not. */
export function hashCodigo(codigo: string): string {
  return createHash('sha256').update(codigo).digest('hex');
}

/** The card with that code, locked until the caller's transaction ends (PostgreSQL; SQLite writes one at a time). */
async function giftcardParaGastar(trx: Db, codigo: string) {
  let query = trx
    .selectFrom('giftcards')
    .select(['id', 'codigo', 'valor_cents', 'id_servicio', 'vence', 'anulada_at', 'id_linea'])
    .where('codigo_hash', '=', hashCodigo(codigo));
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * For each of a ticket's payments, the gift card it spends (null for money): checked and locked,
 * or a 400 that names why (unknown, annulled, used up, expired, short of the amount). A card sold
 * for a service is worth that service's price on the day it is first spent, written then.
 */
export async function giftcardsDePagos(
  trx: Db,
  reloj: Reloj,
  pagos: readonly (Pick<PagoInput, 'medioPago' | 'codigo'> & { monto: number })[],
): Promise<(number | null)[]> {
  const hoy = ahoraEn(reloj).fecha;
  const enEsteTicket = new Map<number, number>();
  const ids: (number | null)[] = [];
  for (const p of pagos) {
    if (p.medioPago !== MEDIO_GIFTCARD) {
      ids.push(null);
      continue;
    }
    const codigo = normalizarCodigo(p.codigo ?? '');
    const card = codigo === null ? undefined : await giftcardParaGastar(trx, codigo);
    if (card === undefined) throw bad(cobroMessages.giftcardNoEncontrada, 'giftcard_no_encontrada');
    if (card.anulada_at !== null) throw bad(cobroMessages.giftcardAnulada, 'giftcard_anulada');
    // Sold on a ticket not yet paid in full: nothing came in for it yet.
    if (!(await giftcardPagada(trx, card.id_linea))) throw bad(cobroMessages.giftcardSinPagar, 'giftcard_sin_pagar');
    let valor = card.valor_cents === null ? null : num(card.valor_cents);
    if (valor === null) {
      const s = await trx
        .selectFrom('servicios_base')
        .select('precio_cents')
        .where('id', '=', card.id_servicio ?? 0)
        .executeTakeFirst();
      valor = num(s?.precio_cents ?? 0);
      await trx.updateTable('giftcards').set({ valor_cents: valor }).where('id', '=', card.id).execute();
    }
    const saldo = valor - (await gastadoDeGiftcard(trx, card.id)) - (enEsteTicket.get(card.id) ?? 0);
    if (saldo <= 0) throw bad(cobroMessages.giftcardUsada, 'giftcard_usada');
    if (hoy > card.vence) throw bad(cobroMessages.giftcardVencida(formatFecha(card.vence)), 'giftcard_vencida');
    const cents = toCents(p.monto);
    if (cents > saldo)
      throw bad(cobroMessages.giftcardSaldo(formatMoney(fromCents(saldo))), 'giftcard_saldo_insuficiente');
    enEsteTicket.set(card.id, (enEsteTicket.get(card.id) ?? 0) + cents);
    ids.push(card.id);
  }
  return ids;
}

/** A gift card line about to be written: what the card is worth, or the service it is for. */
export interface GiftcardNueva {
  valorCents: number | null;
  idServicio: number | null;
  comprador: string | null;
  destinatario: string | null;
  mensaje: string | null;
}

/**
 * The cards a ticket's new gift card lines sell, each with a fresh code, valid until the same
 * day `giftcardMeses` months from today (Ajustes); `lineas` are the written lines' ids in order.
 */
export async function venderGiftcards(
  trx: Db,
  reloj: Reloj,
  venta: { idVenta: number; idCliente: number | null; cliente: string },
  cards: readonly { idLinea: number; card: GiftcardNueva }[],
): Promise<void> {
  if (cards.length === 0) return;
  const { giftcardMeses } = await getAjustes(trx);
  // The same day that many months later (the month's last when shorter).
  const vence = addMonths(ahoraEn(reloj).fecha, giftcardMeses);
  const now = instante(reloj);
  for (const { idLinea, card } of cards) {
    // 31^10 codes: a repeat is all but impossible, and the unique index would refuse it.
    const codigo = codigoGiftcard(randomBytes);
    await trx
      .insertInto('giftcards')
      .values({
        codigo,
        codigo_hash: hashCodigo(codigo),
        id_venta: venta.idVenta,
        id_linea: idLinea,
        valor_cents: card.valorCents,
        id_servicio: card.idServicio,
        id_cliente: card.comprador === null ? venta.idCliente : null,
        comprador: card.comprador ?? venta.cliente,
        destinatario: card.destinatario,
        mensaje: card.mensaje,
        vence,
        created_at: now,
      })
      .execute();
  }
}

/** The cards a ticket sold, as the desk hands them over. */
export async function giftcardsDeVenta(db: Db, idVenta: number): Promise<{ codigo: string; vence: string }[]> {
  return db.selectFrom('giftcards').select(['codigo', 'vence']).where('id_venta', '=', idVenta).orderBy('id').execute();
}

/**
 * An annulled ticket's cards are annulled with it; one already spent keeps the ticket from being
 * annulled (its money went to another ticket).
 */
export async function anularGiftcardsDeVenta(
  trx: Db,
  venta: { idVenta: number; userId: number; motivo: string; at: string },
): Promise<void> {
  // Locked (PostgreSQL) as a desk spending one locks it: never spent and annulled at once.
  let query = trx.selectFrom('giftcards').select('id').where('id_venta', '=', venta.idVenta);
  if (isPostgres(trx)) query = query.forUpdate();
  const cards = await query.execute();
  for (const c of cards) {
    if ((await gastadoDeGiftcard(trx, c.id)) !== 0) {
      throw bad(cobroMessages.giftcardUsadaNoSeAnula, 'giftcard_usada_no_se_anula');
    }
  }
  if (cards.length === 0) return;
  await trx
    .updateTable('giftcards')
    .set({ anulada_at: venta.at, anulada_motivo: venta.motivo, anulada_por: venta.userId })
    .where('id_venta', '=', venta.idVenta)
    .where('anulada_at', 'is', null)
    .execute();
}

/** A card by its code as typed, locked for the change that follows; a 404 when none has it. */
async function giftcardParaCambiar(trx: Db, texto: string) {
  const codigo = normalizarCodigo(texto);
  const card = codigo === null ? undefined : await giftcardParaGastar(trx, codigo);
  if (card === undefined) throw new HttpError(404, giftcardMessages.noEncontrada, { code: 'giftcard_no_encontrada' });
  return card;
}

/** `POST /api/giftcards/:codigo/anular` (admins): no longer spendable, with a reason; audited. */
export async function anularGiftcard(
  db: Db,
  userId: number,
  reloj: Reloj,
  texto: string,
  motivo: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const card = await giftcardParaCambiar(trx, texto);
    if (card.anulada_at !== null) throw bad(giftcardAdminMessages.yaAnulada, 'giftcard_ya_anulada');
    const at = instante(reloj);
    await trx
      .updateTable('giftcards')
      .set({ anulada_at: at, anulada_motivo: motivo, anulada_por: userId })
      .where('id', '=', card.id)
      .execute();
    await recordAudit(trx, {
      userId,
      action: 'anular',
      entity: 'giftcards',
      entityId: card.id,
      before: { anulada: null },
      after: { anulada: { at, motivo } },
    });
  });
}

/** `POST /api/giftcards/:codigo/vence` (admins): its last valid day from now on, today or later; audited. */
export async function cambiarVenceGiftcard(
  db: Db,
  userId: number,
  reloj: Reloj,
  texto: string,
  vence: string,
): Promise<void> {
  if (vence < ahoraEn(reloj).fecha) throw bad(giftcardAdminMessages.vence, 'giftcard_vence_pasado');
  await db.transaction().execute(async (trx) => {
    const card = await giftcardParaCambiar(trx, texto);
    await trx.updateTable('giftcards').set({ vence }).where('id', '=', card.id).execute();
    await recordAudit(trx, {
      userId,
      action: 'editar',
      entity: 'giftcards',
      entityId: card.id,
      before: { vence: card.vence },
      after: { vence },
    });
  });
}

/**
 * An erasure of clients' data (borrar-datos): the cards they bought keep their worth and their
 * code, but no longer their buyer's name, nor whom they were for and the message.
 */
export async function anonimizarGiftcardsDeClientes(trx: Db, ids: readonly number[], nombre: string): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('giftcards')
    .set({ comprador: nombre, destinatario: null, mensaje: null })
    .where('id_cliente', 'in', ids)
    .execute();
}
