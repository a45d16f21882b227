import { useRef, useState } from 'react';
import { Button, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatFechaCorta } from '#shared/domain/dates.ts';
import { contar } from '#shared/domain/plural.ts';
import { capitalize } from '#shared/domain/text.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import type { ReservasNuevas as Nuevas } from '#shared/schemas/reserva.ts';
import { reservasNuevasQuery, useMarcarReservasVistas } from './api.ts';
import { DeshacerOrigenDialog, OrigenDeReserva } from './deshacer-origen.tsx';
import './buscar-turno.css';

/**
 * Issue 22: the online bookings made since this member of staff last looked. A button in the
 * agenda's header while there are some; opening it lists them (and counts them as seen), and
 * choosing one opens it on its day, as 'Buscar turno' does. Each pending one shows how many came
 * from its origin, and 'Deshacer reservas de este origen' cancels them at once after a confirmation.
 */
export function ReservasNuevas({ onChoose }: { onChoose: (turno: Turno) => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const nuevas = useQuery(reservasNuevasQuery);
  const vistas = useMarcarReservasVistas();
  // The list as it was when opened: marking them seen empties the count, not the open dialog.
  const [lista, setLista] = useState<Pick<
    Nuevas,
    'turnos' | 'cantidad' | 'origenes' | 'cancelaciones' | 'cancelacionesCantidad'
  > | null>(null);
  // 'Deshacer reservas de este origen': the booking whose origin is being undone.
  const [deshacer, setDeshacer] = useState<Turno | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Online bookings and cancellations by a client's own link: the desk's news, one count.
  const cantidad = (nuevas.data?.cantidad ?? 0) + (nuevas.data?.cancelacionesCantidad ?? 0);

  if (cantidad === 0 && lista === null) return null;
  return (
    <>
      {cantidad > 0 && (
        <Button
          ref={trigger}
          variant="light"
          leftSection={<IconWorld size={18} aria-hidden="true" />}
          onClick={() => {
            if (nuevas.data === undefined) return;
            setLista(nuevas.data);
            vistas.mutate(nuevas.data.hasta);
          }}
        >
          {contar(cantidad, 'novedad', 'novedades')}
        </Button>
      )}
      <Modal opened={lista !== null} onClose={() => setLista(null)} title="Novedades" size="lg" fullScreen={phone}>
        {lista !== null && (
          <Stack gap="xs">
            {lista.cancelaciones.length > 0 && (
              <Cancelaciones
                turnos={lista.cancelaciones}
                cantidad={lista.cancelacionesCantidad}
                onChoose={(t) => {
                  setLista(null);
                  onChoose(t);
                }}
              />
            )}
            {lista.turnos.length > 0 && (
              <>
                <Text fw={700}>{contar(lista.cantidad, 'reserva online nueva', 'reservas online nuevas')}</Text>
                {lista.cantidad > lista.turnos.length && (
                  <Text size="sm" c="dimmed">
                    Las {lista.turnos.length} más recientes de {lista.cantidad}.
                  </Text>
                )}
                <ul aria-label="Reservas online nuevas" className="reservas-nuevas">
                  {lista.turnos.map((t) => (
                    <li key={t.id} className="reservas-nuevas-fila">
                      <UnstyledButton
                        className="reservas-nuevas-item"
                        onClick={() => {
                          setLista(null);
                          onChoose(t);
                        }}
                      >
                        <Text fw={600}>
                          {capitalize(formatFechaCorta(t.fecha))}, {t.hora} · {t.clienteNombre}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t.servicioNombre}, con {t.empleadoNombre}
                          {t.asistencia === 'Canceló' ? ' · Canceló' : ''}
                        </Text>
                      </UnstyledButton>
                      {t.asistencia === 'Pendiente' && (
                        <OrigenDeReserva
                          cuenta={lista.origenes.find((o) => o.idTurno === t.id)}
                          onDeshacer={() => setDeshacer(t)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Stack>
        )}
      </Modal>
      <DeshacerOrigenDialog
        turno={deshacer}
        onClose={() => setDeshacer(null)}
        onDone={(ids) => {
          // The list stays as it was opened, with what was just cancelled marked.
          const canceladas = new Set(ids);
          setLista((l) =>
            l === null
              ? l
              : { ...l, turnos: l.turnos.map((t) => (canceladas.has(t.id) ? { ...t, asistencia: 'Canceló' } : t)) },
          );
        }}
      />
    </>
  );
}

/** The bookings their clients cancelled by their own link since the desk last looked: each opens on its day. */
function Cancelaciones({
  turnos,
  cantidad,
  onChoose,
}: {
  turnos: readonly Turno[];
  cantidad: number;
  onChoose: (turno: Turno) => void;
}) {
  return (
    <>
      <Text fw={700}>{`Cancelados por su enlace: ${cantidad}`}</Text>
      {cantidad > turnos.length && (
        <Text size="sm" c="dimmed">
          Los {turnos.length} más recientes de {cantidad}.
        </Text>
      )}
      <ul aria-label="Cancelados por su enlace" className="reservas-nuevas">
        {turnos.map((t) => (
          <li key={t.id} className="reservas-nuevas-fila">
            <UnstyledButton className="reservas-nuevas-item" onClick={() => onChoose(t)}>
              <Text fw={600}>
                {capitalize(formatFechaCorta(t.fecha))}, {t.hora} · {t.clienteNombre}
              </Text>
              <Text size="sm" c="dimmed">
                {t.servicioNombre}, con {t.empleadoNombre} · Canceló por su enlace
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </>
  );
}
