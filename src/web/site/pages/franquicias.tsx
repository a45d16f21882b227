import { contact } from '#web/lib/contact.ts';
import { PageHead } from '#web/site/page-head.tsx';

export function Component() {
  return (
    <>
      <PageHead path="/franquicias" />
      <section className="page narrow">
        <p className="eyebrow">Muy pronto</p>
        <h1>Franquicias</h1>
        <p className="lead">
          Queremos llevar nuestra forma de trabajar —higiene impecable, atención sin apuro y resultados que duran— a más
          ciudades del país. Estamos armando el programa de franquicias: capacitación del equipo, proveedores, sistema
          de turnos y acompañamiento en la apertura.
        </p>
        <p>Si te interesa abrir un centro, escribinos y te contamos primero.</p>
        <p className="actions">
          <a
            className="button"
            href={`mailto:${contact.emailFranquicias}?subject=${encodeURIComponent('Quiero saber más sobre las franquicias')}`}
          >
            Escribinos por mail
          </a>
        </p>
        <p className="note">{contact.emailFranquicias}</p>
      </section>
    </>
  );
}
