import { contact } from '#web/lib/contact.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import type { SyntheticEvent } from 'react';
import { PageHead } from '#web/site/page-head.tsx';
import { Link } from 'react-router';
import { JsonLd, faqPage } from '#web/site/structured-data.tsx';
import { siteOrigin } from '#web/site/page-head.tsx';
import { useReservasOnline } from '#web/site/reservas-online.ts';

const COMO_RESERVO = '¿Cómo reservo un turno?';

/** Added to how to book while the owner has online booking on; the chat's answer stays as it is. */
const RESERVA_ONLINE = {
  before: 'También podés ',
  link: 'reservar online',
  after: ': elegís el servicio, la profesional, el día y el horario libres, y te queda confirmado al momento.',
};

const questions = [
  {
    q: COMO_RESERVO,
    a: 'Por WhatsApp: escribinos qué servicio querés y qué días te quedan cómodos, y te respondemos con los horarios disponibles. Es la forma más rápida y te queda todo por escrito.',
  },
  {
    q: '¿Qué servicios de manicuría y pedicuría hacen?',
    a: 'Manicuría clásica, esmaltado semipermanente, uñas esculpidas en gel o acrílico, kapping y pedicuría estética con exfoliación e hidratación.',
  },
  {
    q: '¿Cuál es la diferencia entre lifting de pestañas y microblading?',
    a: 'Son cosas distintas. El lifting curva y tiñe tus pestañas naturales y dura de 6 a 8 semanas. El microblading es para las cejas: dibuja trazos finos pelo a pelo con pigmento semipermanente y dura entre 12 y 18 meses.',
  },
  {
    q: '¿Por cuánto tiempo vale la gift card?',
    a: 'Las gift cards valen 6 meses desde la compra y sirven para cualquier servicio del centro.',
  },
  {
    q: '¿Qué cuidados tengo que tener después del tratamiento?',
    a: 'Después de un lifting, un laminado o un microblading, evitá mojar las cejas o las pestañas durante 24 horas. No uses máscara ni maquillaje en la zona ese día, y no frotes ni te expongas al sol directo.',
  },
  {
    q: '¿Puedo cancelar o cambiar mi turno?',
    a: 'Sí, avisanos por WhatsApp con al menos 24 horas de anticipación y lo reprogramamos sin problema. Así podemos ofrecerle ese horario a otra persona.',
  },
];

/**
 * One answer open at a time: `<details name>` does it where the browser knows it; where it does
 * not (Safari before 17.2), this closes the others when one opens. Without JavaScript every
 * answer still opens and reads.
 */
function closeTheOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  opened.parentElement?.querySelectorAll('details[open]').forEach((other) => {
    if (other !== opened) (other as HTMLDetailsElement).open = false;
  });
}

/** The questions as search engines read them: the online option spelt out with its address. */
function structuredQuestions(online: boolean) {
  if (!online) return questions;
  const extra = `${RESERVA_ONLINE.before}${RESERVA_ONLINE.link} en ${siteOrigin()}/reservar${RESERVA_ONLINE.after}`;
  return questions.map((item) => (item.q === COMO_RESERVO ? { q: item.q, a: `${item.a} ${extra}` } : item));
}

export function Component() {
  const online = useReservasOnline();
  return (
    <>
      <PageHead path="/faq" />
      <JsonLd data={faqPage(structuredQuestions(online))} />
      <section className="page narrow">
        <h1>Preguntas frecuentes</h1>
        <p className="lead">Lo que más nos preguntan. Si no encontrás tu respuesta, escribinos.</p>
        <div className="faq">
          {questions.map((item) => (
            // `name` makes the accordion exclusive: opening one item closes the one that was open.
            <details key={item.q} name="faq" className="faq-item" onToggle={closeTheOthers}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
              {online && item.q === COMO_RESERVO && (
                <p>
                  {RESERVA_ONLINE.before}
                  <Link to="/reservar">{RESERVA_ONLINE.link}</Link>
                  {RESERVA_ONLINE.after}
                </p>
              )}
            </details>
          ))}
        </div>
        <p className="actions">
          <ChatButton outline>Hacé tu consulta</ChatButton>
        </p>
        <p className="note">{contact.horario}</p>
      </section>
    </>
  );
}
