import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Preguntas frecuentes | Centro de Belleza y Estética</title>
      <h1>Preguntas frecuentes</h1>
      <p className="lead">Todo lo que nos suelen preguntar sobre turnos, servicios y cuidados.</p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
