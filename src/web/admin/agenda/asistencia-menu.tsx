import { useImperativeHandle, useState, type Ref } from 'react';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash, IconCheck, IconLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useCurrentUser } from '#web/admin/session.tsx';
import { ventaDeTurnoQuery } from '#web/lib/resources.ts';
import { ASISTENCIAS, type Asistencia } from '#shared/domain/asistencia.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { enlaceDelTurno } from './api.ts';

/** The booking whose attendance button was tapped, and where that button is on screen. */
export interface AsistenciaTarget {
  turno: Turno;
  rect: DOMRect;
}

/** Opens the menu over a booking's attendance button. */
export interface AsistenciaMenuHandle {
  open: (target: AsistenciaTarget) => void;
}

/**
 * The attendance choices of the booking tapped in the grid, and its 'Cobrar' (the visit's
 * ticket) without opening the booking: one menu for the whole agenda, placed over the tapped
 * button (a menu per booking would be hundreds of components in a week). It keeps which booking
 * it is open for itself: opening and closing it draws the menu alone, not the agenda's screen
 * (closing it on 'Cobrar' was a third of the ticket's opening, bench/ticket.ts).
 */
export function AsistenciaMenu({
  ref,
  onChoose,
}: {
  ref: Ref<AsistenciaMenuHandle>;
  onChoose: (turno: Turno, asistencia: Asistencia) => void;
}) {
  const [target, setTarget] = useState<AsistenciaTarget | null>(null);
  useImperativeHandle(ref, () => ({ open: setTarget }), []);
  const onClose = () => setTarget(null);
  const { permisos } = useCurrentUser();
  const rect = target?.rect;
  const queryClient = useQueryClient();
  return (
    <Menu
      opened={target !== null}
      onChange={(opened) => !opened && onClose()}
      position="bottom-end"
      withinPortal
      // Closed at once: a closing animation held back the screen 'Cobrar' opens.
      transitionProps={{ duration: 0 }}
      // Its focus placeholder is a focusable element without a role inside the menu, which a
      // menu may not hold (axe: aria-required-children).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <span
          aria-hidden="true"
          style={{
            position: 'fixed',
            left: rect?.left ?? 0,
            top: rect?.top ?? 0,
            width: rect?.width ?? 0,
            height: rect?.height ?? 0,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={target === null ? 'Asistencia' : `Asistencia de ${target.turno.clienteNombre}`}>
        {ASISTENCIAS.map((a) => (
          <Menu.Item
            key={a}
            // Mantine makes every item a menuitem, which cannot be 'checked': the current one is
            // marked as current (and with the tick).
            aria-current={target?.turno.asistencia === a ? 'true' : undefined}
            leftSection={
              <IconCheck size={14} aria-hidden="true" style={{ opacity: target?.turno.asistencia === a ? 1 : 0 }} />
            }
            onClick={() => target !== null && onChoose(target.turno, a)}
          >
            {a}
          </Menu.Item>
        ))}
        {/* Charging and the client's link are the desk's, not a professional's own account's. */}
        {target !== null && permisos.centro && (
          <>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to={`/admin/cobrar/${target.turno.id}`}
              // The visit is asked for with the click: it arrives while the agenda is taken down.
              onClick={() => void queryClient.prefetchQuery(ventaDeTurnoQuery(target.turno.id))}
              leftSection={<IconCash size={14} aria-hidden="true" />}
            >
              Cobrar
            </Menu.Item>
            <Menu.Item
              onClick={() => void copiarEnlace(target.turno)}
              leftSection={<IconLink size={14} aria-hidden="true" />}
            >
              Copiar enlace de la clienta
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Copies the client's own link to her booking, to paste in a chat. Where the browser does not
 * let the page write the clipboard (a desk on plain http), the link is shown to copy by hand.
 */
async function copiarEnlace(turno: Turno): Promise<void> {
  try {
    const { url } = await enlaceDelTurno(turno.id);
    // Without the clipboard (plain http) the call itself throws: inside the chain, it is a 'no'.
    const copiado = await Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => true,
        () => false,
      );
    notifications.show({
      color: 'green',
      title: copiado ? 'Enlace copiado' : 'Enlace de la clienta',
      message: copiado ? `El enlace de ${turno.clienteNombre} para confirmar o cancelar su turno.` : url,
      // Not copied: it stays until closed, to be copied by hand.
      autoClose: copiado ? undefined : false,
    });
  } catch (error) {
    notifications.show({
      color: 'red',
      title: 'No se pudo crear el enlace',
      message: error instanceof Error ? error.message : 'Probá de nuevo en un momento.',
    });
  }
}
