import { useState } from 'react';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSaveAjustes } from './api.ts';

/**
 * Whether a booking saved with another price or duration updates its service (the spec's rule,
 * on by default). Off, the price is the booking's own and the catalogue changes only in Servicios;
 * a discount belongs on the ticket either way. Saved on switching.
 */
export function PrecioDelTurno({ actualiza }: { actualiza: boolean }) {
  const save = useSaveAjustes();
  // Shown as switched from the click itself until the saved settings come back (TurnoNuevo's way).
  const [elegido, setElegido] = useState<boolean | null>(null);
  const cambiar = (turnoActualizaServicio: boolean) => {
    setElegido(turnoActualizaServicio);
    save.mutate(
      { turnoActualizaServicio },
      {
        onSettled: () => setElegido(null),
        onSuccess: () => notifications.show({ color: 'green', message: 'Ajustes guardados.' }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'No se pudieron guardar los ajustes', message: error.message }),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Precio del turno
        </Title>
        <Switch
          size="md"
          checked={elegido ?? actualiza}
          disabled={save.isPending}
          onChange={(e) => cambiar(e.currentTarget.checked)}
          label="Un turno con otro costo o duración actualiza su servicio"
          description="Si está activado, guardar un turno con otro costo o duración cambia el precio y la duración del servicio para los turnos nuevos y la página de reservas. Si está desactivado, quedan solo en ese turno."
        />
        <Text size="sm" c="dimmed">
          Para un descuento a un cliente, usá Cobrar: el descuento del ticket nunca cambia el catálogo.
        </Text>
      </Stack>
    </Paper>
  );
}
