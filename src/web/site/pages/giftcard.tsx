import { chatLink } from '../centro.ts';

export function Component() {
  return (
    <section className="page">
      <title>Gift Card | Centro de Belleza y Estética</title>
      <h1>Gift Card</h1>
      <p className="lead">
        Regalá un momento para vos o para quien más quieras. Las gift cards valen 6 meses desde la compra.
      </p>
      <p>
        <a className="button" href={chatLink()} target="_blank" rel="noopener noreferrer">
          Reservá por WhatsApp
        </a>
      </p>
    </section>
  );
}
