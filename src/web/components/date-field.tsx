import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseFecha } from '#shared/domain/dates.ts';

/** How every date field of the panel shows its date, whatever the browser's language. */
export const FORMATO_FECHA = 'DD/MM/YYYY';

// The month and year buttons are named by what they show ('noviembre 2026'), not by a label.
const CALENDAR_LABELS = {
  nextMonth: 'Mes siguiente',
  previousMonth: 'Mes anterior',
  nextYear: 'Año siguiente',
  previousYear: 'Año anterior',
  nextDecade: 'Década siguiente',
  previousDecade: 'Década anterior',
};

/**
 * A date field that reads dd/mm/aaaa on every device: the browser's own `<input type=date>`
 * shows 11/23/2026 in an English-language browser. Its value and `onChange` are ISO dates
 * (`2026-11-23`), as the address and the API keep them; a date can be chosen in the calendar or
 * typed as dd/mm/aaaa. Text that is not a date yet is left as typed while the field has the
 * keyboard, and gives way to the last good date when it leaves.
 */
export function DateField(props: DateInputProps) {
  return (
    <DateInput
      valueFormat={FORMATO_FECHA}
      dateParser={parseFecha}
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      ariaLabels={CALENDAR_LABELS}
      // Days of the next and previous months were drawn at half opacity, unreadable (WCAG AA).
      hideOutsideDates
      {...props}
    />
  );
}
