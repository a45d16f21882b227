import { useState } from 'react';
import { Badge, Button, Center, Code, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { formatInstante } from '#shared/domain/dates.ts';
import {
  correoCodes,
  ESTADOS_CORREO,
  INTENTOS_CORREO,
  type BandejaCorreos,
  type Correo,
  type EstadoCorreo,
  type TipoCorreo,
} from '#shared/schemas/correo.ts';
import { Cargando, ListStatus } from '#web/components/list-status.tsx';
import { errorCode } from '#web/lib/api.ts';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { correosQuery, useReintentarCorreo } from './api.ts';

const TITULO_ID = 'ajustes-correos';
/** Under Mantine's `sm` (48em), as the panel's lists turn into cards. */
const PHONE = '(max-width: 47.99em)';

const TIPO: Record<TipoCorreo, string> = {
  confirmacion: 'Confirmación',
  recordatorio: 'Recordatorio',
  cambio: 'Cambio de turno',
  cancelacion: 'Cancelación',
};

const PESTANA: Record<EstadoCorreo, { label: string; count: (b: BandejaCorreos) => number; vacia: string }> = {
  Pendiente: { label: 'Pendientes', count: (b) => b.pendientes, vacia: 'No hay correos por enviar.' },
  Enviado: { label: 'Enviados', count: (b) => b.enviados, vacia: 'Todavía no se envió ningún correo.' },
  Falló: { label: 'Fallidos', count: (b) => b.fallidos, vacia: 'No hay correos que hayan fallado.' },
};

/**
 * E-mail to clients (decision 049): off, how to turn it on; on, who it comes from and the outbox,
 * a tab per state, a message that failed with 'Reintentar'. Until a tab is chosen it opens on
 * the failed ones when there are any, else on those waiting to be sent.
 */
export function CorreoElectronico() {
  const [elegido, setElegido] = useState<EstadoCorreo | null>(null);
  const inicial = useQuery({ ...correosQuery('Falló'), enabled: elegido === null });
  const porDefecto = inicial.data === undefined ? null : inicial.data.fallidos > 0 ? 'Falló' : 'Pendiente';
  const estado = elegido ?? porDefecto;
  const elegida = useQuery({ ...correosQuery(estado ?? 'Falló'), enabled: estado !== null });
  const bandeja = estado === null ? inicial : elegida;
  const data = bandeja.data;
  const telefono = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={TITULO_ID}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={TITULO_ID}>
          Correo electrónico
        </Title>
        {data === undefined || estado === null ? (
          <ListStatus query={bandeja} empty={false} what="" />
        ) : !data.activo ? (
          <Apagado />
        ) : (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Se envían desde <strong>{data.remitente}</strong>.
            </Text>
            <SegmentedControl
              aria-label="Qué correos ver"
              fullWidth
              // Three counts side by side do not fit a phone: one under the other there.
              orientation={telefono ? 'vertical' : 'horizontal'}
              value={estado}
              onChange={(value) => setElegido(ESTADOS_CORREO.find((e) => e === value) ?? 'Pendiente')}
              data={ESTADOS_CORREO.map((e) => ({ value: e, label: `${PESTANA[e].label} (${PESTANA[e].count(data)})` }))}
            />
            {/* Another tab's list is not drawn under this one while its own is on the way. */}
            {bandeja.isPlaceholderData ? (
              <Center py="md">
                <Cargando />
              </Center>
            ) : (
              <Lista bandeja={data} estado={estado} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Apagado() {
  return (
    <>
      <Text fw={500}>El envío de correos está apagado.</Text>
      <Text size="sm" c="dimmed">
        Para que los clientes reciban la confirmación, el recordatorio y los cambios de su turno por correo, definí{' '}
        <Code>SMTP_URL</Code>, <Code>MAIL_FROM</Code> y <Code>PUBLIC_URL</Code> al iniciar el servidor (ver el README).
      </Text>
    </>
  );
}

function Lista({ bandeja, estado }: { bandeja: BandejaCorreos; estado: EstadoCorreo }) {
  const timeZone = useCentreDate().data?.timeZone ?? 'America/Argentina/Buenos_Aires';
  const total = PESTANA[estado].count(bandeja);
  if (bandeja.correos.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {PESTANA[estado].vacia}
      </Text>
    );
  }
  return (
    <>
      <Stack
        component="ul"
        aria-label={`Correos ${PESTANA[estado].label.toLowerCase()}`}
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {bandeja.correos.map((c) => (
          <CorreoItem key={c.id} correo={c} timeZone={timeZone} />
        ))}
      </Stack>
      {total > bandeja.correos.length && (
        <Text size="sm" c="dimmed">
          Se muestran los {bandeja.correos.length} más recientes de {total}.
        </Text>
      )}
    </>
  );
}

/** When it was written, and sent or due. */
function cuando(c: Correo, timeZone: string): string {
  const creado = `Creado el ${formatInstante(c.creadoAt, timeZone)}`;
  if (c.estado === 'Enviado' && c.enviadoAt !== null) {
    return `${creado} · enviado el ${formatInstante(c.enviadoAt, timeZone)}`;
  }
  if (c.estado === 'Pendiente') return `${creado} · se envía desde el ${formatInstante(c.enviarDesde, timeZone)}`;
  return creado;
}

function CorreoItem({ correo: c, timeZone }: { correo: Correo; timeZone: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {c.asunto}
          </Text>
          <Badge variant="outline" color="dark" size="sm" style={{ flexShrink: 0 }}>
            {TIPO[c.tipo]}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Para: {c.para}
        </Text>
        <Text size="sm" c="dimmed">
          {cuando(c, timeZone)}
        </Text>
        {c.intentos > 0 && (
          <Text size="sm" c="dimmed">
            Intento {c.intentos} de {INTENTOS_CORREO}
          </Text>
        )}
        {c.estado === 'Falló' && <Fallido correo={c} />}
      </Stack>
    </Paper>
  );
}

/** Why it failed, and 'Reintentar': queued again to be sent now, its tries from 0. */
function Fallido({ correo: c }: { correo: Correo }) {
  const reintentar = useReintentarCorreo();
  const onClick = () =>
    reintentar.mutate(c.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: `El correo a ${c.para} se va a enviar de nuevo en breve.` }),
      onError: (error) => {
        const code = errorCode(error);
        if (code === correoCodes.noFallo) {
          notifications.show({
            color: 'yellow',
            title: 'Ese correo ya no está fallido',
            message: 'Alguien lo reintentó recién. La lista ya está actualizada.',
          });
        } else if (code === correoCodes.noEncontrado) {
          notifications.show({
            color: 'yellow',
            title: 'Ese correo ya no está en la bandeja',
            message: 'La lista ya está actualizada.',
          });
        } else {
          notifications.show({ color: 'red', title: 'No se pudo reintentar el correo', message: error.message });
        }
      },
    });
  return (
    <>
      <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
        Error: {c.error ?? 'el servidor de correo no dio el motivo.'}
      </Text>
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={onClick} loading={reintentar.isPending}>
          Reintentar
        </Button>
      </Group>
    </>
  );
}
