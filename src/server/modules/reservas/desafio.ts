import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { Db } from '#server/db/dialect.ts';
import { ventanasPorDireccion } from '#server/http/address-window.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * The proof of work of the online booking (ALTCHA, altcha-lib's v2 challenges). The server
 * picks a secret counter and signs the challenge; the page finds the counter by trying them all
 * from 0 in a web worker while the visitor fills in the form, and sends the derived key with the
 * booking. A person never waits for it; a script pays it for every booking. Each solution books
 * once: its challenge's signature is kept until it expires.
 */

/**
 * How hard a challenge is: PBKDF2/SHA-256 at `costo` iterations, tried up to a counter drawn
 * between `contadorMin` and `contadorMax`. With the defaults a solve is ≈ 0.2–0.4 s on one core
 * of the development machine (Node's native PBKDF2 or the browser's WebCrypto alike), so about
 * a second at worst on a mid-range phone with the page's two workers (docs/security.md).
 */
export interface DificultadDesafio {
  costo: number;
  contadorMin: number;
  contadorMax: number;
}

export const DIFICULTAD_DESAFIO: DificultadDesafio = { costo: 1_000, contadorMin: 200, contadorMax: 1_000 };

const ALGORITMO = 'PBKDF2/SHA-256';

/** A challenge is good for this long after it is handed out: the form takes a person a few minutes. */
export const DESAFIO_VIGENCIA_MS = 10 * 60_000;

/** Challenges per address in a window, before 429: a person asks for one per booking attempt. */
export const DESAFIOS_LIMITE = { porDireccion: 30, ventanaMs: 10 * 60_000 };

/** The row of the settings table that holds the HMAC key (not a setting: never answered by the API). */
const CLAVE = 'reservas.desafioClave';

/**
 * The HMAC key, generated once per installation and kept in the database (so every server
 * instance signs and checks alike, and a restore keeps the challenges of the moment valid).
 * Two secrets are derived from it: the challenge's signature and its derived key's.
 */
async function secretos(db: Db, now: number): Promise<{ firma: string; clave: string }> {
  const leer = async () =>
    (await db.selectFrom('ajustes').select('valor').where('clave', '=', CLAVE).executeTakeFirst())?.valor;
  let valor = await leer();
  if (valor === undefined) {
    // Two instances starting together: the first write stays, both read it back.
    await db
      .insertInto('ajustes')
      .values({
        clave: CLAVE,
        valor: JSON.stringify(randomBytes(32).toString('hex')),
        updated_at: new Date(now).toISOString(),
      })
      .onConflict((oc) => oc.column('clave').doNothing())
      .execute();
    valor = await leer();
  }
  const key = String(JSON.parse(valor ?? '""'));
  if (key.length < 32) throw new Error('La clave de los desafíos de reserva no es válida.');
  const derivar = (uso: string) => createHmac('sha256', key).update(uso).digest('hex');
  return { firma: derivar('firma del desafío'), clave: derivar('firma de la clave') };
}

export async function crearDesafio(db: Db, dificultad: DificultadDesafio, now: number): Promise<Challenge> {
  const { firma, clave } = await secretos(db, now);
  return createChallenge({
    algorithm: ALGORITMO,
    cost: dificultad.costo,
    counter: randomInt(dificultad.contadorMin, dificultad.contadorMax),
    deriveKey,
    // The expiry is the server's clock's (the library's `expiresAt` is checked against the
    // machine's, which the tests cannot move); signed like every parameter.
    data: { vence: now + DESAFIO_VIGENCIA_MS },
    hmacSignatureSecret: firma,
    hmacKeySignatureSecret: clave,
  });
}

/** A solved challenge that passed: what is kept so it books once. */
export interface DesafioResuelto {
  firma: string;
  vence: string;
}

const rechazo = (motivo: 'desafioFaltante' | 'desafioInvalido' | 'desafioVencido' | 'desafioUsado') =>
  new HttpError(400, reservaMessages[motivo], { code: reservaCodes[motivo] });

/**
 * Checks the payload a booking carries (base64 of `{challenge, solution}`, as altcha's widget
 * sends it): signed by this server, solved, not expired. 400 with a code otherwise.
 */
export async function verificarDesafio(db: Db, payload: string | undefined, now: number): Promise<DesafioResuelto> {
  if (payload === undefined || payload === '') throw rechazo('desafioFaltante');
  let challenge: Challenge;
  let solution: unknown;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: unknown;
    };
    if (typeof parsed.challenge?.signature !== 'string' || typeof parsed.challenge.parameters !== 'object') {
      throw new Error('sin desafío');
    }
    challenge = parsed.challenge;
    solution = parsed.solution;
  } catch {
    throw rechazo('desafioInvalido');
  }
  const { firma, clave } = await secretos(db, now);
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge,
      solution: solution as never,
      deriveKey,
      hmacSignatureSecret: firma,
      hmacKeySignatureSecret: clave,
    });
    // Every challenge this server signs has a derived key's signature: one without it is not ours.
    verified = result.verified && challenge.parameters.keySignature !== undefined;
  } catch {
    verified = false;
  }
  if (!verified || challenge.signature === undefined) throw rechazo('desafioInvalido');
  const vence = challenge.parameters.data?.vence;
  if (typeof vence !== 'number' || vence <= now) throw rechazo('desafioVencido');
  return { firma: challenge.signature, vence: new Date(vence).toISOString() };
}

/**
 * Spends a verified solution inside the booking's transaction: of two requests with the same one
 * only the first books (on PostgreSQL the second waits on the key and finds it taken). A booking
 * refused later in the transaction gives it back. The expired ones are swept here.
 */
export async function gastarDesafio(trx: Db, desafio: DesafioResuelto, now: number): Promise<void> {
  await trx.deleteFrom('reservas_desafios_usados').where('vence', '<=', new Date(now).toISOString()).execute();
  const fila = await trx
    .insertInto('reservas_desafios_usados')
    .values(desafio)
    .onConflict((oc) => oc.column('firma').doNothing())
    .returning('firma')
    .executeTakeFirst();
  if (fila === undefined) throw rechazo('desafioUsado');
}

/**
 * The limit of challenges per address, in this process's memory (http/address-window.ts): a
 * challenge costs the server one key derivation and writes nothing, so a limit per instance is
 * enough to keep one visitor from making the server work for a flood of them.
 */
export function limiteDeDesafios(now: () => number): (address: string) => void {
  const contar = ventanasPorDireccion(
    { porVentana: DESAFIOS_LIMITE.porDireccion, ventanaMs: DESAFIOS_LIMITE.ventanaMs },
    now,
  );
  return (address) => {
    if (contar(address) !== null) {
      throw new HttpError(429, reservaMessages.demasiadosIntentos, { code: reservaCodes.demasiadosDesafios });
    }
  };
}
