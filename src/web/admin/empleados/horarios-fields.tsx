import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DIAS_SEMANA, END_OF_DAY, isHoraFin, type Ausencia, type Horario } from '#shared/domain/horarios.ts';
import { SLOTS } from '#shared/domain/slots.ts';
import { DateField } from '#web/components/date-field.tsx';

/** The part of the employee's form these fields edit. */
export interface HorariosValues {
  horarios: Horario[];
  ausencias: Ausencia[];
  [key: string]: unknown;
}

// Short names ('Lun', 'Mié'): three selects and a button fit one line of a 390 px phone.
const DIAS = DIAS_SEMANA.map((d, i) => ({ value: String(i + 1), label: d.charAt(0).toUpperCase() + d.slice(1, 3) }));
const DESDE = [...SLOTS];
const HASTA = [...SLOTS, END_OF_DAY].filter(isHoraFin);

/** A new interval: the day after the last one, with its hours (Monday 09:00–18:00 for the first). */
function siguiente(horarios: readonly Horario[]): Horario {
  const last = horarios.at(-1);
  if (last === undefined) return { dia: 1, desde: '09:00', hasta: '18:00' };
  return { dia: (last.dia % 7) + 1, desde: last.desde, hasta: last.hasta };
}

/**
 * Working hours and days off (issue 22), inside the employee's form: intervals by weekday on the
 * agenda's grid, and dated absences. Online booking offers only times inside them.
 */
export function HorariosFields<V extends HorariosValues>({ form }: { form: ReturnType<typeof useForm<V>> }) {
  const { horarios, ausencias } = form.getValues();
  // A list-wide problem (two intervals of a day that overlap) is the list's error.
  const listError = form.errors.horarios;

  return (
    <>
      <Fieldset legend="Horario de trabajo" variant="unstyled">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Sin horarios no se ofrece en las reservas online. La agenda marca las horas fuera de horario.
          </Text>
          {horarios.map((h, i) => (
            <Group key={i} gap={6} wrap="nowrap" align="flex-start">
              <NativeSelect
                aria-label={`Día del horario ${i + 1}`}
                data={DIAS}
                flex={1}
                miw={72}
                maw={140}
                value={String(h.dia)}
                onChange={(e) => form.getInputProps(`horarios.${i}.dia`).onChange(Number(e.currentTarget.value))}
                error={form.errors[`horarios.${i}.dia`]}
              />
              <NativeSelect
                aria-label={`Desde, horario ${i + 1}`}
                data={DESDE}
                w={88}
                {...form.getInputProps(`horarios.${i}.desde`)}
              />
              <NativeSelect
                aria-label={`Hasta, horario ${i + 1}`}
                data={HASTA}
                w={88}
                {...form.getInputProps(`horarios.${i}.hasta`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                aria-label={`Quitar horario ${i + 1}`}
                onClick={() => form.removeListItem('horarios', i)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          {typeof listError === 'string' && (
            <Text size="sm" c="red" role="alert">
              {listError}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              // The generic form cannot see that V's lists hold these items.
              onClick={() => form.insertListItem('horarios', siguiente(horarios) as never)}
            >
              Agregar horario
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      <Fieldset legend="Ausencias (feriados, vacaciones)" variant="unstyled">
        <Stack gap="xs">
          {ausencias.map((a, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap="wrap">
              <DateField
                label="Ausente desde"
                w={140}
                value={a.desde || null}
                onChange={(v) => form.getInputProps(`ausencias.${i}.desde`).onChange(v ?? '')}
                error={form.errors[`ausencias.${i}.desde`]}
              />
              <DateField
                label="Ausente hasta"
                w={140}
                value={a.hasta || null}
                onChange={(v) => form.getInputProps(`ausencias.${i}.hasta`).onChange(v ?? '')}
                error={form.errors[`ausencias.${i}.hasta`]}
              />
              <TextInput
                label="Motivo"
                w={{ base: 'calc(100% - 48px)', xs: 160 }}
                {...form.getInputProps(`ausencias.${i}.motivo`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size={36}
                mt={25}
                aria-label={`Quitar ausencia ${i + 1}`}
                onClick={() => form.removeListItem('ausencias', i)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => form.insertListItem('ausencias', { desde: '', hasta: '', motivo: '' } as never)}
            >
              Agregar ausencia
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </>
  );
}
