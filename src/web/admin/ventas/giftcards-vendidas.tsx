import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatCodigo } from '#shared/domain/giftcard.ts';
import type { VentaDetalle } from '#shared/schemas/venta.ts';

/** The gift cards a ticket sold: each code, as it is read aloud or typed, and its last valid day. */
export function GiftcardsVendidas({ giftcards }: { giftcards: VentaDetalle['giftcards'] }) {
  if (giftcards.length === 0) return null;
  return (
    <Stack gap="xs" maw={720} component="section" aria-labelledby="giftcards-vendidas">
      <Title order={2} size="h4" id="giftcards-vendidas">
        {giftcards.length === 1 ? 'Gift card vendida' : 'Gift cards vendidas'}
      </Title>
      {giftcards.map((g) => (
        <Paper key={g.codigo} withBorder p="sm" radius="md">
          <Text ff="monospace" fz="xl" fw={700} style={{ letterSpacing: '0.08em' }}>
            {formatCodigo(g.codigo)}
          </Text>
          <Text size="sm" c="dimmed">
            Válida hasta el {formatFecha(g.vence)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
