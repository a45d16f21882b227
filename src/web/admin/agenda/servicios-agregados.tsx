import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Text,
  type ComboboxData,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { finDe } from '#shared/domain/slots.ts';
import type { Servicio } from '#shared/schemas/servicio.ts';
import { MAX_SERVICIOS_VISITA } from '#shared/schemas/visita.ts';
import { searchFilter } from '#web/lib/options-filter.ts';
import type { ServicioAgregado } from './api.ts';

/**
 * 'Agregar otro servicio' in the booking modal: more services of the same visit, each its own
 * booking. Each one follows the previous (or starts with it, 'En simultáneo'), with the same
 * professional when she is free, else the first one free, or the one chosen; the server places
 * them and books all or none.
 */

export interface Agregado {
  key: number;
  idServicio: string | null;
  /** '' : the server chooses (the same one while free, else the first one free). */
  idEmpleado: string;
  simultaneo: boolean;
}

let siguiente = 0;
const nuevo = (): Agregado => ({ key: ++siguiente, idServicio: null, idEmpleado: '', simultaneo: false });

export const agregadosTexts = {
  agregar: 'Agregar otro servicio',
  sinServicio: 'Elegí el servicio agregado o quitalo.',
} as const;

/** What the API takes of the added services; null while one has no service chosen. */
export function agregadosParaEnviar(agregados: readonly Agregado[]): ServicioAgregado[] | null {
  if (agregados.some((a) => a.idServicio === null)) return null;
  return agregados.map((a) => ({
    idServicio: Number(a.idServicio),
    ...(a.idEmpleado === '' ? {} : { idEmpleado: Number(a.idEmpleado) }),
    ...(a.simultaneo ? { simultaneo: true } : {}),
  }));
}

/** Each added service's time as the server will place it: after the previous one, or with it. */
function horarios(
  primero: { hora: string | null; duracion: number },
  agregados: readonly Agregado[],
  servicios: readonly Servicio[],
): (string | null)[] {
  let prev: { hora: string; duracion: number } | null =
    primero.hora === null || !(primero.duracion > 0) ? null : { hora: primero.hora, duracion: primero.duracion };
  return agregados.map((a) => {
    if (prev === null) return null;
    const duracion = servicios.find((s) => String(s.id) === a.idServicio)?.duracionSugerida ?? 30;
    const hora = a.simultaneo ? prev.hora : finDe(prev);
    prev = { hora, duracion };
    return `de ${hora} a ${finDe(prev)}`;
  });
}

export function ServiciosAgregados({
  agregados,
  onChange,
  servicios,
  servicioOptions,
  empleadoOptions,
  primero,
  error,
}: {
  agregados: readonly Agregado[];
  onChange: (next: Agregado[]) => void;
  servicios: readonly Servicio[];
  servicioOptions: ComboboxData;
  empleadoOptions: readonly { value: string; label: string }[];
  primero: { hora: string | null; duracion: number };
  error: string | null;
}) {
  const cuando = horarios(primero, agregados, servicios);
  const cambiar = (key: number, cambio: Partial<Agregado>) =>
    onChange(agregados.map((a) => (a.key === key ? { ...a, ...cambio } : a)));
  return (
    <Stack gap="xs">
      {agregados.map((a, i) => (
        <Paper key={a.key} withBorder p="xs" radius="sm" data-testid="servicio-agregado">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                Servicio {i + 2}
                {cuando[i] !== null && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' '}
                    · {cuando[i]}
                  </Text>
                )}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Quitar el servicio ${i + 2}`}
                onClick={() => onChange(agregados.filter((x) => x.key !== a.key))}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
            <Select
              label="Servicio"
              aria-label={`Servicio ${i + 2}`}
              placeholder="Buscá un servicio"
              data={servicioOptions}
              searchable
              clearable
              limit={50}
              filter={searchFilter}
              nothingFoundMessage="No hay servicios que coincidan."
              value={a.idServicio}
              onChange={(idServicio) => cambiar(a.key, { idServicio })}
              error={error !== null && a.idServicio === null ? error : undefined}
            />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NativeSelect
                label="Profesional"
                aria-label={`Profesional del servicio ${i + 2}`}
                style={{ flex: '1 1 12rem' }}
                data={[
                  { value: '', label: a.simultaneo ? 'Otra que esté libre' : 'La misma si está libre' },
                  ...empleadoOptions,
                ]}
                value={a.idEmpleado}
                onChange={(e) => cambiar(a.key, { idEmpleado: e.currentTarget.value })}
              />
              <Checkbox
                label="En simultáneo"
                checked={a.simultaneo}
                onChange={(e) => cambiar(a.key, { simultaneo: e.currentTarget.checked })}
                mb={8}
              />
            </Group>
          </Stack>
        </Paper>
      ))}
      {agregados.length < MAX_SERVICIOS_VISITA - 1 && (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...agregados, nuevo()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {agregadosTexts.agregar}
        </Button>
      )}
    </Stack>
  );
}
