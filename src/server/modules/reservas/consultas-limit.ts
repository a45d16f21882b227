import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ventanasPorDireccion } from '#server/http/address-window.ts';
import { requestAddressKey } from '#server/http/client-address.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * How often one address may ask for online booking's free days and times: a person choosing a
 * service, a professional and a few days asks a few dozen times; a script asks thousands.
 */
export const CONSULTAS_LIMITE = { porVentana: 120, ventanaMs: 60_000 };
/**
 * A refused request waits this long for its 429, at most this many at once (beyond, it is answered
 * at once): a script asking in a loop on a few connections then asks about once a second on each,
 * instead of costing the server as much as it can send. A timer and an open socket are all a
 * waiting request holds.
 */
export const ESPERA_429 = { ms: 1000, simultaneas: 1000 };
export const DEMASIADAS_CONSULTAS = {
  code: 'DEMASIADAS_CONSULTAS',
  message: 'Hiciste demasiadas consultas seguidas. Esperá un minuto y volvé a intentar, o escribinos por WhatsApp.',
} as const;

/**
 * An onRequest hook counting each address's requests (requestAddressKey: an IPv6 /64 is one
 * visitor) in windows of a minute, answering 429 past the limit, before any database work. In
 * memory (http/address-window.ts): these are reads, and writing a row for each would cost more
 * than the read it guards and would undo the kept answers (any write does); the limit bounds each
 * instance's work, which is its purpose.
 */
export function limiteDeConsultas(now: () => number) {
  const contar = ventanasPorDireccion(CONSULTAS_LIMITE, now);
  let esperando = 0;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const retryAfter = contar(requestAddressKey(request));
    if (retryAfter !== null) {
      if (esperando < ESPERA_429.simultaneas) {
        esperando++;
        try {
          await sleep(ESPERA_429.ms);
        } finally {
          esperando--;
        }
      }
      void reply.header('retry-after', String(retryAfter));
      throw new HttpError(429, DEMASIADAS_CONSULTAS.message, { code: DEMASIADAS_CONSULTAS.code });
    }
  };
}
