/**
 * The centre's contact details and links, in one place. Each value can be changed at build time
 * with the VITE_CENTRO_* variable named beside it (see the README); pages never hard-code them.
 */

import { DEFAULT_CENTRO_NOMBRE } from '#shared/domain/centro.ts';

export { DEFAULT_CENTRO_NOMBRE };

const env = import.meta.env;

function pick(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const contact = {
  nombre: pick(env.VITE_CENTRO_NOMBRE, DEFAULT_CENTRO_NOMBRE),
  /** WhatsApp number in international format, digits only. */
  whatsapp: pick(env.VITE_CENTRO_WHATSAPP, '5491123456789').replace(/\D/g, ''),
  mensajeTurno: pick(env.VITE_CENTRO_MENSAJE_TURNO, '¡Hola! Quiero reservar un turno.'),
  instagram: pick(env.VITE_CENTRO_INSTAGRAM, 'https://www.instagram.com/'),
  facebook: pick(env.VITE_CENTRO_FACEBOOK, 'https://www.facebook.com/'),
  tiktok: pick(env.VITE_CENTRO_TIKTOK, 'https://www.tiktok.com/'),
  emailFranquicias: pick(env.VITE_CENTRO_EMAIL_FRANQUICIAS, 'franquicias@centrodebelleza.com.ar'),
  formularioEmpleos: pick(env.VITE_CENTRO_FORMULARIO_EMPLEOS, 'https://forms.gle/'),
  direccion: pick(env.VITE_CENTRO_DIRECCION, 'Av. Corrientes 1234, CABA'),
  horario: pick(env.VITE_CENTRO_HORARIO, 'Lunes a sábados de 8 a 20 h'),
  /**
   * The same hours for search engines, in schema.org's `openingHours` form ("Mo-Sa 08:00-20:00",
   * several separated by commas); the build checks them (src/web/prerender.tsx).
   */
  horarios: pick(env.VITE_CENTRO_HORARIOS, 'Mo-Sa 08:00-20:00')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== ''),
} as const;

/** A link that opens a WhatsApp chat with the centre, with a message already written. */
export function chatLink(message: string = contact.mensajeTurno): string {
  return `https://wa.me/${contact.whatsapp}?text=${encodeURIComponent(message)}`;
}
