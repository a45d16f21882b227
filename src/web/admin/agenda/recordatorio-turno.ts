import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { recordatorioConEnlacesLink } from '#shared/domain/whatsapp.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { abrirPestanaDeChat } from '#web/lib/chat-tab.ts';
import { contact } from '#web/lib/contact.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { enlaceDelTurno, useMarcarRecordatorio } from './api.ts';

/**
 * The booking modal's 'Recordatorio por WhatsApp': the chat's tab opens on the tap, the booking's
 * own link is made (GET /turnos/:id/enlace, decision 048), and the tab gets the chat with the
 * reminder written, that link in it, greeted and signed in the owner's words (Ajustes); the
 * reminder is then marked sent, so the other desk does not send it again. A failure says why and
 * closes the empty tab. It tells what is booked (saved), never what is being typed.
 */
export function useRecordatorioDelTurno() {
  const marcar = useMarcarRecordatorio();
  const { recordatorioSaludo: saludo, recordatorioFirma: firma } = useCurrentUser();
  const [abriendo, setAbriendo] = useState(false);

  async function abrir(turno: Turno, cliente: string) {
    const pestana = abrirPestanaDeChat();
    setAbriendo(true);
    try {
      const { url } = await enlaceDelTurno(turno.id);
      const href = recordatorioConEnlacesLink(turno.clienteTelefono, {
        cliente,
        fecha: turno.fecha,
        centro: contact.nombre,
        turnos: [{ servicio: turno.servicioNombre, hora: turno.hora, url }],
        saludo,
        firma,
      });
      if (href === null) {
        pestana.cerrar();
        return;
      }
      pestana.ir(href);
      marcar.mutate(
        { id: turno.id, enviado: true },
        {
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'No pudimos marcar el recordatorio como enviado',
              message: `${error.message} Podés marcarlo en Recordatorios.`,
            }),
        },
      );
    } catch (error) {
      pestana.cerrar();
      notifications.show({
        color: 'red',
        title: 'No se pudo abrir el recordatorio',
        message: error instanceof Error ? error.message : 'Probá de nuevo en un momento.',
      });
    } finally {
      setAbriendo(false);
    }
  }

  return { abrir: (turno: Turno, cliente: string) => void abrir(turno, cliente), abriendo };
}
