import type { TurnoEnlace } from '#shared/schemas/enlace.ts';
import { api } from '#web/lib/api.ts';

/** The client's own link to her booking (decision 048): no session, so a 401 never sends anyone to the login. */
const ruta = (token: string, accion = '') => `/enlace/${encodeURIComponent(token)}${accion}`;

export const enlaceApi = {
  ver: (token: string) => api<TurnoEnlace>(ruta(token), { redirectOn401: false }),
  confirmar: (token: string) => api<TurnoEnlace>(ruta(token, '/confirmar'), { method: 'POST', redirectOn401: false }),
  cancelar: (token: string) => api<TurnoEnlace>(ruta(token, '/cancelar'), { method: 'POST', redirectOn401: false }),
};

/** The centre's address on a map, for the phone's maps app. */
export function mapaLink(direccion: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(direccion)}`;
}
