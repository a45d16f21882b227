import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { formatFechaCorta } from '#shared/domain/dates.ts';
import { contar } from '#shared/domain/plural.ts';
import { capitalize } from '#shared/domain/text.ts';
import type { OrigenCuenta, OrigenPor } from '#shared/schemas/reserva-origen.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { origenPreviaQuery, useDeshacerOrigen } from './api.ts';
import { ChoiceChips } from './turno-modal-parts.tsx';

const POR: Record<OrigenPor, string> = { direccion: 'Misma conexión', telefono: 'Mismo teléfono' };

/** A booking's origin in the online list: how many bookings came from it, and the undo. */
export function OrigenDeReserva({ cuenta, onDeshacer }: { cuenta: OrigenCuenta | undefined; onDeshacer: () => void }) {
  if (cuenta === undefined || cuenta.direccion === null) return null;
  const telefono = cuenta.telefono ?? 0;
  return (
    <div className="reservas-nuevas-origen">
      <Text size="sm" c="dimmed">
        Desde su conexión: {contar(cuenta.direccion, 'reserva pendiente', 'reservas pendientes')}
        {telefono > 1 ? ` · con su teléfono: ${contar(telefono, 'reserva', 'reservas')}` : ''}
      </Text>
      <Button size="compact-sm" variant="subtle" color="red" onClick={onDeshacer}>
        Deshacer reservas de este origen
      </Button>
    </div>
  );
}

/**
 * The confirmation of 'Deshacer reservas de este origen': by the booking's connection (the
 * address it was made from) or its phone, the pending bookings that would be cancelled, named and
 * counted, then cancelled at once. Nothing is cancelled until the red button.
 */
export function DeshacerOrigenDialog({
  turno,
  onClose,
  onDone,
}: {
  /** The booking whose origin is undone; null while the dialog is closed. */
  turno: Turno | null;
  onClose: () => void;
  onDone: (ids: number[]) => void;
}) {
  const [por, setPor] = useState<OrigenPor>('direccion');
  const previa = useQuery({ ...origenPreviaQuery(turno?.id ?? 0, por), enabled: turno !== null });
  const deshacer = useDeshacerOrigen();
  const cantidad = previa.data?.cantidad ?? 0;
  const close = () => {
    deshacer.reset();
    setPor('direccion');
    onClose();
  };

  return (
    <Modal opened={turno !== null} onClose={close} title="Deshacer reservas de este origen" centered size="md">
      <Stack gap="sm">
        <ChoiceChips
          label="Buscar las reservas hechas con"
          id="deshacer-origen-por"
          options={[POR.direccion, POR.telefono]}
          value={POR[por]}
          onChange={(label) => {
            deshacer.reset();
            setPor(label === POR.telefono ? 'telefono' : 'direccion');
          }}
        />
        {previa.isPending && <Loader size="sm" aria-label="Buscando las reservas" />}
        {previa.isError && (
          <Alert color="red" title="No se pudieron buscar las reservas" role="alert">
            {previa.error.message}
          </Alert>
        )}
        {previa.data !== undefined && (
          <>
            <Text size="sm">
              {cantidad === 0
                ? 'No quedan reservas pendientes de este origen.'
                : `${cantidad === 1 ? 'Se va a cancelar' : 'Se van a cancelar'} ${contar(cantidad, 'reserva online hecha', 'reservas online hechas')} con ${
                    por === 'telefono' ? 'el mismo teléfono' : 'la misma conexión'
                  } desde el día anterior a esta. ${cantidad === 1 ? 'Su horario queda libre.' : 'Sus horarios quedan libres.'}`}
            </Text>
            {cantidad > 0 && (
              <ul aria-label="Reservas que se van a cancelar" className="deshacer-origen-lista">
                {previa.data.turnos.map((t) => (
                  <li key={t.id}>
                    <Text size="sm">
                      {capitalize(formatFechaCorta(t.fecha))}, {t.hora} · {t.clienteNombre} · {t.servicioNombre}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        {deshacer.isError && (
          <Alert color="red" title="No se cancelaron las reservas" role="alert">
            {deshacer.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={deshacer.isPending}>
            Volver
          </Button>
          <Button
            color="red"
            disabled={previa.data === undefined || cantidad === 0}
            loading={deshacer.isPending}
            onClick={() => {
              if (turno === null || previa.data === undefined) return;
              deshacer.mutate(
                { id: turno.id, por, hasta: previa.data.hasta },
                {
                  onSuccess: (hecho) => {
                    notifications.show({
                      color: 'green',
                      message: `${contar(hecho.cantidad, 'reserva cancelada', 'reservas canceladas')}. Sus horarios quedaron libres.`,
                    });
                    onDone(hecho.ids);
                    close();
                  },
                },
              );
            }}
          >
            {cantidad > 0 ? `Cancelar ${contar(cantidad, 'reserva', 'reservas')}` : 'Cancelar reservas'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
