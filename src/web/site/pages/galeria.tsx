import type { SiteImageName } from '#shared/site-images.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { Picture } from '#web/site/picture.tsx';
import { PageHead } from '#web/site/page-head.tsx';

const works: { title: string; text: string; image: SiteImageName; alt: string }[] = [
  {
    title: 'Uñas esculpidas',
    text: 'Largo y forma a medida, con gel o acrílico, resistentes y livianas.',
    image: 'unas-esculpidas',
    alt: 'Uñas largas esculpidas en tono rosado con detalles dorados',
  },
  {
    title: 'Cejas con microblading',
    text: 'Trazos pelo a pelo que rellenan y definen sin verse dibujados.',
    image: 'microblading-cejas',
    alt: 'Primer plano de cejas con trazos finos de microblading',
  },
  {
    title: 'Lifting de pestañas',
    text: 'Pestañas propias curvadas desde la raíz y teñidas: mirada abierta.',
    image: 'lifting-pestanas',
    alt: 'Pestañas naturales curvadas después de un lifting',
  },
  {
    title: 'Manicuría semipermanente',
    text: 'Brillo intacto durante semanas, sin descascararse.',
    image: 'semipermanente',
    alt: 'Manos con esmaltado semipermanente brillante en tono vino',
  },
  {
    title: 'Cejas perfiladas',
    text: 'Visagismo y perfilado para una ceja prolija que acompaña tu cara.',
    image: 'cejas-perfiladas',
    alt: 'Cejas perfiladas y peinadas hacia arriba',
  },
  {
    title: 'Extensiones de pestañas',
    text: 'Volumen pelo a pelo, liviano y natural, para olvidarte de la máscara.',
    image: 'extensiones-pestanas',
    alt: 'Ojo con extensiones de pestañas de volumen natural',
  },
];

export function Component() {
  return (
    <>
      <PageHead path="/galeria" />
      <section className="page">
        <h1>Galería</h1>
        <p className="lead">
          Algunos de los trabajos que más nos piden. ¿Te gustó alguno? Mandanos la foto por WhatsApp.
        </p>
        <ul className="gallery">
          {works.map((w, i) => (
            <li key={w.title} className="gallery-card">
              {/* The first two rows are in a phone's first screen: fetched with the page, the first one
                  first. A lazy picture there waits for layout before it is even asked for. */}
              <Picture
                name={w.image}
                alt={w.alt}
                sizes="(min-width: 1000px) 33vw, 50vw"
                priority={i === 0}
                eager={i < 4}
              />
              <div className="gallery-body">
                <h2>{w.title}</h2>
                <p>{w.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="actions">
          <ChatButton>Quiero uno así</ChatButton>
        </p>
      </section>
    </>
  );
}
