import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Galería | Centro de Belleza y Estética</title>
      <h1>Galería</h1>
      <p className="lead">
        Algunos de nuestros trabajos: uñas esculpidas, microblading, lifting de pestañas, esmaltado semipermanente,
        cejas y extensiones.
      </p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
