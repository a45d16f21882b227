import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { codes } from '#shared/messages.ts';
import type { Reserva } from '#shared/schemas/reserva.ts';
import { ApiError, errorCode } from '#web/lib/api.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { reservasApi } from '#web/site/reservas.ts';
import { ReservaDetalle } from './reserva-detalle.tsx';
import { hastaTexto } from './reservar-texts.ts';

/**
 * A client's private link to cancel an online booking (issue 22): the booking it names, and
 * 'Cancelar turno' until the owner's notice. Out of search engines; the server decides.
 */
export function Component() {
  const { token = '' } = useParams();
  const [reserva, setReserva] = useState<Reserva | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [recienCancelado, setRecienCancelado] = useState(false);

  const estado = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let vigente = true;
    reservasApi.ver(token).then(
      (r) => vigente && setReserva(r),
      (err: unknown) =>
        vigente &&
        setError(
          // The switch is off: the API answers as for an unknown address.
          errorCode(err) === codes.noEncontrado
            ? 'Las reservas online no están disponibles por ahora: para cancelar, escribinos por WhatsApp.'
            : err instanceof Error
              ? err.message
              : 'No pudimos abrir el turno.',
        ),
    );
    return () => {
      vigente = false;
    };
  }, [token]);

  async function cancelar() {
    setEnviando(true);
    setError(null);
    try {
      setReserva(await reservasApi.cancelar(token));
      setRecienCancelado(true);
      // The button is gone: the keyboard goes to what replaced it.
      requestAnimationFrame(() => estado.current?.focus());
    } catch (err) {
      setError(err instanceof Error ? err.message : 'No pudimos cancelar el turno. Intentá de nuevo.');
      // Refused (cancelled meanwhile, too late now): the booking as it is now.
      if (err instanceof ApiError && err.status === 409) reservasApi.ver(token).then(setReserva, () => {});
    } finally {
      setEnviando(false);
    }
  }

  return (
    <section className="page narrow reservar">
      <title>Cancelar turno</title>
      <meta name="robots" content="noindex" />
      <h1>Tu turno</h1>
      {reserva === null && error === null && (
        <p className="note" role="status">
          Buscando tu turno…
        </p>
      )}
      {reserva !== null && <ReservaDetalle reserva={reserva} />}
      {reserva?.cancelado === true ? (
        <p role="status" className="lead" ref={estado} tabIndex={-1}>
          {recienCancelado ? 'Listo: tu turno fue cancelado.' : 'Este turno está cancelado.'}{' '}
          <Link to="/reservar">Reservar otro</Link>
        </p>
      ) : (
        reserva !== null &&
        (!reserva.cancelable ? (
          <p>
            Ya no se puede cancelar online: faltan menos horas que las que pide el centro. Si no podés venir, avisanos
            por WhatsApp.
          </p>
        ) : (
          <>
            <p>Podés cancelarlo hasta el {hastaTexto(reserva.cancelableHasta)}.</p>
            <p className="actions">
              <button type="button" className="button" disabled={enviando} onClick={() => void cancelar()}>
                {enviando ? 'Cancelando…' : 'Cancelar turno'}
              </button>
            </p>
          </>
        ))
      )}
      {error !== null && (
        <>
          <p className="form-error" role="alert">
            {error}
          </p>
          <p className="actions">
            <ChatButton outline>Escribinos por WhatsApp</ChatButton>
          </p>
        </>
      )}
    </section>
  );
}
