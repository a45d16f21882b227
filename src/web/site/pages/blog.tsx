import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Blog | Centro de Belleza y Estética</title>
      <h1>Rincón de la comunidad</h1>
      <p className="lead">Un espacio para dejarnos tus mensajes.</p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
