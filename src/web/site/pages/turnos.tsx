import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Turnos | Centro de Belleza y Estética</title>
      <h1>Reservá tu turno</h1>
      <p className="lead">Los turnos se reservan por chat: escribinos y te respondemos con los horarios disponibles.</p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
