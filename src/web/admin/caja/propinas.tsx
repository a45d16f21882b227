import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '#shared/domain/money.ts';
import type { CajaDia } from '#shared/schemas/caja.ts';
import { Linea } from './lineas.tsx';

/** 'Propinas': of the day's income, the tips already paid, by professional (they are theirs). */
export function Propinas({ propinas }: { propinas: CajaDia['propinas'] }) {
  if (propinas.porProfesional.length === 0) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="caja-propinas">
      <Title order={2} size="h4" id="caja-propinas" mb="xs">
        Propinas
      </Title>
      <Stack gap={4}>
        {propinas.porProfesional.map((p) => (
          <Linea key={p.nombre} label={p.nombre} value={formatMoney(p.monto)} />
        ))}
        <Linea label="Total de propinas" value={formatMoney(propinas.total)} strong />
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        Ya están en los ingresos de arriba, en el medio en que se pagaron: son de cada profesional.
      </Text>
    </Paper>
  );
}
