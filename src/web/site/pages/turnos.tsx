import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { contact } from '#web/lib/contact.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { PageHead } from '#web/site/page-head.tsx';
import { reservasApi } from '#web/site/reservas.ts';
import { useHydrated } from '#web/site/use-hydrated.ts';

/**
 * Whether the owner has online booking on (issue 22): known only in the browser, so the page is
 * drawn at build time as the spec's chat link alone.
 */
function useReservasOnline(): boolean {
  const hydrated = useHydrated();
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    reservasApi.estado().then(
      (e) => setOn(e.reservasOnline),
      () => setOn(false),
    );
  }, [hydrated]);
  return on;
}

export function Component() {
  const online = useReservasOnline();
  return (
    <>
      <PageHead path="/turnos" />
      <section className="page narrow center">
        <h1>Reservá tu turno</h1>
        <p className="lead">
          Los turnos se reservan por chat. Escribinos qué servicio querés y qué días te quedan cómodos, y te respondemos
          con los horarios disponibles.
        </p>
        <p className="actions center">
          <ChatButton>Reservar por WhatsApp</ChatButton>
          {/* Beside the chat link while the owner has online booking on; its room kept meanwhile. */}
          <Link
            to="/reservar"
            className={online ? 'button button-outline' : 'button button-outline placeholder'}
            aria-hidden={online ? undefined : true}
            tabIndex={online ? undefined : -1}
          >
            Reservá online
          </Link>
        </p>
        <p className="note">{contact.horario}</p>
        <p className="note">
          Si necesitás cancelar o cambiar el turno, avisanos con al menos 24 horas de anticipación.
        </p>
      </section>
    </>
  );
}
