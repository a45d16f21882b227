import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Servicios | Centro de Belleza y Estética</title>
      <h1>Nuestros Servicios de Belleza</h1>
      <p className="lead">
        Manicuría y pedicuría, diseño de cejas, lifting de pestañas y microblading, hechos con tiempo y con productos de
        primera.
      </p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
