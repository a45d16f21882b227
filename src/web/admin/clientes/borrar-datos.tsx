import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { nombreCompleto } from '#shared/domain/names.ts';
import { fichaCodes, type ClienteFicha } from '#shared/schemas/cliente.ts';
import { LEGIBLE } from '#web/components/alert-styles.ts';
import { errorCode } from '#web/lib/api.ts';
import { turnosPorVenirQuery, useBorrarDatos } from './api.ts';
import { turnosPorVenirTexto } from './rules.ts';

type Eleccion = 'cancelar' | 'conservar';

/**
 * 'Borrar datos personales' (admins): what is erased and, when the client has bookings ahead, how
 * many and the first, with the choice of cancelling them (the default: nobody could call to say
 * otherwise) or keeping them in the agenda as 'Cliente borrado'.
 */
export function BorrarDatosModal({
  opened,
  cliente,
  onClose,
}: {
  opened: boolean;
  cliente: ClienteFicha;
  onClose: () => void;
}) {
  const porVenir = useQuery(turnosPorVenirQuery(cliente.id, opened));
  const borrar = useBorrarDatos();
  const [eleccion, setEleccion] = useState<Eleccion>('cancelar');
  const aviso = porVenir.data === undefined ? null : turnosPorVenirTexto(porVenir.data);

  function close() {
    borrar.reset();
    setEleccion('cancelar');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="¿Borrar los datos personales de este cliente?" centered size="md">
      <Stack gap="md">
        <Text size="sm">
          {`${nombreCompleto(cliente)}: su nombre, teléfono, email y notas se borran y no se pueden recuperar. Sus turnos y pagos quedan como "Cliente borrado".`}
        </Text>
        {porVenir.isPending && (
          <Text size="sm" c="dimmed">
            Buscando sus turnos por venir…
          </Text>
        )}
        {porVenir.isError && (
          <Alert color="red" role="alert" title="No pudimos ver sus turnos por venir" p="sm">
            {porVenir.error.message}
          </Alert>
        )}
        {aviso !== null && (
          <Alert color="yellow" p="sm" styles={LEGIBLE} title={aviso}>
            <Stack gap="xs">
              <Text size="sm">Sin sus datos, nadie podrá avisarle si algo cambia.</Text>
              <Radio.Group
                label="Sus turnos por venir"
                value={eleccion}
                onChange={(value) => setEleccion(value === 'conservar' ? 'conservar' : 'cancelar')}
              >
                <Stack gap={6} mt={4}>
                  <Radio value="cancelar" label="Cancelarlos (sus horarios quedan libres)" />
                  <Radio value="conservar" label='Dejarlos en la agenda como "Cliente borrado"' />
                </Stack>
              </Radio.Group>
            </Stack>
          </Alert>
        )}
        {borrar.error !== null && (
          <Alert color="red" title="No se pudieron borrar los datos" role="alert">
            {borrar.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={borrar.isPending}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={borrar.isPending}
            disabled={porVenir.data === undefined}
            data-autofocus
            onClick={() =>
              borrar.mutate(
                {
                  idCliente: cliente.id,
                  ...(aviso === null ? {} : { turnosPorVenir: eleccion }),
                },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: 'Se borraron los datos personales del cliente.' });
                    close();
                  },
                  // Booked meanwhile: the bookings are asked for again, and the choice shows.
                  onError: (err) => {
                    if (errorCode(err) === fichaCodes.turnosPorVenir) void porVenir.refetch();
                  },
                },
              )
            }
          >
            Borrar datos
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
