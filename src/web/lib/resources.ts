import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cliente, ClienteInput, Nota } from '#shared/schemas/cliente.ts';
import type { Empleado, EmpleadoInput } from '#shared/schemas/empleado.ts';
import type { Paquete, PaqueteCliente } from '#shared/schemas/paquete.ts';
import type { Recordatorio } from '#shared/schemas/recordatorio.ts';
import type { Servicio, ServicioInput } from '#shared/schemas/servicio.ts';
import type { VentaDeTurno } from '#shared/schemas/venta.ts';
import { api } from './api.ts';
import { resourceKeys, useRefreshAfterWrite, useWriteMutation, type Resource } from './query-keys.ts';

/**
 * A catalogue the staff keep (clients, employees, services): its list, save and delete. Defined
 * once here because more than one area uses them (the agenda's pickers and quick-create forms as
 * well as the catalogue's own screen); each area's `api.ts` is still where its screens get them.
 */
function catalogue<T extends { id: number }, Input>(resource: Resource, path: string) {
  const keys = {
    all: resourceKeys[resource],
    list: () => [...resourceKeys[resource], 'lista'] as const,
  };

  const listQuery = queryOptions({
    queryKey: keys.list(),
    queryFn: ({ signal }) => api<T[]>(path, { signal }),
  });

  /** Saves a new item (id null) or an edited one; the list shows a new item at once. */
  function useSave() {
    const queryClient = useQueryClient();
    const refresh = useRefreshAfterWrite(resource);
    return useMutation({
      mutationFn: ({ id, values }: { id: number | null; values: Input }) =>
        api<T>(id === null ? path : `${path}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: values,
          // A session that ended must not throw away the open form: the modal says so instead.
          redirectOn401: false,
        }),
      onSuccess: (saved) => {
        // A picker (the agenda's) offers what was just created before the list comes back.
        queryClient.setQueryData<T[]>(listQuery.queryKey, (list) =>
          list === undefined || list.some((item) => item.id === saved.id) ? list : [...list, saved],
        );
        return refresh();
      },
    });
  }

  function useRemove() {
    return useWriteMutation(resource, (id: number) =>
      api<undefined>(`${path}/${id}`, { method: 'DELETE', redirectOn401: false }),
    );
  }

  /** After a CSV import: the list and everything showing it load again. */
  const useRefreshAfterImport = () => useRefreshAfterWrite(resource);

  return { keys, listQuery, useSave, useRemove, useRefreshAfterImport };
}

export type CatalogueResource<T extends { id: number }, Input> = ReturnType<typeof catalogue<T, Input>>;

export const clientesResource = catalogue<Cliente, ClienteInput>('clientes', '/clientes');
export const empleadosResource = catalogue<Empleado, EmpleadoInput>('empleados', '/empleados');
export const serviciosResource = catalogue<Servicio, ServicioInput>('servicios', '/servicios-base');

/**
 * Sets or takes away a reminder's 'Enviado' mark: from the reminders page, and when the booking
 * modal's 'Recordatorio por WhatsApp' is used, so the other desk does not send it again.
 */
export function useSetRecordatorioEnviado() {
  return useWriteMutation(
    'turnos',
    ({ id, enviado }: { id: number; enviado: boolean }) =>
      api<Recordatorio>(`/recordatorios/${id}`, { method: 'PUT', body: { enviado }, redirectOn401: false }),
    // Refused (the appointment was deleted at another desk): the lists show the day as it now is.
    { refreshOnError: true },
  );
}

/**
 * A client's notes (issue 20): the client file lists and edits them, and the agenda's booking
 * modal shows the pinned ones of the client chosen.
 */
export function clienteNotasQuery(idCliente: number | null) {
  return queryOptions({
    queryKey: [...resourceKeys.clientes, 'notas', idCliente] as const,
    queryFn: ({ signal }) => api<Nota[]>(`/clientes/${idCliente ?? ''}/notas`, { signal }),
    enabled: idCliente !== null,
  });
}

/**
 * 'Cobrar' on a booking: its ticket, or the visit a new one would charge. The ticket screen reads
 * it, and the agenda asks for it on the click that opens that screen, so it arrives while the
 * agenda is taken down. Asked again once a few seconds old: another desk may have charged it
 * (and the server refuses a booking charged twice, whatever the screen showed).
 */
export function ventaDeTurnoQuery(idTurno: number) {
  return queryOptions({
    queryKey: [...resourceKeys.ventas, 'turno', idTurno] as const,
    queryFn: ({ signal }) => api<VentaDeTurno>(`/ventas/turno/${idTurno}`, { signal }),
    staleTime: 3_000,
  });
}

/** The address of a client's file. */
export const fichaHref = (idCliente: number) => `/admin/clientes/${idCliente}`;

/**
 * The session packs the centre sells (decision 046): their screen lists and edits them, the
 * ticket sells them.
 */
export const paquetesQuery = queryOptions({
  queryKey: [...resourceKeys.paquetes, 'lista'] as const,
  queryFn: ({ signal }) => api<Paquete[]>('/paquetes', { signal }),
});

/**
 * A client's packs, with their sessions left: her file lists them, the booking modal says when
 * a booking uses one, the ticket pays with them.
 */
export function paquetesDeClienteQuery(idCliente: number | null) {
  return queryOptions({
    queryKey: [...resourceKeys.paquetes, 'cliente', idCliente] as const,
    queryFn: ({ signal }) => api<PaqueteCliente[]>(`/clientes/${idCliente ?? ''}/paquetes`, { signal }),
    enabled: idCliente !== null,
  });
}

/**
 * A client's packs that can pay a session: not annulled nor expired, with sessions left, and
 * paid, or sold on the ticket `idVenta` (its money and the session go together; the server
 * refuses the session if the money does not pay the pack).
 */
export const paquetesUsables = (paquetes: readonly PaqueteCliente[], idVenta: number | null = null) =>
  paquetes.filter((p) => p.estado === 'Vigente' && (p.pagado || p.idVenta === idVenta) && p.sesionesRestantes > 0);
