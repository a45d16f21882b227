import { Link } from 'react-router';
import { contact } from '#web/lib/contact.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { PageHead } from '#web/site/page-head.tsx';
import { useReservasOnline } from '#web/site/reservas-online.ts';

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
          {/* Beside the chat link while the owner has online booking on (the page is sent drawn either way). */}
          {online && (
            <Link to="/reservar" className="button button-outline">
              Reservá online
            </Link>
          )}
        </p>
        <p className="note">{contact.horario}</p>
        <p className="note">
          Si necesitás cancelar o cambiar el turno, avisanos con al menos 24 horas de anticipación.
        </p>
      </section>
    </>
  );
}
