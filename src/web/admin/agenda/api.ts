import { keepPreviousData, queryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BloqueoDelDia, BloqueoInput } from '#shared/schemas/bloqueo.ts';
import type { EnlaceUrl } from '#shared/schemas/enlace.ts';
import type { DiaCerradoDelCentro } from '#shared/schemas/feriado.ts';
import type { DeshacerOrigen, OrigenPor, OrigenPrevia } from '#shared/schemas/reserva-origen.ts';
import type { ReservasNuevas } from '#shared/schemas/reserva.ts';
import {
  busquedaSuficiente,
  type Estado,
  type Turno,
  type TurnosBuscados,
  type TurnoValues,
} from '#shared/schemas/turno.ts';
import type { Visita } from '#shared/schemas/visita.ts';
import { finDe } from '#shared/domain/slots.ts';
import type { MedioPago } from '#shared/domain/pagos.ts';
import { api } from '#web/lib/api.ts';
import { resourceKeys, useWriteMutation } from '#web/lib/query-keys.ts';
import {
  clientesResource,
  empleadosResource,
  serviciosResource,
  useSetRecordatorioEnviado,
} from '#web/lib/resources.ts';

export const agendaKeys = {
  dia: (fecha: string | null) => [...resourceKeys.turnos, 'dia', fecha] as const,
  semana: (lunes: string | null) => [...resourceKeys.turnos, 'semana', lunes] as const,
  buscar: (q: string) => [...resourceKeys.turnos, 'buscar', q] as const,
  reservasNuevas: () => [...resourceKeys.turnos, 'reservas-nuevas'] as const,
  origen: (id: number, por: OrigenPor) => [...resourceKeys.turnos, 'origen', id, por] as const,
};

/** Another desk may book meanwhile: what is on screen is fetched again every minute, and when the tab comes back. */
const LIVE = {
  staleTime: 15_000,
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
  // Moving to another day or week keeps this one drawn (dimmed) until the new one arrives.
  placeholderData: keepPreviousData,
} as const;

/** The appointments of one day, for the agenda grid. */
export function turnosDelDiaQuery(fecha: string | null) {
  return queryOptions({
    queryKey: agendaKeys.dia(fecha),
    queryFn: ({ signal }) => api<Turno[]>(`/turnos?fecha=${fecha ?? ''}`, { signal }),
    enabled: fecha !== null,
    ...LIVE,
  });
}

/** The appointments of the week from Monday `lunes` to Sunday, for the week view. */
export function turnosDeLaSemanaQuery(lunes: string | null, domingo: string | null) {
  return queryOptions({
    queryKey: agendaKeys.semana(lunes),
    queryFn: ({ signal }) => api<Turno[]>(`/turnos?desde=${lunes ?? ''}&hasta=${domingo ?? ''}`, { signal }),
    enabled: lunes !== null && domingo !== null,
    ...LIVE,
  });
}

/**
 * 'Buscar turno': a client's appointments by part of their name or phone, newest first. Asked
 * only once the text has 2 letters or digits (the server would refuse less); under the turnos
 * root, so a booking saved or deleted meanwhile shows in the next look.
 */
export function buscarTurnosQuery(q: string) {
  return queryOptions({
    queryKey: agendaKeys.buscar(q),
    queryFn: ({ signal }) => api<TurnosBuscados>(`/turnos/buscar?q=${encodeURIComponent(q)}`, { signal }),
    enabled: busquedaSuficiente(q),
    // While the next letters are looked up, the last results stay (dimmed) instead of a blank.
    placeholderData: keepPreviousData,
  });
}

/** The pickers' lists and the quick-create forms' saves. */
export const clientesQuery = clientesResource.listQuery;
export const empleadosQuery = empleadosResource.listQuery;
export const serviciosQuery = serviciosResource.listQuery;
export const useSaveCliente = clientesResource.useSave;
export const useSaveServicio = serviciosResource.useSave;
/** The modal's WhatsApp reminder marks it as sent, as the reminders page does. */
export const useMarcarRecordatorio = useSetRecordatorioEnviado;

/**
 * The appointments on screen (a day's or a week's, by their query key) as last received, read
 * when called: the agenda hands the modal a deferred copy (decision 012), and the overlap check
 * must not trust a copy a render behind.
 */
export function useTurnosRecibidos(): (key: QueryKey) => Turno[] | undefined {
  const queryClient = useQueryClient();
  return (key) => queryClient.getQueryData<Turno[]>(key);
}

/** Saves a new booking (id null) or an edited one; the day, week, summary and reports follow. */
/** A service added to the booking in the modal ('Agregar otro servicio'): the rest is the server's rule. */
export interface ServicioAgregado {
  idServicio: number;
  /** Left out: the same professional when she is free, else the first one free. */
  idEmpleado?: number;
  /** At the same time as the previous service, with another professional. */
  simultaneo?: boolean;
  estado?: Estado;
  medioPago?: MedioPago;
}

/**
 * A booking saved from the modal. With services added: a new booking and its services are one
 * visit booked at once (all or nothing); a booking changed is saved, then its services join its
 * visit, starting where it ends (or with it).
 */
