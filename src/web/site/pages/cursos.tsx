import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Cursos | Centro de Belleza y Estética</title>
      <h1>Cursos</h1>
      <p className="lead">Capacitaciones profesionales en manicuría, cejas, pestañas y pedicuría estética.</p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
