import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useAjusteAlElegir } from './api.ts';

/**
 * Whether a booking saved with another price or duration updates its service (the spec's rule,
 * on by default). Off, the price is the booking's own and the catalogue changes only in Servicios;
 * a discount belongs on the ticket either way. Saved on switching.
 */
export function PrecioDelTurno({ actualiza }: { actualiza: boolean }) {
  const { valor, elegir, guardando } = useAjusteAlElegir('turnoActualizaServicio', actualiza);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Precio del turno
        </Title>
        <Switch
          size="md"
          checked={valor}
          disabled={guardando}
          onChange={(e) => elegir(e.currentTarget.checked)}
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