export function useSaveTurno() {
  return useWriteMutation(
    'turnos',
    async ({
      id,
      values,
      agregados = [],
    }: {
      id: number | null;
      values: TurnoValues;
      agregados?: readonly ServicioAgregado[];
    }): Promise<Turno> => {
      // The added services are paid as the first one is ('Pagado' or 'Debe'), a part payment
      // being the first one's alone; each is then charged or corrected in the ticket.
      const estado = values.estado === 'Pago parcial' ? 'Debe' : values.estado;
      // Added to a booking saved before, they take the setting's state: its payment was then.
      const pago = {
        estado,
        ...(estado === 'Pagado' && values.medioPago !== undefined ? { medioPago: values.medioPago } : {}),
      };
      if (id === null) agregados = agregados.map((a) => ({ ...a, ...pago }));
      if (agregados.length > 0 && id === null) {
        const { confirmarAvisos, idVisita: _v, soloEsteTurno: _s, asistencia: _a, ...primero } = values;
        const visita = await api<Visita>('/visitas', {
          method: 'POST',
          body: {
            idCliente: values.idCliente,
            fecha: values.fecha,
            confirmarAvisos,
            servicios: [primero, ...agregados],
          },
          redirectOn401: false,
        });
        const [turno] = visita.turnos;
        if (turno === undefined) throw new Error('La visita no tiene turnos.');
        return { ...turno, avisos: visita.avisos };
      }
      const turno = await api<Turno>(id === null ? '/turnos' : `/turnos/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: values,
        redirectOn401: false,
      });
      if (agregados.length === 0) return turno;
      const [primero, ...resto] = agregados;
      await api<Visita>('/visitas', {
        method: 'POST',
        body: {
          idCliente: turno.idCliente,
          fecha: turno.fecha,
          idVisita: turno.idVisita,
          confirmarAvisos: values.confirmarAvisos,
          servicios: [{ ...primero, hora: primero?.simultaneo === true ? turno.hora : finDe(turno) }, ...resto],
        },
        redirectOn401: false,
      });
      return turno;
    },
    // A refused booking (someone else took the time) also shows the day as it now is.
    { refreshOnError: true },
  );
}

/** 'Cancelar toda la visita': each of its bookings still pending. */
export function useCancelarVisita() {
  return useWriteMutation('turnos', (idVisita: number) =>
    api<Visita>(`/visitas/${idVisita}/cancelar`, { method: 'POST', redirectOn401: false }),
  );
}

export function useDeleteTurno() {
  return useWriteMutation(
    'turnos',
    (id: number) => api<undefined>(`/turnos/${id}`, { method: 'DELETE', redirectOn401: false }),
    // Already deleted at another desk (404): the grid drops it now, not at the next refresh.
    { refreshOnError: true },
  );
}

/** Issue 22: the online bookings made since this member of staff last looked; asked for again every minute. */
export const reservasNuevasQuery = queryOptions({
  queryKey: agendaKeys.reservasNuevas(),
  queryFn: ({ signal }) => api<ReservasNuevas>('/reservas/nuevas', { signal }),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});

/** This member of staff has looked at the new online bookings: the count starts again. */
export function useMarcarReservasVistas() {
  // Up to the answer shown, so a booking made after it stays new.
  return useWriteMutation('turnos', (hasta: string) =>
    api<undefined>('/reservas/nuevas/vistas', { method: 'POST', body: { hasta } }),
  );
}

/** What 'Deshacer reservas de este origen' would cancel, asked for each time the dialog shows it. */
export function origenPreviaQuery(id: number, por: OrigenPor) {
  return queryOptions({
    queryKey: agendaKeys.origen(id, por),
    queryFn: ({ signal }) => api<OrigenPrevia>(`/reservas/origen/${id}?por=${por}`, { signal }),
    staleTime: 0,
  });
}

/** Cancels what the preview showed (up to its `hasta`); the day, the lists and the counts refresh. */
export function useDeshacerOrigen() {
  return useWriteMutation('turnos', ({ id, ...pedido }: DeshacerOrigen & { id: number }) =>
    api<{ cantidad: number; ids: number[] }>(`/reservas/origen/${id}/deshacer`, {
      method: 'POST',
      body: pedido,
      redirectOn401: false,
    }),
  );
}

/**
 * A new private link for the client to her booking (decision 048): she confirms or cancels it
 * there. Each ask makes another; the earlier ones keep working.
 */
export function enlaceDelTurno(id: number): Promise<EnlaceUrl> {
  return api<EnlaceUrl>(`/turnos/${id}/enlace`, { redirectOn401: false });
}

/** The professionals' blocks of the days on screen, under the bookings' root: a booking or block saved refreshes them. */
export function bloqueosQuery(desde: string | null, hasta: string | null) {
  return queryOptions({
    queryKey: [...resourceKeys.turnos, 'bloqueos', desde, hasta] as const,
    queryFn: ({ signal }) => api<BloqueoDelDia[]>(`/bloqueos?desde=${desde ?? ''}&hasta=${hasta ?? ''}`, { signal }),
    enabled: desde !== null && hasta !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The days on screen the centre is closed, with why; under the settings' root, which change them. */
export function diasCerradosQuery(desde: string | null, hasta: string | null) {
  return queryOptions({
    queryKey: [...resourceKeys.ajustes, 'dias-cerrados', desde, hasta] as const,
    queryFn: ({ signal }) =>
      api<DiaCerradoDelCentro[]>(`/dias-cerrados?desde=${desde ?? ''}&hasta=${hasta ?? ''}`, { signal }),
    enabled: desde !== null && hasta !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** 'Bloquear horario': a professional's time off, once or every week. */
export function useCrearBloqueo() {
  return useWriteMutation('turnos', (body: BloqueoInput) =>
    api<BloqueoDelDia>('/bloqueos', { method: 'POST', body, redirectOn401: false }),
  );
}

/** Frees a block (every week of it, when weekly). */
export function useBorrarBloqueo() {
  return useWriteMutation('turnos', (id: number) =>
    api<undefined>(`/bloqueos/${id}`, { method: 'DELETE', redirectOn401: false }),
  );
}
