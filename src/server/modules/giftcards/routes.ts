import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anularGiftcardSchema,
  codigoParamSchema,
  giftcardAdminMessages,
  giftcardMessages,
  giftcardSaldoSchema,
  giftcardSchema,
  giftcardsPaginaSchema,
  giftcardsQuerySchema,
  venceGiftcardSchema,
} from '#shared/schemas/giftcard.ts';
import { archivoDeTarjeta } from '#shared/domain/giftcard-tarjeta.ts';
import { currentUserId } from '#server/auth/guard.ts';
import { soloAdmin } from '#server/auth/require-admin.ts';
import type { Db } from '#server/db/dialect.ts';
import type { DatosDelCentro } from '#server/http/centro-datos.ts';
import { ventanasPorDireccion } from '#server/http/address-window.ts';
import { requestAddressKey } from '#server/http/client-address.ts';
import { HttpError } from '#server/http/errors.ts';
import { siteOrigin } from '#server/http/site-origin.ts';
import type { Reloj } from '#server/reloj.ts';
import { getGiftcard, listGiftcards, saldoGiftcard } from './lectura.ts';
import { anularGiftcard, cambiarVenceGiftcard } from './repository.ts';
import { tarjetaPdf } from './tarjeta-pdf.ts';

/**
 * How many codes one address (an IPv6 /64 is one) may look up on the public balance page: a
 * person checks a card or two; guessing among 31^10 codes at this pace finds none.
 */
export const SALDO_LIMITE = { porVentana: 20, ventanaMs: 10 * 60_000 };

/** The answer for a code no card has: the balance's keys, empty, beside the error. */
const SIN_GIFTCARD = { saldo: null, servicio: null, vence: null, estado: null } as const;

interface Opciones {
  db: Db;
  reloj: Reloj;
  /** PUBLIC_URL: the origin of a card's balance address (else each request's own). */
  publicUrl: string | null;
  centro: DatosDelCentro;
}

/**
 * Gift cards (decision 044): the public balance page's lookup; staff's list and view of a card
 * and the card itself as a PDF (decision 045); an admin's annulment and new expiry.
 */
export const giftcardsRoutes: FastifyPluginAsyncZod<Opciones> = async (app, { db, reloj, publicUrl, centro }) => {
  const contar = ventanasPorDireccion(SALDO_LIMITE, reloj.now);

  // Public: what is left and until when, nothing about who bought it or for whom.
  app.get(
    '/giftcards/:codigo/saldo',
    {
      config: { public: true },
      schema: { params: codigoParamSchema },
      onRequest: async (request, reply) => {
        const retryAfter = contar(requestAddressKey(request));
        if (retryAfter === null) return;
        void reply.header('retry-after', String(retryAfter));
        throw new HttpError(429, giftcardMessages.demasiadas, { code: 'demasiadas_consultas' });
      },
    },
    async (request, reply) => {
      const saldo = await saldoGiftcard(db, reloj, request.params.codigo);
      if (saldo === undefined) {
        return reply
          .status(404)
          .send({ ...SIN_GIFTCARD, error: giftcardMessages.noEncontrada, code: 'giftcard_no_encontrada' });
      }
      return giftcardSaldoSchema.parse(saldo);
    },
  );

  app.get(
    '/giftcards',
    { schema: { querystring: giftcardsQuerySchema, response: { 200: giftcardsPaginaSchema } } },
    async (request) => listGiftcards(db, reloj, request.query, siteOrigin(request, publicUrl)),
  );

  const admin = soloAdmin(giftcardAdminMessages.soloAdmin, 'solo_admin');
  app.post(
    '/giftcards/:codigo/anular',
    { onRequest: admin, schema: { params: codigoParamSchema, body: anularGiftcardSchema } },
    async (request, reply) => {
      await anularGiftcard(db, currentUserId(request), reloj, request.params.codigo, request.body.motivo);
      return reply.status(204).send();
    },
  );
  app.post(
    '/giftcards/:codigo/vence',
    { onRequest: admin, schema: { params: codigoParamSchema, body: venceGiftcardSchema } },
    async (request, reply) => {
      await cambiarVenceGiftcard(db, currentUserId(request), reloj, request.params.codigo, request.body.vence);
      return reply.status(204).send();
    },
  );

  app.get(
    '/giftcards/:codigo',
    { schema: { params: codigoParamSchema, response: { 200: giftcardSchema } } },
    async (request) => {
      const card = await getGiftcard(db, reloj, request.params.codigo, siteOrigin(request, publicUrl));
      if (card === undefined)
        throw new HttpError(404, giftcardMessages.noEncontrada, { code: 'giftcard_no_encontrada' });
      return card;
    },
  );

  // The card to print or send, for whoever sold it: an annulled one is not money any more, and a
  // picture of it would still look like a present.
  app.get('/giftcards/:codigo/tarjeta.pdf', { schema: { params: codigoParamSchema } }, async (request, reply) => {
    const card = await getGiftcard(db, reloj, request.params.codigo, siteOrigin(request, publicUrl));
    if (card === undefined) throw new HttpError(404, giftcardMessages.noEncontrada, { code: 'giftcard_no_encontrada' });
    if (card.anulada !== null)
      throw new HttpError(409, giftcardMessages.anuladaSinTarjeta, { code: 'giftcard_anulada' });
    const pdf = await tarjetaPdf(card, centro.nombre ?? '');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${archivoDeTarjeta(card.codigo, 'pdf')}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
