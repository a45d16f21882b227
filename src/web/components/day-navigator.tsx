import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays } from '#shared/domain/dates.ts';
import { DateField } from './date-field.tsx';

/**
 * The day picker of a screen about one day: the previous and next day, the day typed or chosen,
 * and a button back to the screen's usual day ('Hoy' in Caja, 'Mañana' in Recordatorios).
 */
export function DayNavigator({
  fecha,
  goTo,
  usual,
}: {
  fecha: string;
  goTo: (fecha: string) => void;
  usual: { label: string; fecha: string };
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <ActionIcon variant="default" size={36} aria-label="Día anterior" onClick={() => goTo(addDays(fecha, -1))}>
        <IconChevronLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <DateField label="Día" value={fecha} onChange={(next) => next !== null && goTo(next)} w={150} required />
      <ActionIcon variant="default" size={36} aria-label="Día siguiente" onClick={() => goTo(addDays(fecha, 1))}>
        <IconChevronRight size={18} aria-hidden="true" />
      </ActionIcon>
      <Button variant="light" onClick={() => goTo(usual.fecha)} disabled={fecha === usual.fecha}>
        {usual.label}
      </Button>
    </Group>
  );
}
