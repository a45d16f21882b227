import { contact } from '#web/lib/contact.ts';
import { PageHead } from '#web/site/page-head.tsx';

export function Component() {
  return (
    <>
      <PageHead path="/empleos" />
      <section className="page narrow">
        <h1>Sumate a nuestro equipo</h1>
        <p className="lead">
          Buscamos manicuras, pedicuras, cosmetólogas y especialistas en cejas y pestañas que disfruten de su oficio y
          del trato con la gente.
        </p>
        <ul className="checklist">
          <li>Un lugar lindo y ordenado, con instrumental y productos de primera.</li>
          <li>Capacitación continua en técnicas nuevas.</li>
          <li>Agenda cargada y un porcentaje de ganancia claro desde el primer día.</li>
        </ul>
        <p className="actions">
          <a className="button" href={contact.formularioEmpleos} target="_blank" rel="noopener noreferrer">
            ¡Postulate ahora!
          </a>
        </p>
        <p className="note">El formulario se abre en una pestaña nueva.</p>
        <p className="page-copyright">© 2025 {contact.nombre}. Todos los derechos reservados.</p>
      </section>
    </>
  );
}
