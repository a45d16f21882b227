import { useCallback } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconBrandWhatsapp, IconPhoneCheck, IconPhoneOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatFecha } from '#shared/domain/dates.ts';
import type { VolverALlamar } from '#shared/schemas/recordatorio.ts';
import { ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { contact } from '#web/lib/contact.ts';
import { fichaHref } from '#web/lib/resources.ts';
import { useDesmarcarLlamado, useMarcarLlamado, volverALlamarQuery } from './api.ts';
import { DESHACER_MS, haceCuanto, sinWhatsappReason, volverALlamarHref, volverALlamarTexts as texts } from './rules.ts';

/** The dark green of the panel's WhatsApp buttons: readable on white (WCAG AA). */
const VERDE = '#1b5e31';

const LIST_STYLE = { listStyle: 'none' } as const;

/** The notice after 'Marcar como llamada', with 'Deshacer' for a few seconds. */
function avisarMarcada(v: VolverALlamar, deshacer: (v: VolverALlamar) => void): void {
  const id = `llamada-${v.idTurno}-${Date.now()}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: DESHACER_MS,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">Llamada a {v.clienteNombre} marcada.</Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          aria-label={`Deshacer la llamada a ${v.clienteNombre}`}
          onClick={() => {
            notifications.hide(id);
            deshacer(v);
          }}
        >
          Deshacer
        </Button>
      </Group>
    ),
  });
}

/**
 * One client to call back: who, her phone, the service and the last visit, and what to do. Once
 * marked she leaves the list, and a notice offers 'Deshacer' (`deshacer`, the section's: this
 * row is gone by then).
 */
function Cliente({ v, phone, deshacer }: { v: VolverALlamar; phone: boolean; deshacer: (v: VolverALlamar) => void }) {
  const marcar = useMarcarLlamado();
  // The booking page's address as the server gives it: the site's public one.
  const href = volverALlamarHref(v, contact.nombre);
  const sinWhatsapp = href === null ? sinWhatsappReason(v.clienteTelefono) : null;
  // The promise, not mutate's callbacks: those are dropped once the row has left the list, which
  // the list's refresh after the mark does before they would run.
  const onMarcar = () =>
    marcar.mutateAsync(v.idTurno).then(
      () => avisarMarcada(v, deshacer),
      (error: Error) =>
        notifications.show({ color: 'red', title: 'No se pudo marcar como llamada', message: error.message }),
    );

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={fichaHref(v.idCliente)} fw={600} c="inherit" display="block">
            {v.clienteNombre}
          </Anchor>
          {v.clienteTelefono !== '' && <Text size="sm">{v.clienteTelefono}</Text>}
          <Text size="sm" c="dimmed">
            {v.servicioNombre} · última visita el {formatFecha(v.fecha)}, {haceCuanto(v)}
          </Text>
          {sinWhatsapp !== null && (
            <Group gap={6} wrap="nowrap" mt={4}>
              <IconPhoneOff size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
              <Text size="sm">{sinWhatsapp}</Text>
            </Group>
          )}
        </div>
        <Group gap="xs" justify={phone ? 'flex-start' : 'flex-end'}>
          {href !== null && (
            <Button
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              color={VERDE}
              leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
              aria-label={`${texts.whatsapp} a ${v.clienteNombre}`}
            >
              {texts.whatsapp}
            </Button>
          )}
          <Button
            variant="default"
            loading={marcar.isPending}
            onClick={() => void onMarcar()}
            leftSection={<IconPhoneCheck size={16} aria-hidden="true" />}
            aria-label={`${texts.marcar}: ${v.clienteNombre}`}
          >
            {texts.marcar}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Recordatorios › 'Para volver a llamar': the clients whose service is due again (its 'Repetir cada
 * (días)' passed since their last visit) with nothing booked, until someone marks the call.
 */
export function VolverALlamarSection({ phone }: { phone: boolean }) {
  const lista = useQuery(volverALlamarQuery);
  const clientes = lista.data ?? [];
  // Here, not in the client's row: the row is gone from the list once her call is marked.
  const { mutateAsync: desmarcar } = useDesmarcarLlamado();
  const deshacer = useCallback(
    (v: VolverALlamar) =>
      void desmarcar(v.idTurno).catch((error: Error) =>
        notifications.show({ color: 'red', title: 'No se pudo deshacer la llamada', message: error.message }),
      ),
    [desmarcar],
  );

  return (
    <Stack component="section" gap="sm" aria-labelledby="volver-a-llamar">
      <div>
        <Title order={2} size="h3" id="volver-a-llamar">
          {texts.titulo}
        </Title>
        <Text size="sm" c="dimmed">
          Clientes cuya última visita pasó los días de &quot;Repetir cada (días)&quot; del servicio y que no tienen
          turnos reservados. Se cargan en{' '}
          <Anchor component={Link} to="/admin/servicios" size="sm" underline="always">
            Servicios
          </Anchor>
          .
        </Text>
      </div>
      <ListStatus query={lista} empty={clientes.length === 0} what={texts.vacio} />
      {clientes.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={LIST_STYLE} aria-label={texts.titulo}>
          {clientes.map((v) => (
            <Cliente key={v.idTurno} v={v} phone={phone} deshacer={deshacer} />
          ))}
        </Stack>
      )}
      {lista.data !== undefined && (
        <LoadNotice title="No pudimos actualizar la lista para volver a llamar" query={lista} />
      )}
    </Stack>
  );
}
