import { estadoGiftcard, normalizarCodigo } from '#shared/domain/giftcard.ts';
import { fromCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import type { Giftcard, GiftcardSaldo } from '#shared/schemas/giftcard.ts';
import type { Db } from '#server/db/dialect.ts';
import { type Reloj, ahoraEn } from '#server/reloj.ts';
import { gastadoDeGiftcard, usosDeGiftcard } from '#server/modules/ventas/giftcards.ts';
import { hashCodigo } from './repository.ts';

const num = (v: number | string | bigint | null): number => (v === null ? 0 : Number(v));

/**
 * The card with a code as typed, its balance and its state today; undefined when none has it.
 * The same two queries run for any code, a card's or not, well written or not, so the answer's
 * time says nothing of whether a card has it.
 */
async function buscar(db: Db, reloj: Reloj, texto: string) {
  const codigo = normalizarCodigo(texto);
  const card = await db
    .selectFrom('giftcards as g')
    .leftJoin('servicios_base as s', 's.id', 'g.id_servicio')
    .select([
      'g.id',
      'g.codigo',
      'g.valor_cents',
      'g.vence',
      'g.anulada_at',
      'g.anulada_motivo',
      'g.comprador',
      'g.destinatario',
      'g.mensaje',
      'g.id_venta',
      'g.created_at',
      's.nombre',
      's.descripcion',
      's.precio_cents',
    ])
    .where('g.codigo_hash', '=', hashCodigo(codigo ?? texto))
    .executeTakeFirst();
  const gastado = await gastadoDeGiftcard(db, card?.id ?? -1);
  if (card === undefined || codigo === null) return undefined;
  // Not spent yet, a service card is worth its service's price today.
  const valor = card.valor_cents ?? card.precio_cents;
  const saldoCents = Math.max(num(valor) - gastado, 0);
  const estado = estadoGiftcard(
    { anulada: card.anulada_at !== null, vence: card.vence, saldoCents },
    ahoraEn(reloj).fecha,
  );
  return { card, saldoCents, estado };
}

/** A service card's service, as the catalogue names it (a join that found none: a value card). */
const servicioDe = (card: { nombre: string | null; descripcion: string | null }) =>
  card.descripcion === null ? null : servicioLabel({ nombre: card.nombre, descripcion: card.descripcion });

/** `GET /api/giftcards/:codigo/saldo`: what a card has left and until when; undefined for none. */
export async function saldoGiftcard(db: Db, reloj: Reloj, texto: string): Promise<GiftcardSaldo | undefined> {
  const found = await buscar(db, reloj, texto);
  if (found === undefined) return undefined;
  const { card, saldoCents, estado } = found;
  return {
    saldo: fromCents(saldoCents),
    servicio: servicioDe(card),
    vence: card.vence,
    estado,
  };
}

/** `GET /api/giftcards/:codigo` (staff): the card, its balance and its uses; undefined for none. */
export async function getGiftcard(db: Db, reloj: Reloj, texto: string): Promise<Giftcard | undefined> {
  const found = await buscar(db, reloj, texto);
  if (found === undefined) return undefined;
  const { card, saldoCents, estado } = found;
  const usos = await usosDeGiftcard(db, card.id);
  return {
    codigo: card.codigo,
    valor: card.valor_cents === null ? null : fromCents(num(card.valor_cents)),
    saldo: fromCents(saldoCents),
    servicio: servicioDe(card),
    vence: card.vence,
    estado,
    comprador: card.comprador,
    destinatario: card.destinatario,
    mensaje: card.mensaje,
    idVenta: card.id_venta,
    vendida: card.created_at,
    anulada: card.anulada_at === null ? null : { at: card.anulada_at, motivo: card.anulada_motivo ?? '' },
    usos: usos.map((u) => ({ idVenta: u.idVenta, fecha: u.fecha, monto: fromCents(u.cents) })),
  };
}
