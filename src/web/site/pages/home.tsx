import { Link } from 'react-router';
import { centro, chatLink } from '../centro.ts';

const highlights = [
  {
    title: 'Manicuría y Pedicura',
    text: 'Esmaltado semipermanente, uñas esculpidas y pedicuría estética con tiempo para vos.',
  },
  { title: 'Diseño de Cejas', text: 'Visagismo, perfilado y laminado para cejas que acompañan tu rostro.' },
  { title: 'Lifting de Pestañas', text: 'Una mirada abierta y natural que dura semanas, sin extensiones.' },
  { title: 'Microblading', text: 'Trazos pelo a pelo, semipermanentes, para cejas plenas todos los días.' },
];

export function Component() {
  return (
    <>
      <section className="page">
        <title>{`${centro.nombre} | Manicuría, cejas y pestañas`}</title>
        <h1>Bienvenida a {centro.nombre}</h1>
        <p className="lead">
          Un lugar para frenar un rato y mimarte: manicuría, pedicuría, diseño de cejas, lifting de pestañas y
          microblading, con profesionales que te escuchan.
        </p>
        <p className="actions">
          <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
            Reservá por WhatsApp
          </a>
          <Link className="button button-outline" to="/servicios">
            Ver servicios
          </Link>
        </p>
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
          <Link to="/servicios">Conocé todos los servicios</Link>
        </p>
      </section>
    </>
  );
}
