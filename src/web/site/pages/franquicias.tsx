import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Franquicias | Centro de Belleza y Estética</title>
      <h1>Franquicias</h1>
      <p className="lead">¿Querés llevar nuestra experiencia a tu ciudad? Muy pronto abrimos franquicias.</p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
