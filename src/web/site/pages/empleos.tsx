import { centro } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Empleos | Centro de Belleza y Estética</title>
      <h1>Sumate a nuestro equipo</h1>
      <p className="lead">Buscamos manicuras, cosmetólogas y especialistas en cejas y pestañas con ganas de crecer.</p>
      <p>
        <a className="button" href={centro.formularioEmpleos} target="_blank" rel="noopener noreferrer">
          ¡Postulate ahora!
        </a>
      </p>
      <p className="lead">© 2025 {centro.nombre}</p>
    </section>
  );
}
