import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { formatMoney, fromCents, toCents } from '#shared/domain/money.ts';
import type { CajaDia } from '#shared/schemas/caja.ts';

const EFECTIVO = 'Efectivo';

/** Amounts in a column: figures of one width, never broken. */
export const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The cash of a day's money by method. */
export function efectivoDe(porMedio: CajaDia['ingresos']['porMedio']): number {
  return porMedio.find((p) => p.medioPago === EFECTIVO)?.total ?? 0;
}

/**
 * The cash out of a day as the close explains it: the expenses, and, when there are any, the
 * professionals' settlements and advances paid in cash.
 */
export function EgresosEnEfectivo({ dia }: { dia: Pick<CajaDia, 'egresos'> }) {
  const aProfesionales = dia.egresos.movimientos
    .filter((m) => m.tipo !== 'gasto' && m.medioPago === EFECTIVO)
    .reduce((s, m) => s + toCents(m.monto), 0);
  const gastos = toCents(efectivoDe(dia.egresos.porMedio)) - aProfesionales;
  return (
    <>
      <Linea label="− Gastos en efectivo" value={formatMoney(fromCents(gastos))} />
      {aProfesionales !== 0 && (
        <Linea label="− Pagos a profesionales en efectivo" value={formatMoney(fromCents(aProfesionales))} />
      )}
    </>
  );
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
