import { useMemo, type ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Center, Group, LoadingOverlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconBrandWhatsapp, IconCheck, IconPhoneOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { contar, plural } from '#shared/domain/plural.ts';
import type { Recordatorio } from '#shared/schemas/recordatorio.ts';
import { DayNavigator } from '#web/components/day-navigator.tsx';
import { Cargando, ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { useCentreNow, useDiaEnDireccion } from '#web/lib/centre-date.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { useAbrirRecordatorio } from './abrir-recordatorio.ts';
import { recordatoriosDelDiaQuery, useSetEnviado } from './api.ts';
import {
  confirmacionBadge,
  dayTitle,
  diaDelRecordatorio,
  diaHabitualLabel,
  recordatoriosTexts as texts,
  sentByAndWhen,
  splitByWhatsapp,
} from './rules.ts';
import { fichaHref } from '#web/lib/resources.ts';
import { EnviarSiguiente } from './enviar-siguiente.tsx';
import { VolverALlamarSection } from './volver-a-llamar.tsx';

/** The dark green of the panel's WhatsApp buttons and 'Activa' badges: readable on white (WCAG AA). */
const VERDE = '#1b5e31';

const LIST_STYLE = { listStyle: 'none' } as const;

/** Phones (under Mantine's `sm`) get a card's status and buttons under the client, from the left. */
const PHONE = '(max-width: 47.99em)';

/**
 * One appointment's card: time, client, service and employee, her answer by her link and the
 * attendance when there is one, and beside them (under them on a phone) what the reminder needs.
 */
function Tarjeta({ r, phone, children }: { r: Recordatorio; phone: boolean; children: ReactNode }) {
  const respuesta = confirmacionBadge(r.confirmacion);
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={r.enviado ? 'gray.0' : undefined}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Text fw={700} size="lg" w={52} style={{ flexShrink: 0 }}>
          {r.hora}
        </Text>
        <Group justify="space-between" align="flex-start" gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={fichaHref(r.idCliente)} fw={600} c="inherit" display="block">
              {r.clienteNombre}
            </Anchor>
            <Text size="sm" c="dimmed">
              {r.servicioNombre} · con {r.empleadoNombre}
            </Text>
            {(respuesta !== null || r.asistencia !== 'Pendiente') && (
              <Group gap={6} mt={4}>
                {respuesta === 'Confirmó' && (
                  // The agenda's '✓ Confirmó': its dark green on green.0 (7:1, AA at any size).
                  <Badge
                    variant="filled"
                    bg="green.0"
                    c={VERDE}
                    size="sm"
                    leftSection={<IconCheck size={12} aria-hidden="true" />}
                  >
                    Confirmó
                  </Badge>
                )}
                {respuesta === 'Canceló' && (
                  <Badge variant="outline" color="#495057" size="sm">
                    Canceló
                  </Badge>
                )}
                {r.asistencia !== 'Pendiente' && (
                  <Badge variant="outline" color="#495057" size="sm">
                    {r.asistencia}
                  </Badge>
                )}
              </Group>
            )}
          </div>
          <Stack gap={6} align={phone ? 'flex-start' : 'flex-end'}>
            {children}
          </Stack>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * One appointment WhatsApp can reach: its reminder, and the 'Enviado' mark with who and when. Its
 * button does what 'Enviar siguiente' does for this client: her day in one message, each booking
 * with its own link, all marked sent. A day already past has no links to give: only the mark.
 */
function RecordatorioItem({
  r,
  hoy,
  timeZone,
  phone,
}: {
  r: Recordatorio;
  hoy: string;
  timeZone: string;
  phone: boolean;
}) {
  const setEnviado = useSetEnviado();
  const { abrir, abriendo } = useAbrirRecordatorio();
  const pasado = r.fecha < hoy;
  const mark = (enviado: boolean) =>
    setEnviado.mutate(
      { id: r.id, enviado },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: enviado ? 'No se pudo marcar como enviado' : 'No se pudo quitar la marca',
            message: error.message,
          }),
      },
    );
  const envio = sentByAndWhen(r, hoy, timeZone);

  return (
    <Tarjeta r={r} phone={phone}>
      {r.enviado && (
        <Group gap={6}>
          <Badge color={VERDE} variant="outline" leftSection={<IconCheck size={12} aria-hidden="true" />}>
            Enviado
          </Badge>{' '}
          {/* The space makes one sentence of badge and text, 'Enviado por Ana hoy a las 18:42', when read out. */}
          <Text size="sm">{envio}</Text>
        </Group>
      )}
      {r.movidoDesdeEnvio && (
        <Group gap={6} wrap="nowrap" align="flex-start" maw={340}>
          <IconAlertTriangle size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">El turno cambió después del recordatorio enviado {envio}: enviá uno nuevo.</Text>
        </Group>
      )}
      <Group gap="xs">
        {r.enviado ? (
          <>
            {!pasado && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconBrandWhatsapp size={14} aria-hidden="true" />}
                loading={abriendo !== null}
                onClick={() => abrir(r)}
                aria-label={`${texts.enviarOtraVez}: ${r.clienteNombre}`}
              >
                {texts.enviarOtraVez}
              </Button>
            )}
            <Button
              variant="subtle"
              size="xs"
              loading={setEnviado.isPending}
              onClick={() => mark(false)}
              aria-label={`${texts.desmarcar}: ${r.clienteNombre}`}
            >
              {texts.desmarcar}
            </Button>
          </>
        ) : (
          <>
            {!pasado && (
              <Button
                color={VERDE}
                leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
                loading={abriendo !== null}
                // Opening the chat is taken as sending: the mark is what the other desk sees.
                onClick={() => abrir(r)}
                aria-label={`${texts.enviar} a ${r.clienteNombre}`}
              >
                {texts.enviar}
              </Button>
            )}
            <Button
              variant="subtle"
              size="sm"
              loading={setEnviado.isPending}
              onClick={() => mark(true)}
              aria-label={`${texts.marcar}: ${r.clienteNombre}`}
            >
              {texts.marcar}
            </Button>
          </>
        )}
      </Group>
    </Tarjeta>
  );
}

