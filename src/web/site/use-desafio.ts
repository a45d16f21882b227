import { useCallback, useEffect, useRef, useState } from 'react';
import type { Challenge } from 'altcha-lib';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import { errorCode } from '#web/lib/api.ts';
import { reservasApi } from './reservas.ts';

/** A solution older than this is solved again before use: the server takes one for 10 minutes. */
const VIGENCIA_MS = 8 * 60_000;

/** The refusals of the proof of work itself: solved again and sent once more. */
const DESAFIO_RECHAZADO = new Set<string | null>([
  reservaCodes.desafioFaltante,
  reservaCodes.desafioInvalido,
  reservaCodes.desafioVencido,
  reservaCodes.desafioUsado,
]);

interface Pendiente {
  payload: Promise<string>;
  desde: number;
}

/**
 * The booking's proof of work, solved in the background as soon as `activo` (the booking steps
 * are shown), so 'Confirmar reserva' finds it ready. `enviar(pedido)` gives the request a
 * solution, waiting for it with `verificando` true when it is not ready yet; a solution the
 * server refuses (expired on a page left open) is replaced once. Each solution books once: after
 * a refused booking the next one is solved for the retry.
 */
export function useDesafio(activo: boolean): {
  verificando: boolean;
  enviar: <T>(pedido: (desafio: string) => Promise<T>) => Promise<T>;
} {
  const pendiente = useRef<Pendiente | null>(null);
  const listo = useRef(false);
  const [verificando, setVerificando] = useState(false);

  const empezar = useCallback((): Pendiente => {
    listo.current = false;
    const actual: Pendiente = {
      desde: Date.now(),
      payload: Promise.all([reservasApi.desafio(), import('./prueba-de-trabajo.ts')]).then(([challenge, pow]) =>
        pow.resolverDesafio(challenge as unknown as Challenge),
      ),
    };
    actual.payload.then(
      () => pendiente.current === actual && (listo.current = true),
      // A failed one is asked for again when it is needed.
      () => pendiente.current === actual && (pendiente.current = null),
    );
    pendiente.current = actual;
    return actual;
  }, []);

  useEffect(() => {
    if (activo && pendiente.current === null) empezar();
  }, [activo, empezar]);

  const tomar = useCallback(async (): Promise<string> => {
    let actual = pendiente.current;
    if (actual === null || Date.now() - actual.desde > VIGENCIA_MS) actual = empezar();
    setVerificando(!listo.current);
    try {
      return await actual.payload;
    } catch {
      throw new Error(reservaMessages.desafioInvalido);
    } finally {
      setVerificando(false);
      // Spent (or failed): never handed out again.
      if (pendiente.current === actual) pendiente.current = null;
    }
  }, [empezar]);

  const enviar = useCallback(
    async <T>(pedido: (desafio: string) => Promise<T>): Promise<T> => {
      try {
        try {
          return await pedido(await tomar());
        } catch (err) {
          if (!DESAFIO_RECHAZADO.has(errorCode(err))) throw err;
          return await pedido(await tomar());
        }
      } catch (err) {
        // Refused: the next attempt's solution is solved while the visitor changes the time.
        if (pendiente.current === null) empezar();
        throw err;
      }
    },
    [tomar, empezar],
  );

  return { verificando, enviar };
}
