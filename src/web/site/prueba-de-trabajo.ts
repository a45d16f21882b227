import { solveChallengeWorkers, type Challenge } from 'altcha-lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/**
 * Solves the booking's proof of work with altcha's own PBKDF2 worker (a file of its own under
 * /assets, so the Content-Security-Policy's 'self' allows it), two workers in parallel so a
 * phone's cores share it. Loaded by /reservar alone, when its steps are shown. Gives the payload
 * the booking carries: base64 of `{challenge, solution}`, as altcha's widget sends it.
 */
export async function resolverDesafio(challenge: Challenge): Promise<string> {
  const workers = Math.min(2, Math.max(1, navigator.hardwareConcurrency || 1));
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: workers,
    createWorker: () => new Pbkdf2Worker(),
    timeout: 60_000,
  });
  if (solution === null) throw new Error('No se pudo verificar la reserva en este navegador.');
  return btoa(JSON.stringify({ challenge, solution }));
}