/** One appointment whose client WhatsApp cannot reach, with the reason. */
function SinWhatsappItem({ r, motivo, phone }: { r: Recordatorio; motivo: string; phone: boolean }) {
  return (
    <Tarjeta r={r} phone={phone}>
      <Group gap={6} wrap="nowrap">
        <IconPhoneOff size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm">{motivo}</Text>
      </Group>
    </Tarjeta>
  );
}

/**
 * Admin › Recordatorios: a day's WhatsApp reminders, sent once; below them, the clients to call
 * back. It opens on the day the reminders are due for: that of now plus Ajustes' 'Horas antes
 * del recordatorio' (24 by default: tomorrow), unless another day is chosen.
 */
export function Component() {
  const { recordatorioHoras } = useCurrentUser();
  // The centre's date and time, again every minute: the usual day follows the clock.
  const ahora = useCentreNow();
  const { centro, hoy, usual, fecha, goTo } = useDiaEnDireccion((today) => {
    const dia = diaDelRecordatorio(ahora ?? { fecha: today, hora: '00:00' }, recordatorioHoras);
    // Never a day already past, whatever this device's clock says.
    return dia < today ? today : dia;
  });
  const dia = useQuery(recordatoriosDelDiaQuery(fecha));
  // Read while rendering, so a phone's first drawing already has its layout.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  const { conWhatsapp, sinWhatsapp, porEnviar } = useMemo(() => splitByWhatsapp(dia.data ?? []), [dia.data]);

  if (fecha === null || hoy === null || centro.data === undefined) {
    return centro.isError ? (
      <ListStatus query={centro} empty={false} what="" />
    ) : (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }

  const { timeZone } = centro.data;
  const total = dia.data?.length ?? 0;
  const shown = dia.data !== undefined && !dia.isPlaceholderData;

  return (
    <Stack gap="md" maw={1000}>
      <title>Recordatorios | Panel</title>
      <div>
        <Title order={1}>Recordatorios</Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {dayTitle(fecha, hoy)}
          {shown && ` · ${contar(total, 'turno')}`}
        </Text>
      </div>

      {usual !== null && (
        <DayNavigator fecha={fecha} goTo={goTo} usual={{ label: diaHabitualLabel(usual, hoy), fecha: usual }} />
      )}

      <ListStatus query={dia} empty={total === 0} what="No hay turnos para recordar este día." />
      {dia.data !== undefined && total > 0 && (
        // While another day loads, this one stays drawn but out of reach: a click must not mark
        // the reminder of a day no longer chosen.
        <Box pos="relative" inert={dia.isPlaceholderData}>
          <LoadingOverlay visible={dia.isPlaceholderData} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <Stack gap="xl">
            {conWhatsapp.length > 0 && (
              <Stack component="section" gap="sm" aria-labelledby="recordatorios-whatsapp">
                <Group justify="space-between" align="baseline" gap="xs">
                  <Title order={2} size="h3" id="recordatorios-whatsapp">
                    Por WhatsApp
                  </Title>
                  <Text fw={600} size="sm" role="status">
                    {porEnviar === 0
                      ? 'Todos los recordatorios están enviados.'
                      : `${plural(porEnviar, 'Queda', 'Quedan')} ${contar(porEnviar, 'recordatorio')} por enviar`}
                  </Text>
                </Group>
                <EnviarSiguiente fecha={fecha} hoy={hoy} conWhatsapp={conWhatsapp} color={VERDE} />
                <Stack component="ul" gap="xs" p={0} m={0} style={LIST_STYLE} aria-label="Recordatorios por WhatsApp">
                  {conWhatsapp.map(({ recordatorio }) => (
                    <RecordatorioItem
                      key={recordatorio.id}
                      r={recordatorio}
                      hoy={hoy}
                      timeZone={timeZone}
                      phone={phone}
                    />
                  ))}
                </Stack>
              </Stack>
            )}

            {sinWhatsapp.length > 0 && (
              <Stack component="section" gap="sm" aria-labelledby="recordatorios-sin-whatsapp">
                <div>
                  <Title order={2} size="h3" id="recordatorios-sin-whatsapp">
                    Sin WhatsApp
                  </Title>
                  <Text size="sm" c="dimmed">
                    Para enviarles el recordatorio, cargá o corregí el teléfono en{' '}
                    <Anchor component={Link} to="/admin/clientes" size="sm" underline="always">
                      Clientes
                    </Anchor>
                    , con la característica (por ejemplo 11 2345-6789), o avisales por otro medio.
                  </Text>
                </div>
                <Stack component="ul" gap="xs" p={0} m={0} style={LIST_STYLE} aria-label="Turnos sin WhatsApp">
                  {sinWhatsapp.map(({ recordatorio, motivo }) => (
                    <SinWhatsappItem key={recordatorio.id} r={recordatorio} motivo={motivo} phone={phone} />
                  ))}
                </Stack>
              </Stack>
            )}
          </Stack>
        </Box>
      )}
      {dia.data !== undefined && <LoadNotice title="No pudimos actualizar los recordatorios" query={dia} />}
      <VolverALlamarSection phone={phone} />
    </Stack>
  );
}
