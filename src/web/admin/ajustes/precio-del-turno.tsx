import { Text } from '@mantine/core';
import { AjusteSwitch } from './ajuste-switch.tsx';

/**
 * Whether a booking saved with another price or duration updates its service (the spec's rule,
 * on by default). Off, the price is the booking's own and the catalogue changes only in Servicios;
 * a discount belongs on the ticket either way. Saved on switching.
 */
export function PrecioDelTurno({ actualiza }: { actualiza: boolean }) {
  return (
    <AjusteSwitch
      titulo="Precio del turno"
      clave="turnoActualizaServicio"
      guardado={actualiza}
      label="Un turno con otro costo o duración actualiza su servicio"
      description="Si está activado, guardar un turno con otro costo o duración cambia el precio y la duración del servicio para los turnos nuevos y la página de reservas. Si está desactivado, quedan solo en ese turno."
    >
      <Text size="sm" c="dimmed">
        Para un descuento a un cliente, usá Cobrar: el descuento del ticket nunca cambia el catálogo.
      </Text>
    </AjusteSwitch>
  );
}
