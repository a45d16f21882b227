import type { SiteImageName } from '#shared/site-images.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { Picture } from '#web/site/picture.tsx';
import { PageHead } from '#web/site/page-head.tsx';
import { JsonLd, servicesList } from '#web/site/structured-data.tsx';

const services: { title: string; image: SiteImageName; alt: string; text: string; items: string[] }[] = [
  {
    title: 'Manicuría y Pedicura',
    image: 'manicura',
    alt: 'Manos con uñas almendradas recién esmaltadas junto a frascos de esmalte',
    text: 'Manos y pies prolijos que duran. Limpiamos, damos forma y cuidamos la cutícula sin apuro, y terminamos con el color que elijas: clásico, semipermanente o uñas esculpidas en gel o acrílico.',
    items: ['Esmaltado semipermanente', 'Uñas esculpidas y kapping', 'Pedicuría estética con exfoliación'],
  },
  {
    title: 'Diseño de Cejas',
    image: 'cejas',
    alt: 'Ojo y ceja perfilada con un cepillo de cejas al lado',
    text: 'Estudiamos la forma de tu rostro antes de tocar un pelo. Perfilamos con pinza y cera, y si querés más presencia sumamos henna o laminado para cejas peinadas y prolijas.',
    items: ['Visagismo y perfilado', 'Henna y tinte', 'Laminado de cejas'],
  },
  {
    title: 'Lifting de Pestañas',
    image: 'pestanas',
    alt: 'Ojo cerrado con pestañas curvadas hacia arriba',
    text: 'Tus pestañas naturales, curvadas desde la raíz y con un tinte que las oscurece. La mirada se abre sin extensiones ni pegamento, y el efecto dura de seis a ocho semanas.',
    items: ['Lifting con nutrición', 'Tinte de pestañas', 'Resultado de 6 a 8 semanas'],
  },
  {
    title: 'Microblading',
    image: 'microblading',
    alt: 'Ceja con trazos finos pelo a pelo y el lápiz de microblading',
    text: 'Una técnica semipermanente que dibuja trazos finos, pelo a pelo, para rellenar huecos o redibujar la ceja entera. Incluye diseño previo, la sesión y un retoque al mes.',
    items: ['Diseño a medida antes de empezar', 'Anestesia tópica', 'Retoque incluido al mes'],
  },
];

export function Component() {
  return (
    <>
      <PageHead path="/servicios" />
      <JsonLd data={servicesList(services)} />
      <section className="page">
        <h1>Nuestros Servicios de Belleza</h1>
        <p className="lead">
          Cada servicio empieza con una charla: qué buscás, cómo es tu rutina y qué te queda mejor. Después, manos
          expertas, instrumental esterilizado y productos de primera para que el resultado dure.
        </p>
        <div className="service-list">
          {services.map((s, i) => (
            <article key={s.title} className="service-card">
              {/* The first picture is in the first screen on a phone: fetched first, not lazily. */}
              <Picture
                name={s.image}
                alt={s.alt}
                sizes="(min-width: 900px) 50vw, 100vw"
                className="service-picture"
                priority={i === 0}
              />
              <div className="service-body">
                <h2>{s.title}</h2>
                <p>{s.text}</p>
                <ul className="checklist">
                  {s.items.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </ul>
                <ChatButton message={`¡Hola! Quiero reservar un turno de ${s.title}.`} outline>
                  Consultá y reservá
                </ChatButton>
              </div>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
