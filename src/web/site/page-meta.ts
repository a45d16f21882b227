/**
 * Title, description and link-preview picture of each public page, in one table: each page draws
 * them into the document's head (page-head.tsx), so its pre-rendered HTML carries them for search
 * engines and WhatsApp or Instagram previews. Plain data, no imports but a type: the build and the
 * benchmark read this file too.
 */
import type { SitePath } from '#shared/site-routes.ts';

export interface PageMeta {
  /** Shown as "title | centre name"; the home page shows only the centre's name. */
  title: string | null;
  description: string;
  /**
   * The description while the owner has online booking on, where the page's own speaks of how to
   * book: the same text with the online option beside the chat.
   */
  descriptionReservasOnline?: string;
  /** One of the site's pictures (see src/shared/site-images.ts). */
  image: string;
  /** The page's module under src/web, whose code the page's HTML preloads. */
  module: string;
}

/** Every site page but the staff screen `/empleados` (the panel's titles) and a private cancel link has its own head. */
type PagePath = '/' | `/${Exclude<SitePath, '' | 'empleados' | 'reservar/cancelar/:token' | 'turno/:token'>}`;

export const pageMeta = {
  '/': {
    title: null,
    description:
      'Manicuría, pedicuría, diseño de cejas, lifting de pestañas y microblading. Reservá tu turno por WhatsApp.',
    descriptionReservasOnline:
      'Manicuría, pedicuría, diseño de cejas, lifting de pestañas y microblading. Reservá tu turno online o por WhatsApp.',
    image: 'frente',
    module: 'site/pages/home.tsx',
  },
  '/servicios': {
    title: 'Nuestros Servicios de Belleza',
    description:
      'Manicuría y pedicura, diseño de cejas, lifting de pestañas y microblading, con productos profesionales.',
    image: 'manicura',
    module: 'site/pages/servicios.tsx',
  },
  '/galeria': {
    title: 'Galería',
    description:
      'Nuestros trabajos: uñas esculpidas, microblading, lifting y extensiones de pestañas, manicuría semipermanente y cejas.',
    image: 'unas-esculpidas',
    module: 'site/pages/galeria.tsx',
  },
  '/turnos': {
    title: 'Turnos',
    description: 'Reservá tu turno por WhatsApp: te respondemos con los horarios disponibles.',
    descriptionReservasOnline:
      'Reservá tu turno online, eligiendo día y horario libres, o por WhatsApp: te respondemos con los horarios disponibles.',
    image: 'frente',
    module: 'site/pages/turnos.tsx',
  },
  '/empleos': {
    title: 'Empleos',
    description: 'Sumate a nuestro equipo de manicuras, cosmetólogas y especialistas en cejas y pestañas.',
    image: 'frente',
    module: 'site/pages/empleos.tsx',
  },
  '/franquicias': {
    title: 'Franquicias',
    description: 'Llevá nuestro centro de belleza a tu ciudad: muy pronto abrimos franquicias.',
    image: 'frente',
    module: 'site/pages/franquicias.tsx',
  },
  '/blog': {
    title: 'Rincón de la comunidad',
    description: 'Dejanos tu mensaje: recomendaciones, agradecimientos y lo que quieras compartir.',
    image: 'frente',
    module: 'site/pages/blog.tsx',
  },
  '/giftcard': {
    title: 'Gift Card',
    description:
      'Regalá un momento de belleza: gift cards para cualquier servicio, válidas por 6 meses desde la compra.',
    image: 'semipermanente',
    module: 'site/pages/giftcard.tsx',
  },
  '/faq': {
    title: 'Preguntas frecuentes',
    description:
      'Cómo reservar, qué servicios hacemos, lifting o microblading, gift cards, cuidados posteriores y cancelaciones.',
    image: 'frente',
    module: 'site/pages/faq.tsx',
  },
  '/cursos': {
    title: 'Cursos',
    description:
      'Cursos de manicuría profesional, diseño de cejas y microblading, lifting y extensiones de pestañas y pedicuría estética.',
    image: 'frente',
    module: 'site/pages/cursos.tsx',
  },
  '/privacidad': {
    title: 'Política de privacidad',
    description:
      'Qué datos personales pedimos al reservar, para qué los usamos y cómo pedir verlos, corregirlos o borrarlos (Ley 25.326).',
    image: 'frente',
    module: 'site/pages/privacidad.tsx',
  },
  '/reservar': {
    title: 'Reservá online',
    description: 'Elegí el servicio, la profesional, el día y el horario libres, y reservá tu turno en un minuto.',
    image: 'frente',
    module: 'site/pages/reservar.tsx',
  },
  '/login': {
    title: 'Ingresar',
    description: 'Ingreso del equipo del centro al panel de gestión.',
    image: 'frente',
    module: 'site/login-page.tsx',
  },
} as const satisfies Record<PagePath, PageMeta>;

export type PublicPath = keyof typeof pageMeta;

/** The page's description as it reads with online booking off or on. */
export function pageDescription(meta: PageMeta, reservasOnline: boolean): string {
  return (reservasOnline ? meta.descriptionReservasOnline : undefined) ?? meta.description;
}

export function fullTitle(meta: PageMeta, centroNombre: string): string {
  return meta.title === null ? centroNombre : `${meta.title} | ${centroNombre}`;
}
