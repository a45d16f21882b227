import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { CajaDia } from '#shared/schemas/caja.ts';

const EFECTIVO = 'Efectivo';

/** Amounts in a column: figures of one width, never broken. */
export const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The cash of a day's money by method. */
export function efectivoDe(porMedio: CajaDia['ingresos']['porMedio']): number {
  return porMedio.find((p) => p.medioPago === EFECTIVO)?.total ?? 0;
}

/** One line of figures: a label, and its amount at the right. */
export function Linea({
  label,
  value,
  strong,
  c,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  c?: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong === true ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong === true ? 700 : 500} c={c} style={money}>
        {value}
      </Text>
    </Group>
  );
}
