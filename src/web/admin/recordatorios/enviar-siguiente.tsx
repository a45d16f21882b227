import { Button, Group, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { Recordatorio } from '#shared/schemas/recordatorio.ts';
import { useAbrirRecordatorio } from './abrir-recordatorio.ts';
import { siguienteCliente } from './rules.ts';

/**
 * 'Enviar siguiente': the next client whose reminder is not sent gets her day in one message,
 * each booking with her own link (decision 048), and is marked sent, so the button moves on: the
 * desk walks the whole list from this one tab, by tap or by keyboard (the focus stays on it). On
 * a phone each chat opens in WhatsApp itself; on a desk, in a tab of its own.
 */
export function EnviarSiguiente({
  fecha,
  hoy,
  conWhatsapp,
  color,
}: {
  fecha: string;
  hoy: string;
  conWhatsapp: readonly { recordatorio: Recordatorio }[];
  color: string;
}) {
  const { abrir, abriendo } = useAbrirRecordatorio();
  const siguiente = siguienteCliente(conWhatsapp);
  // A day already past has no links to give: nothing to send.
  if (siguiente === null || fecha < hoy) return null;

  return (
    <Group gap="sm" wrap="wrap">
      <Button
        color={color}
        leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
        loading={abriendo !== null}
        onClick={() => abrir(siguiente)}
        aria-describedby="recordatorio-siguiente"
      >
        Enviar siguiente
      </Button>
      <Text size="sm" id="recordatorio-siguiente">
        {`A ${siguiente.clienteNombre}: todos sus turnos del día en un mensaje, con su enlace para confirmar.`}
      </Text>
    </Group>
  );
}
