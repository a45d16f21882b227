import { Link } from 'react-router';
import { contact } from '#web/lib/contact.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { Picture } from '#web/site/picture.tsx';
import { PageHead } from '#web/site/page-head.tsx';
import { JsonLd, beautySalon } from '#web/site/structured-data.tsx';
import { useReservasOnline } from '#web/site/reservas-online.ts';

const highlights = [
  {
    title: 'Manicuría y Pedicura',
    text: 'Esmaltado semipermanente, uñas esculpidas y pedicuría estética, con tiempo para vos.',
  },
  { title: 'Diseño de Cejas', text: 'Visagismo, perfilado y laminado para cejas que acompañan tu rostro.' },
  { title: 'Lifting de Pestañas', text: 'Una mirada abierta y natural que dura semanas, sin extensiones.' },
  { title: 'Microblading', text: 'Trazos pelo a pelo, semipermanentes, para cejas plenas todos los días.' },
];

const reasons = [
  {
    title: 'Higiene de verdad',
    text: 'Instrumental esterilizado en autoclave y limas descartables en cada turno. Lo ves, no te lo contamos.',
  },
  {
    title: 'Productos de primera',
    text: 'Trabajamos con marcas profesionales, hipoalergénicas y libres de crueldad animal.',
  },
  {
    title: 'Tu tiempo importa',
    text: 'Turnos puntuales y un equipo que te escucha antes de empezar: salís con lo que querías.',
  },
];

export function Component() {
  const online = useReservasOnline();
  return (
    <>
      <PageHead path="/" />
      <JsonLd data={beautySalon()} />
      <section className="hero">
        <div className="hero-text">
          <p className="eyebrow">Belleza con calma</p>
          <h1>Te damos la bienvenida</h1>
          <p className="lead">
            Un lugar para frenar un rato y mimarte. Manos, cejas y pestañas hechas con técnica, paciencia y los mejores
            productos, por profesionales que te escuchan.
          </p>
          <p className="actions">
            {online && (
              <Link className="button" to="/reservar">
                Reservá online
              </Link>
            )}
            <ChatButton outline={online}>Reservá por WhatsApp</ChatButton>
            <Link className="button button-outline" to="/servicios">
              Ver servicios
            </Link>
          </p>
        </div>
        <Picture
          name="frente"
          className="hero-picture"
          alt="El salón del centro: luz cálida, plantas y la mesa de manicuría lista para recibirte"
          sizes="(min-width: 960px) 55vw, 100vw"
          priority
        />
      </section>

      <section className="page" aria-labelledby="lo-que-hacemos">
        <h2 id="lo-que-hacemos">Lo que hacemos</h2>
        <ul className="highlights">
          {highlights.map((h) => (
            <li key={h.title}>
              <h3>{h.title}</h3>
              <p>{h.text}</p>
            </li>
          ))}
        </ul>
        <p>
          <Link className="text-link" to="/servicios">
            Conocé todos los servicios →
          </Link>
        </p>
      </section>

      <section className="band" aria-labelledby="por-que">
        <div className="page">
          <h2 id="por-que">Por qué nos eligen</h2>
          <ul className="reasons">
            {reasons.map((r) => (
              <li key={r.title}>
                <h3>{r.title}</h3>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page split" aria-labelledby="regala">
        <div>
          <h2 id="regala">¿Buscás un regalo que se disfrute?</h2>
          <p className="lead">
            Nuestras gift cards sirven para cualquier servicio y valen 6 meses desde la compra. Elegís el monto,
            nosotras la preparamos.
          </p>
          <Link className="button button-outline" to="/giftcard">
            Ver gift cards
          </Link>
        </div>
        <div className="visit">
          <h2>Visitanos</h2>
          <p>{contact.direccion}</p>
          <p>{contact.horario}</p>
          <ChatButton outline>Escribinos</ChatButton>
        </div>
      </section>
    </>
  );
}
