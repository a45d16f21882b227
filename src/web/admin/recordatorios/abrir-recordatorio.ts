import { notifications } from '@mantine/notifications';
import type { Recordatorio } from '#shared/schemas/recordatorio.ts';
import { abrirPestanaDeChat } from '#web/lib/chat-tab.ts';
import { contact } from '#web/lib/contact.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { useEnviarRecordatorio } from './api.ts';
import { recordatorioDelDiaHref } from './rules.ts';

/**
 * A client's reminder of her day, from 'Enviar siguiente' and from each card's own button: her
 * bookings' links are made and all of them marked sent (POST /recordatorios/enviar), and her chat
 * opens with the day in one message, greeted and signed in the owner's words (Ajustes). The tab is
 * opened on the tap and given the chat once the links are made; a failure says why and closes it.
 * `abriendo` is the client whose chat is being made, if any.
 */
export function useAbrirRecordatorio() {
  const enviar = useEnviarRecordatorio();
  const { recordatorioSaludo: saludo, recordatorioFirma: firma } = useCurrentUser();

  function abrir(r: Recordatorio) {
    const pestana = abrirPestanaDeChat();
    enviar.mutate(
      { fecha: r.fecha, idCliente: r.idCliente },
      {
        onSuccess: ({ enlaces }) => {
          const href = recordatorioDelDiaHref(r, enlaces, contact.nombre, { saludo, firma });
          if (href === null) pestana.cerrar();
          else pestana.ir(href);
        },
        onError: (error) => {
          notifications.show({ color: 'red', title: 'No se pudo enviar el recordatorio', message: error.message });
          pestana.cerrar();
        },
      },
    );
  }

  return { abrir, abriendo: enviar.isPending ? (enviar.variables?.idCliente ?? null) : null };
}
