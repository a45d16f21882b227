import { ChatButton } from '#web/site/chat-button.tsx';
import { PageHead } from '#web/site/page-head.tsx';

const courses = [
  {
    title: 'Manicuría profesional',
    text: 'Desde la preparación de la uña hasta el esmaltado semipermanente perfecto: higiene, herramientas, técnica y atención a la clienta.',
    meta: '8 clases · práctica con modelos',
  },
  {
    title: 'Diseño de cejas y microblading',
    text: 'Visagismo, medición y perfilado, y una introducción al microblading con práctica en piel sintética.',
    meta: '6 clases · kit incluido',
  },
  {
    title: 'Lifting y extensiones de pestañas',
    text: 'Lifting con nutrición, tinte y extensiones pelo a pelo: productos, tiempos y cuidado del ojo.',
    meta: '6 clases · práctica con modelos',
  },
  {
    title: 'Pedicuría estética',
    text: 'Cuidado del pie, limado, tratamiento de cutículas, exfoliación y esmaltado, con foco en bioseguridad.',
    meta: '5 clases · certificado',
  },
];

const upcoming = [
  { title: 'Uñas esculpidas en gel y acrílico', when: 'Marzo de 2027 (fecha estimada)' },
  { title: 'Laminado de cejas', when: 'Abril de 2027 (fecha estimada)' },
  { title: 'Arte y decoración de uñas', when: 'Mayo de 2027 (fecha estimada)' },
];

export function Component() {
  return (
    <>
      <PageHead path="/cursos" />
      <section className="page">
        <h1>Cursos</h1>
        <p className="lead">
          Aprendé el oficio con quienes lo hacen todos los días. Grupos reducidos, mucha práctica y certificado al
          terminar.
        </p>
        <ul className="courses">
          {courses.map((c) => (
            <li key={c.title} className="course-card">
              <h2>{c.title}</h2>
              <p>{c.text}</p>
              <p className="course-meta">{c.meta}</p>
            </li>
          ))}
        </ul>
        <h2>Próximos lanzamientos</h2>
        <ul className="upcoming">
          {upcoming.map((u) => (
            <li key={u.title}>
              <strong>{u.title}</strong>
              <span>{u.when}</span>
            </li>
          ))}
        </ul>
        <p className="actions">
          <ChatButton message="¡Hola! Quiero información sobre los cursos.">Pedí información</ChatButton>
        </p>
      </section>
    </>
  );
}
