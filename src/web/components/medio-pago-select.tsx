import { Select, type SelectProps } from '@mantine/core';
import { MEDIOS_PAGO } from '#shared/domain/pagos.ts';

/**
 * 'Medio de pago' (issue 19): how money came in or went out, one of the five methods. Its list is
 * drawn only when it opens (decision 020: a mounted closed list was placed again on every layout
 * change of the agenda).
 */
export function MedioPagoSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  return (
    <Select
      label="Medio de pago"
      data={MEDIOS_PAGO}
      allowDeselect={false}
      comboboxProps={{ keepMounted: false }}
      {...props}
    />
  );
}
