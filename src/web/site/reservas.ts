import type {
  Desafio,
  Disponibilidad,
  ProfesionalPublico,
  Reserva,
  ReservaCreada,
  ReservaInput,
  ServicioReservable,
} from '#shared/schemas/reserva.ts';
import { api } from '#web/lib/api.ts';

/** Online booking's public API (issue 22): no session, so a 401 never sends anyone to the login. */
const get = <T>(path: string) => api<T>(path, { redirectOn401: false });
const deServicios = (ids: readonly number[]) =>
  ids.length === 1 ? `idServicio=${ids[0]}` : `servicios=${ids.join(',')}`;
const conQuien = (idEmpleado: number | null) => (idEmpleado === null ? '' : `&idEmpleado=${idEmpleado}`);

export const reservasApi = {
  estado: () => get<{ reservasOnline: boolean; topeAlcanzado: boolean }>('/reservas/estado'),
  /** A proof-of-work challenge for the next booking (use-desafio.ts solves it). */
  desafio: () => get<Desafio>('/reservas/desafio'),
  servicios: () => get<ServicioReservable[]>('/reservas/servicios'),
  profesionales: () => get<ProfesionalPublico[]>('/reservas/profesionales'),
  /** `servicios`: the visit's ids in order; one service is asked for by `idServicio`, as always. */
  dias: (servicios: readonly number[], idEmpleado: number | null) =>
    get<{ fecha: string; libre: boolean }[]>(`/reservas/dias?${deServicios(servicios)}${conQuien(idEmpleado)}`),
  disponibilidad: (servicios: readonly number[], fecha: string, idEmpleado: number | null) =>
    get<Disponibilidad>(`/reservas/disponibilidad?${deServicios(servicios)}&fecha=${fecha}${conQuien(idEmpleado)}`),
  reservar: (input: ReservaInput) =>
    api<ReservaCreada>('/reservas', { method: 'POST', body: input, redirectOn401: false }),
  ver: (token: string) => get<Reserva>(`/reservas/cancelar/${encodeURIComponent(token)}`),
  cancelar: (token: string) =>
    api<Reserva>(`/reservas/cancelar/${encodeURIComponent(token)}`, { method: 'POST', redirectOn401: false }),
};

/**
 * The client's private link to her booking, to confirm or cancel it (decision 048). Links sent
 * before it, `/reservar/cancelar/…`, still open their page.
 */
export function turnoPath(token: string): string {
  return `/turno/${token}`;
}

// The calendar entries are the server's too (the e-mail's .ics): one writer, in shared.
export { googleCalendarLink, icsDeReserva } from '#shared/domain/calendario.ts';
