import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { Recordatorio } from '#shared/schemas/recordatorio.ts';
import { contact } from '#web/lib/contact.ts';
import { useEnviarRecordatorio } from './api.ts';
import { recordatorioDelDiaHref, siguienteCliente } from './rules.ts';

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
  const enviar = useEnviarRecordatorio();
  const siguiente = siguienteCliente(conWhatsapp);
  // A day already past has no links to give: nothing to send.
  if (siguiente === null || fecha < hoy) return null;

  function onClick(r: Recordatorio) {
    // The chat's tab is opened on the tap itself (a browser lets a page open one only then),
    // empty, and given the chat once the links are made. It cannot reach back into the panel.
    const destino = window.open('', '_blank');
    if (destino !== null) destino.opener = null;
    enviar.mutate(
      { fecha, idCliente: r.idCliente },
      {
        onSuccess: ({ enlaces }) => {
          const href = recordatorioDelDiaHref(r, enlaces, contact.nombre);
          if (href === null) {
            destino?.close();
            return;
          }
          if (destino === null) {
            window.open(href, '_blank', 'noopener');
            return;
          }
          destino.location.href = href;
          destino.focus();
        },
        onError: (error) => {
          notifications.show({ color: 'red', title: 'No se pudo enviar el recordatorio', message: error.message });
          // The tab opened for it, still empty, is not left behind.
          destino?.close();
        },
      },
    );
  }

  return (
    <Group gap="sm" wrap="wrap">
      <Button
        color={color}
        leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
        loading={enviar.isPending}
        onClick={() => onClick(siguiente)}
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
