import { Alert, Button, Group, Text } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { MEDIO_PAQUETE } from '#shared/domain/pagos.ts';
import type { PaqueteCliente } from '#shared/schemas/paquete.ts';
import type { LineaCalculada, PagoBorrador } from './rules.ts';

/**
 * 'Usa sesión del paquete (quedan N)': the client's packs that can pay a service of this ticket
 * not paid by a session yet, each with the button that pays it with one.
 */
export function SesionesDisponibles({
  lineas,
  paquetes,
  pagos,
  onUsar,
}: {
  lineas: readonly LineaCalculada[];
  paquetes: readonly PaqueteCliente[];
  pagos: readonly PagoBorrador[];
  onUsar: (idPaqueteCliente: number) => void;
}) {
  const libres = lineas.filter((l) => l.tipo === 'servicio' && !l.conSesion && l.total > 0 && l.idServicio !== null);
  const elegidas = pagos.filter((p) => p.medioPago === MEDIO_PAQUETE).length;
  const utiles = paquetes.filter((p) =>
    libres.some((l) => l.idServicio !== null && p.idServicios.includes(l.idServicio)),
  );
  // Every line a pack could pay already has its session chosen.
  if (utiles.length === 0 || elegidas >= libres.length) return null;
  return (
    <Alert color="grape" variant="light" icon={<IconStack2 size={20} aria-hidden="true" />}>
      {utiles.map((p) => (
        <Group key={p.id} justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            <b>Usa sesión del paquete (quedan {p.sesionesRestantes})</b> · {p.nombre}
          </Text>
          <Button size="compact-sm" variant="light" color="grape" onClick={() => onUsar(p.id)}>
            Usar sesión
          </Button>
        </Group>
      ))}
    </Alert>
  );
}
