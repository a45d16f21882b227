import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TurnoEnlace } from '#shared/schemas/enlace.ts';
import { ApiError } from '#web/lib/api.ts';
import { contact } from '#web/lib/contact.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { enlaceApi, mapaLink } from '#web/site/enlace.ts';
import { googleCalendarLink, icsDeReserva } from '#web/site/reservas.ts';
import { ReservaDetalle } from './reserva-detalle.tsx';
import { diaLargo, hastaTexto } from './reservar-texts.ts';
import './turno-enlace.css';

type Accion = 'confirmar' | 'cancelar';

/**
 * A client's own link to her booking (decision 048), sent with its reminder: the booking, the
 * centre's address, 'Confirmo mi turno', 'Cancelar turno' until the owner's notice (the chat after
 * it), and the booking for her calendar. Only her first name; out of search engines.
 *
 * The build draws it (scripts/prerender-pages.ts) as it reads before her booking has arrived: the
 * heading, what the page is for, the centre's address and 'Buscando tu turno…'; the booking and
 * its buttons come once the code and the API have answered, below what is already there, in a
 * section at least a screen tall (turno-enlace.css), so nothing on the first screen moves. That
 * drawn introduction is the page's largest text, so its largest paint is the first one: the
 * booking's own lines stay shorter than it (one or two lines each on a phone).
 */
export function Component() {
  const { token = '' } = useParams();
  const [turno, setTurno] = useState<TurnoEnlace | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState<Accion | null>(null);
  const [hecho, setHecho] = useState<Accion | null>(null);
  const estado = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let vigente = true;
    enlaceApi.ver(token).then(
      (t) => vigente && setTurno(t),
      (err: unknown) => vigente && setError(err instanceof Error ? err.message : 'No pudimos abrir tu turno.'),
    );
    return () => {
      vigente = false;
    };
  }, [token]);

  // Her answer recorded, the button is gone: the keyboard goes to what replaced it, once it is
  // drawn (a frame after the answer may come before React has drawn it on a busy phone).
  useEffect(() => {
    if (hecho !== null) estado.current?.focus();
  }, [hecho]);

  async function responder(accion: Accion) {
    setEnviando(accion);
    setError(null);
    try {
      setTurno(await enlaceApi[accion](token));
      setHecho(accion);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'No pudimos guardar tu respuesta. Intentá de nuevo.');
      // Refused (cancelled meanwhile, too late now): the booking as it is now.
      if (err instanceof ApiError && err.status === 409) enlaceApi.ver(token).then(setTurno, () => {});
    } finally {
      setEnviando(null);
    }
  }

  // Only once her booking is in, in the browser: the build draws the page without it.
  const calendario =
    turno === null ? null : { centro: contact.nombre, direccion: contact.direccion, enlace: window.location.href };
  function descargar() {
    if (turno === null || calendario === null) return;
    const ics = icsDeReserva(turno, {
      ...calendario,
      uid: `${token.slice(0, 16)}@${window.location.host}`,
      now: new Date(),
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `turno-${turno.fecha}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <section className="page narrow turno-enlace">
      <title>Tu turno</title>
      <meta name="robots" content="noindex" />
      <h1>Tu turno</h1>
      <p className="lead">
        Desde acá confirmás tu turno, lo agregás a tu calendario y, si no podés venir, lo cancelás a tiempo para que el
        horario quede libre para otra persona.
      </p>
      <p>
        Estamos en {contact.direccion} ·{' '}
        <a href={mapaLink(contact.direccion)} target="_blank" rel="noopener noreferrer">
          Ver en el mapa
        </a>
      </p>
      {turno === null && error === null && (
        <>
          <p className="note turno-enlace-cargando" role="status">
            Buscando tu turno…
          </p>
          {/* Without scripts her booking never arrives: the chat instead. */}
          <noscript>
            <p>Para ver tu turno, activá JavaScript en tu navegador o escribinos por WhatsApp.</p>
            <p className="actions">
              <ChatButton outline>Escribinos por WhatsApp</ChatButton>
            </p>
          </noscript>
        </>
      )}
      {turno !== null && (
        <>
          <p className="turno-enlace-hola">
            Hola, {turno.nombre}. Este es tu turno en {contact.nombre}:
          </p>
          <ReservaDetalle reserva={turno} />
          {turno.pasado && !turno.cancelado ? (
            <p className="lead">
              {turno.confirmacion === 'Confirmó' ? 'Confirmaste este turno, que ya empezó.' : 'Este turno ya empezó.'}{' '}
              Si necesitás algo, escribinos por WhatsApp.
            </p>
          ) : turno.cancelado ? (
            <p role="status" className="lead" ref={estado} tabIndex={-1}>
              {hecho === 'cancelar' ? 'Listo: tu turno fue cancelado.' : 'Este turno está cancelado.'}{' '}
              <Link to="/reservar">Reservar otro</Link>
            </p>
          ) : (
            <>
              {turno.confirmacion === 'Confirmó' ? (
                <p role="status" className="lead" ref={estado} tabIndex={-1}>
                  {hecho === 'confirmar'
                    ? '¡Gracias! Confirmaste tu turno. Te esperamos.'
                    : 'Ya confirmaste este turno. Te esperamos.'}
                </p>
              ) : (
                <p className="actions">
                  <button
                    type="button"
                    className="button"
                    disabled={enviando !== null}
                    onClick={() => void responder('confirmar')}
                  >
                    {enviando === 'confirmar' ? 'Confirmando…' : 'Confirmo mi turno'}
                  </button>
                </p>
              )}
              {turno.cancelable ? (
                <>
                  <p>Podés cancelarlo hasta el {hastaTexto(turno.cancelableHasta)}.</p>
                  <p className="actions">
                    <button
                      type="button"
                      className="button button-outline"
                      disabled={enviando !== null}
                      onClick={() => void responder('cancelar')}
                    >
                      {enviando === 'cancelar' ? 'Cancelando…' : 'Cancelar turno'}
                    </button>
                  </p>
                </>
              ) : (
                <>
                  <p>
                    Faltan menos de {turno.cancelacionHoras} horas para el turno: si no podés venir, avisanos por
                    WhatsApp.
                  </p>
                  <p className="actions">
                    <ChatButton
                      outline
                      message={`Hola, soy ${turno.nombre}. No voy a poder ir a mi turno del ${diaLargo(turno.fecha)} a las ${turno.hora}.`}
                    >
                      Escribinos por WhatsApp
                    </ChatButton>
                  </p>
                </>
              )}
              {calendario !== null && (
                <p className="actions">
                  <button type="button" className="button button-outline" onClick={descargar}>
                    Agregar al calendario
                  </button>
                  <a
                    className="button button-outline"
                    href={googleCalendarLink(turno, calendario)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Google Calendar
                  </a>
                </p>
              )}
            </>
          )}
        </>
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
