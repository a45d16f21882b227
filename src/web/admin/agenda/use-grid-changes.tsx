import { useCallback } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Asistencia } from '#shared/domain/asistencia.ts';
import { formatFechaCorta } from '#shared/domain/dates.ts';
import { findOverlap, fromMinutes, toMinutes } from '#shared/domain/slots.ts';
import { turnoCodes, turnoMessages, type Turno } from '#shared/schemas/turno.ts';
import { ApiError, errorCode } from '#web/lib/api.ts';
import { useSaveTurno } from './api.ts';
import { avisosDelError } from './avisos.tsx';
import { turnoCambiado } from './rules.ts';

/** Where a booking is dropped: a day, an employee and a time of the grid. */
export interface Destino {
  fecha: string;
  idEmpleado: number;
  empleadoNombre: string;
  hora: string;
  /** A former employee's column: shown, not bookable. */
  archived: boolean;
}

const UNDO_MS = 8000;

/** What a move does besides the move, and what its notice offers once it is saved. */
interface Opciones {
  /** 'Deshacer': the booking (and its visit with it) back where it was. */
  deshacer?: (saved: Turno) => void;
  /** 'Solo este turno': the visit back where it was, then this booking alone where it was dropped. */
  soloEste?: (saved: Turno) => void;
  /** This booking alone: it leaves its visit, whose other services stay (decision 056). */
  solo?: boolean;
  /** Sent over the warnings the move met ('Mover igual'). */
  confirmar?: boolean;
  /** A step of 'Solo este turno': no notice of its own, then the next step. */
  luego?: (saved: Turno) => void;
}

/**
 * Where the grid's own notices go: at the bottom, away from the agenda's buttons at the top
 * ('Buscar turno', 'Exportar como imagen'), which a notice kept there for UNDO_MS used to cover.
 */
function avisar(notice: Parameters<typeof notifications.show>[0]): void {
  notifications.show({ ...notice, position: 'bottom-right' });
}

function failureMessage(error: Error): string {
  if (errorCode(error) === turnoCodes.superpuesto) return turnoMessages.overlap;
  if (error instanceof ApiError && error.status === 0) return 'Revisá la conexión: el cambio no se guardó.';
  return error.message;
}

/**
 * What the grid changes without the modal: a booking's attendance (one tap) and its day, time
 * or employee (drag and drop). Both keep everything else of the booking; the overlap rule is
 * checked before sending, and the server's answer is final.
 */
