import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatFecha } from '#shared/domain/dates.ts';
import type { DiaCerrado } from '#shared/domain/feriados.ts';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { DateField } from '#web/components/date-field.tsx';
import { feriadosQuery, useSaveAjustes } from './api.ts';

/**
 * The centre's closed days (decision 055): the year's national holidays, each closed unless it
 * opens ('Abrimos'), and its own closed spells (vacations). Closed days are shaded in the agenda
 * and never offered online.
 */
export function DiasCerrados({ ajustes, hoy }: { ajustes: Ajustes; hoy: string }) {
  const [anio, setAnio] = useState(Number(hoy.slice(0, 4)));
  const feriados = useQuery(feriadosQuery(anio));
  const guardar = useSaveAjustes();
  const [propios, setPropios] = useState<DiaCerrado[]>(ajustes.diasCerrados);

  const abrir = (fecha: string, abierto: boolean) =>
    guardar.mutate(
      {
        // Past years' openings are let go: the list stays short.
        feriadosAbiertos: [
          ...ajustes.feriadosAbiertos.filter((f) => f !== fecha && f >= `${hoy.slice(0, 4)}-01-01`),
          ...(abierto ? [fecha] : []),
        ],
      },
      {
        onError: (e) => notifications.show({ color: 'red', title: 'No se guardó el feriado', message: e.message }),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Días cerrados
        </Title>
        <Text size="sm" c="dimmed">
          Los feriados nacionales cierran el centro salvo que abras ese día. Los días cerrados se ven sombreados en la
          agenda y no se ofrecen en las reservas online.
        </Text>
        <Group gap="xs">
          {[Number(hoy.slice(0, 4)), Number(hoy.slice(0, 4)) + 1].map((a) => (
            <Button key={a} size="compact-sm" variant={a === anio ? 'filled' : 'default'} onClick={() => setAnio(a)}>
              {`Feriados ${a}`}
            </Button>
          ))}
        </Group>
        {feriados.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No hay feriados cargados para {anio}: cerrá los días que corresponda abajo.
          </Text>
        )}
        <Stack gap={6}>
          {(feriados.data ?? []).map((f) => (
            <Switch
              key={f.fecha}
              checked={f.abierto}
              disabled={guardar.isPending}
              onChange={(e) => abrir(f.fecha, e.currentTarget.checked)}
              label={`Abrimos el ${formatFecha(f.fecha).slice(0, 5)}`}
              description={f.nombre}
            />
          ))}
        </Stack>

        <Title order={3} size="h5" mt="xs">
          Días cerrados del centro
        </Title>
        {propios.map((d, i) => (
          <Group key={i} gap={6} align="flex-end" wrap="wrap">
            <DateField
              label="Desde"
              value={d.desde}
              w={150}
              onChange={(v) => v !== null && setPropios(propios.map((x, j) => (j === i ? { ...x, desde: v } : x)))}
            />
            <DateField
              label="Hasta"
              value={d.hasta}
              w={150}
              onChange={(v) => v !== null && setPropios(propios.map((x, j) => (j === i ? { ...x, hasta: v } : x)))}
            />
            <TextInput
              label="Motivo"
              placeholder="Vacaciones"
              value={d.motivo}
              flex={1}
              miw={140}
              onChange={(e) => {
                const motivo = e.currentTarget.value;
                setPropios(propios.map((x, j) => (j === i ? { ...x, motivo } : x)));
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`Quitar los días cerrados ${i + 1}`}
              onClick={() => setPropios(propios.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        {guardar.error !== null && (
          <Alert color="red" title="No se guardaron los días cerrados" role="alert">
            {guardar.error.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setPropios([...propios, { desde: hoy, hasta: hoy, motivo: 'Vacaciones' }])}
          >
            Agregar días cerrados
          </Button>
          <Button
            loading={guardar.isPending}
            onClick={() =>
              guardar.mutate(
                { diasCerrados: propios },
                { onSuccess: () => notifications.show({ color: 'green', message: 'Días cerrados guardados.' }) },
              )
            }
          >
            Guardar días cerrados
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
