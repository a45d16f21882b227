import { useCallback, useEffect, useRef, useState } from 'react';
import type { Challenge } from 'altcha-lib';
import { reservasApi } from './reservas.ts';

/** A solution older than this is solved again before use: the server takes one for 10 minutes. */
const VIGENCIA_MS = 8 * 60_000;

interface Pendiente {
  payload: Promise<string>;
  desde: number;
}

/**
 * The booking's proof of work, solved in the background as soon as `activo` (the booking steps
 * are shown), so 'Confirmar reserva' finds it ready. `tomar()` hands out the solution (each books
 * once: a refused booking calls `preparar()` for the next); `listo` says whether one is ready
 * now, so the page can show 'Verificando…' while it waits for one.
 */
export function useDesafio(activo: boolean): { listo: boolean; tomar: () => Promise<string>; preparar: () => void } {
  const pendiente = useRef<Pendiente | null>(null);
  const [listo, setListo] = useState(false);

  const empezar = useCallback((): Pendiente => {
    setListo(false);
    const actual: Pendiente = {
      desde: Date.now(),
      payload: Promise.all([reservasApi.desafio(), import('./prueba-de-trabajo.ts')]).then(([challenge, pow]) =>
        pow.resolverDesafio(challenge as unknown as Challenge),
      ),
    };
    actual.payload.then(
      () => pendiente.current === actual && setListo(true),
      // A failed one is asked for again when it is taken.
      () => pendiente.current === actual && (pendiente.current = null),
    );
    pendiente.current = actual;
    return actual;
  }, []);

  const preparar = useCallback(() => {
    if (pendiente.current === null) empezar();
  }, [empezar]);

  useEffect(() => {
    if (activo) preparar();
  }, [activo, preparar]);

  const tomar = useCallback(async () => {
    let actual = pendiente.current;
    if (actual === null || Date.now() - actual.desde > VIGENCIA_MS) actual = empezar();
    pendiente.current = null;
    setListo(false);
    return actual.payload;
  }, [empezar]);

  return { listo, tomar, preparar };
}