export function useGridChanges(turnosKey: QueryKey, { conVisitas }: { conVisitas: boolean }) {
  const queryClient = useQueryClient();
  // mutate is the same function on every render: the grid's actions stay the same across saves.
  const { mutate } = useSaveTurno();

  /** Why the booking cannot go there (the spec's overlap message and what it meets), or null. */
  const problemaEn = useCallback(
    (turno: Turno, destino: Destino): string | null => {
      if (destino.archived) return 'Ese empleado ya no está en el equipo: no se le pueden dar turnos.';
      const shown = queryClient.getQueryData<Turno[]>(turnosKey) ?? [];
      const choca = findOverlap({ ...turno, ...destino }, shown);
      if (choca === undefined) return null;
      const fin = fromMinutes(toMinutes(choca.hora) + choca.duracion);
      return `${turnoMessages.overlap} Choca con ${choca.clienteNombre}, de ${choca.hora} a ${fin}.`;
    },
    [queryClient, turnosKey],
  );

  /** Sends a move; its notice offers `deshacer` (and `soloEste` for a visit) for a few seconds once it is saved. */
  const enviar = useCallback(
    function enviar(turno: Turno, destino: Destino, opciones: Opciones) {
      const { deshacer, soloEste, solo = false, confirmar = false, luego } = opciones;
      // A booking at :15 or :45 is drawn in a half-hour row: dropped in the row beside its time,
      // it keeps its own time (another column, another day) rather than moving 15 minutes.
      if (Math.abs(toMinutes(destino.hora) - toMinutes(turno.hora)) < 30) destino = { ...destino, hora: turno.hora };
      if (destino.fecha === turno.fecha && destino.hora === turno.hora && destino.idEmpleado === turno.idEmpleado) {
        return;
      }
      const problema = problemaEn(turno, destino);
      const cambio = problema === null ? turnoCambiado(turno, destino) : { problem: problema };
      if ('problem' in cambio) {
        avisar({ color: 'red', title: 'No se movió el turno', message: cambio.problem });
        return;
      }
      // Drawn where it was dropped at once; the server's answer then redraws the day (a refusal
      // puts it back, with the reason).
      const movido: Turno = {
        ...turno,
        fecha: destino.fecha,
        hora: destino.hora,
        idEmpleado: destino.idEmpleado,
        empleadoNombre: destino.empleadoNombre,
      };
      // A new day or time moves the other services of her visit still to come by as many minutes,
      // each with its professional (the server does it; the grid draws them once it answers). A
      // professional's own account moves her booking alone.
      const companeros =
        solo || !conVisitas || (destino.fecha === turno.fecha && destino.hora === turno.hora)
          ? []
          : (queryClient.getQueryData<Turno[]>(turnosKey) ?? []).filter(
              (t) => t.idVisita === turno.idVisita && t.id !== turno.id && t.asistencia === 'Pendiente',
            );
      queryClient.setQueryData<Turno[]>(turnosKey, (list) => list?.map((t) => (t.id === turno.id ? movido : t)));
      const values = {
        ...cambio.values,
        ...(confirmar ? { confirmarAvisos: true } : {}),
        ...(solo ? { soloEsteTurno: true } : {}),
      };
      mutate(
        { id: turno.id, values },
        {
          onSuccess: (saved) => {
            if (luego !== undefined) {
              luego(saved);
              return;
            }
            const id = `turno-movido-${turno.id}-${Date.now()}`;
            const cuando = saved.fecha === turno.fecha ? saved.hora : `${formatFechaCorta(saved.fecha)}, ${saved.hora}`;
            const boton = (texto: string, accion: (saved: Turno) => void) => (
              <Button
                size="compact-sm"
                variant="light"
                style={{ flexShrink: 0 }}
                onClick={() => {
                  notifications.hide(id);
                  accion(saved);
                }}
              >
                {texto}
              </Button>
            );
            avisar({
              id,
              color: 'green',
              autoClose: UNDO_MS,
              message:
                companeros.length > 0 ? (
                  // Two buttons beside a longer sentence: under it, so it reads whole.
                  <Stack gap={6}>
                    <Text size="sm">
                      {`Visita de ${saved.clienteNombre} movida con sus ${companeros.length + 1} servicios. Este turno: ${cuando}, ${saved.empleadoNombre}.`}
                    </Text>
                    <Group justify="flex-end" gap={6}>
                      {soloEste !== undefined && boton('Solo este turno', soloEste)}
                      {deshacer !== undefined && boton('Deshacer', deshacer)}
                    </Group>
                  </Stack>
                ) : (
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">
                      Turno de {saved.clienteNombre} movido: {cuando}, {saved.empleadoNombre}.
                    </Text>
                    {deshacer !== undefined && boton('Deshacer', deshacer)}
                  </Group>
                ),
            });
          },
          onError: (error) => {
            const avisos = avisosDelError(error);
            if (avisos.length === 0) {
              avisar({ color: 'red', title: 'No se movió el turno', message: failureMessage(error) });
              return;
            }
            // A block or the client elsewhere: moved only if the desk says so.
            const id = `turno-avisos-${turno.id}-${Date.now()}`;
            avisar({
              id,
              color: 'yellow',
              autoClose: false,
              title: 'No se movió el turno',
              message: (
                <Stack gap={6}>
                  {avisos.map((a) => (
                    <Text key={`${a.tipo}-${a.idTurno ?? a.mensaje}`} size="sm">
                      {a.mensaje}
                    </Text>
                  ))}
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => {
                        notifications.hide(id);
                        // The booking as it is now: charged or marked meanwhile, that stays.
                        const actual = queryClient.getQueryData<Turno[]>(turnosKey)?.find((x) => x.id === turno.id);
                        enviar(actual ?? turno, destino, { ...opciones, confirmar: true });
                      }}
                    >
                      Mover igual
                    </Button>
                  </Group>
                </Stack>
              ),
            });
          },
        },
      );
    },
    [problemaEn, queryClient, mutate, turnosKey, conVisitas],
  );

  /**
   * A booking dropped on another slot; 'Deshacer' puts it back where it was. One of a visit moves
   * the visit, and 'Solo este turno' puts the visit back and moves this one alone.
   */
  const mover = useCallback(
    (turno: Turno, destino: Destino) => {
      const origen: Destino = {
        fecha: turno.fecha,
        hora: turno.hora,
        idEmpleado: turno.idEmpleado,
        empleadoNombre: turno.empleadoNombre,
        archived: false,
      };
      const volver = (saved: Turno, luego?: (vuelto: Turno) => void) => enviar(saved, origen, { luego });
      enviar(turno, destino, {
        deshacer: (saved) => volver(saved),
        soloEste: (saved) => volver(saved, (vuelto) => enviar(vuelto, destino, { solo: true })),
      });
    },
    [enviar],
  );

  const cambiarAsistencia = useCallback(
    (turno: Turno, asistencia: Asistencia) => {
      if (asistencia === turno.asistencia) return;
      // What happened is recorded whatever it meets: a booking taken back from 'Canceló' into a
      // blocked slot, or with its client booked elsewhere, is saved and the warnings said.
      const cambio = turnoCambiado(turno, { asistencia, confirmarAvisos: true });
      if ('problem' in cambio) {
        avisar({ color: 'red', title: 'No se pudo cambiar la asistencia', message: cambio.problem });
        return;
      }
      mutate(
        { id: turno.id, values: cambio.values },
        {
          onSuccess: (saved) =>
            avisar({
              color: (saved.avisos ?? []).length > 0 ? 'yellow' : 'green',
              message: [
                `Asistencia de ${turno.clienteNombre}: ${asistencia}.`,
                ...(saved.avisos ?? []).map((a) => a.mensaje),
              ].join(' '),
            }),
          onError: (error) =>
            avisar({
              color: 'red',
              title: 'No se pudo cambiar la asistencia',
              message: failureMessage(error),
            }),
        },
      );
    },
    [mutate],
  );

  return { problemaEn, mover, cambiarAsistencia };
}
