import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { DificultadDesafio } from '#server/modules/reservas/desafio.ts';

/** A proof of work a test solves in a few milliseconds (the rules checked are the same). */
export const DIFICULTAD_DE_PRUEBA: DificultadDesafio = { costo: 10, contadorMin: 5, contadorMax: 50 };

/**
 * Solves a challenge of `GET /api/reservas/desafio` as the page's workers do, and gives the
 * `desafio` a booking (`POST /api/reservas`) carries: base64 of `{challenge, solution}`.
 */
export async function resolverDesafio(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (solution === null) throw new Error('no se pudo resolver el desafío');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The one helper of every test that books: asks for a challenge with `get` (an inject, a fetch),
 * solves it, and gives the booking's body with it.
 */
export async function conDesafio<T extends object>(
  get: () => Promise<unknown>,
  body: T,
): Promise<T & { desafio: string }> {
  return { ...body, desafio: await resolverDesafio(await get()) };
}

let desafiosPedidos = 0;

/**
 * A `get` for conDesafio over `app.inject`: each challenge asked from an address of its own, so
 * tests that book many times never meet the per-address limit of challenges.
 */
export function desafioDe(app: { inject: (options: object) => Promise<{ statusCode: number; json: () => unknown }> }) {
  return async (): Promise<unknown> => {
    desafiosPedidos++;
    const res = await app.inject({
      method: 'GET',
      url: '/api/reservas/desafio',
      remoteAddress: `10.250.${String(Math.floor(desafiosPedidos / 250) % 250)}.${String(desafiosPedidos % 250)}`,
    });
    if (res.statusCode !== 200) throw new Error(`desafío: ${String(res.statusCode)}`);
    return res.json();
  };
}
