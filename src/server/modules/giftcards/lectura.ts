import { estadoGiftcard, normalizarCodigo } from '#shared/domain/giftcard.ts';
import { enlaceDeSaldo } from '#shared/domain/giftcard-tarjeta.ts';
import { fromCents } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { foldText } from '#shared/domain/text.ts';
import {
  GIFTCARDS_POR_PAGINA,
  type Giftcard,
  type GiftcardSaldo,
  type GiftcardsPagina,
  type GiftcardsQuery,
} from '#shared/schemas/giftcard.ts';
import type { Db } from '#server/db/dialect.ts';
import { type Reloj, ahoraEn } from '#server/reloj.ts';
import { num } from '#server/modules/ventas/dinero.ts';
import { gastadoDeGiftcard, gastadoPorGiftcard, usosDeGiftcard } from '#server/modules/ventas/giftcards.ts';
import { hashCodigo } from './repository.ts';

function selectGiftcards(db: Db) {
  return db
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
    ]);
}
type Fila = Awaited<ReturnType<ReturnType<typeof selectGiftcards>['executeTakeFirstOrThrow']>>;

/**
 * A card as staff read it, from its row and what it has spent, on the centre's day `hoy`; its
 * balance page's address starts with the site's `origen`.
 */
function aGiftcard(card: Fila, gastadoCents: number, hoy: string, origen: string): Omit<Giftcard, 'usos'> {
  // Not spent yet, a service card is worth its service's price today.
  const valor = card.valor_cents ?? card.precio_cents;
  const saldoCents = Math.max(num(valor) - gastadoCents, 0);
  return {
    codigo: card.codigo,
    valor: card.valor_cents === null ? null : fromCents(num(card.valor_cents)),
    saldo: fromCents(saldoCents),
    // A join that found no service: a card for a value.
    servicio: card.descripcion === null ? null : servicioLabel({ nombre: card.nombre, descripcion: card.descripcion }),
    vence: card.vence,
    estado: estadoGiftcard({ anulada: card.anulada_at !== null, vence: card.vence, saldoCents }, hoy),
    comprador: card.comprador,
    destinatario: card.destinatario,
    mensaje: card.mensaje,
    idVenta: card.id_venta,
    vendida: card.created_at,
    anulada: card.anulada_at === null ? null : { at: card.anulada_at, motivo: card.anulada_motivo ?? '' },
    enlace: enlaceDeSaldo(origen, card.codigo),
  };
}

/**
 * The card with a code as typed, as staff read it; undefined when none has it. The same two
 * queries run for any code, a card's or not, well written or not, so the answer's time says
 * nothing of whether a card has it.
 */
async function buscar(db: Db, reloj: Reloj, texto: string, origen = '') {
  const codigo = normalizarCodigo(texto);
  const card = await selectGiftcards(db)
    .where('g.codigo_hash', '=', hashCodigo(codigo ?? texto))
    .executeTakeFirst();
  const gastado = await gastadoDeGiftcard(db, card?.id ?? -1);
  if (card === undefined || codigo === null) return undefined;
  return { id: card.id, giftcard: aGiftcard(card, gastado, ahoraEn(reloj).fecha, origen) };
}

/** `GET /api/giftcards/:codigo/saldo`: what a card has left and until when; undefined for none. */
export async function saldoGiftcard(db: Db, reloj: Reloj, texto: string): Promise<GiftcardSaldo | undefined> {
  const found = await buscar(db, reloj, texto);
  if (found === undefined) return undefined;
  const { saldo, servicio, vence, estado } = found.giftcard;
  return { saldo, servicio, vence, estado };
}

/** `GET /api/giftcards/:codigo` (staff): the card, its balance and its uses; undefined for none. */
export async function getGiftcard(db: Db, reloj: Reloj, texto: string, origen: string): Promise<Giftcard | undefined> {
  const found = await buscar(db, reloj, texto, origen);
  if (found === undefined) return undefined;
  const usos = await usosDeGiftcard(db, found.id);
  return {
    ...found.giftcard,
    usos: usos.map((u) => ({ idVenta: u.idVenta, fecha: u.fecha, monto: fromCents(u.cents) })),
  };
}

/**
 * `GET /api/giftcards?q=&estado=&pagina=` (staff): the cards whose code, buyer or recipient has
 * `q`, newest first, in a state, a page at a time. A centre sells hundreds a year: they are read
 * whole, matched as the clients are (accents and case aside), their state (which the balance
 * decides) worked out, then the page is cut.
 */
export async function listGiftcards(
  db: Db,
  reloj: Reloj,
  query: GiftcardsQuery,
  origen: string,
): Promise<GiftcardsPagina> {
  // By code (its start, as typed) or by name, accents and case aside, as the clients are found.
  const q = foldText(query.q.trim());
  const codigo = query.q.toUpperCase().replace(/[\s-]/g, '');
  const filas = (await selectGiftcards(db).orderBy('g.id', 'desc').execute()).filter(
    (f) =>
      q === '' ||
      (codigo !== '' && f.codigo.startsWith(codigo)) ||
      foldText(f.comprador).includes(q) ||
      foldText(f.destinatario ?? '').includes(q),
  );
  const gastado = await gastadoPorGiftcard(
    db,
    filas.map((f) => f.id),
  );
  const hoy = ahoraEn(reloj).fecha;
  const todas = filas
    .map((f) => aGiftcard(f, gastado.get(f.id) ?? 0, hoy, origen))
    .filter((g) => query.estado === undefined || g.estado === query.estado);
  const desde = (query.pagina - 1) * GIFTCARDS_POR_PAGINA;
  return {
    giftcards: todas.slice(desde, desde + GIFTCARDS_POR_PAGINA),
    total: todas.length,
    pagina: query.pagina,
    porPagina: GIFTCARDS_POR_PAGINA,
  };
}
