/**
 * Structured data for search engines (schema.org, as JSON-LD): the centre as a `BeautySalon` on
 * the home page, the services as `Service`s on /servicios, the questions as a `FAQPage` on /faq.
 * Built from the same contact details and texts the pages show, so they never disagree.
 */
import { contact } from '#web/lib/contact.ts';
import { siteOrigin } from './page-head.tsx';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The centre's own node, which the services point to by its `@id`. */
function centreId(): string {
  return `${siteOrigin()}/#centro`;
}

/** The social profiles actually set: the defaults point at the networks' home pages, not at a profile. */
function profiles(): string[] {
  return [contact.instagram, contact.facebook, contact.tiktok].filter((url) => {
    try {
      return new URL(url).pathname.replace(/\/+$/, '') !== '';
    } catch {
      return false;
    }
  });
}

export function beautySalon(): Json {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': centreId(),
    name: contact.nombre,
    url: `${origin}/`,
    image: `${origin}/img/frente.jpg`,
    telephone: `+${contact.whatsapp}`,
    address: { '@type': 'PostalAddress', streetAddress: contact.direccion, addressCountry: 'AR' },
    openingHours: contact.horarios,
    sameAs: profiles(),
  };
}

export function servicesList(services: readonly { title: string; text: string; image: string }[]): Json {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Service',
        name: s.title,
        description: s.text,
        image: `${origin}/img/${s.image}.jpg`,
        provider: { '@type': 'BeautySalon', '@id': centreId(), name: contact.nombre },
        areaServed: { '@type': 'Country', name: 'Argentina' },
      },
    })),
  };
}

export function faqPage(questions: readonly { q: string; a: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ q, a }) => ({
      '@type': 'Question',
      name: q,
      acceptedAnswer: { '@type': 'Answer', text: a },
    })),
  };
}

/**
 * A JSON-LD block. `<` is written as its JSON escape, so no text can close the script element.
 */
export function JsonLd({ data }: { data: Json }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
