import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatCodigo } from '#shared/domain/giftcard.ts';
import type { VentaDetalle } from '#shared/schemas/venta.ts';
import { TarjetaDeRegaloPorCodigo } from '#web/components/giftcard-tarjeta.tsx';

type CardVendida = VentaDetalle['giftcards'][number];

/** One card sold: its code, as it is read aloud or typed, its last valid day, and the card to hand over. */
function Vendida({ g }: { g: CardVendida }) {
  return (
    // Named, so that each card's 'Descargar imagen' says which card it is for.
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`Gift card ${formatCodigo(g.codigo)}`}>
      <Stack gap="xs">
        <div>
          <Text ff="monospace" fz="xl" fw={700} style={{ letterSpacing: '0.08em' }}>
            {formatCodigo(g.codigo)}
          </Text>
          <Text size="sm" c="dimmed">
            Válida hasta el {formatFecha(g.vence)}
          </Text>
        </div>
        <TarjetaDeRegaloPorCodigo codigo={g.codigo} />
      </Stack>
    </Paper>
  );
}

/** The gift cards a ticket sold, each ready to be downloaded or sent (decision 045). */
export function GiftcardsVendidas({ giftcards }: { giftcards: VentaDetalle['giftcards'] }) {
  if (giftcards.length === 0) return null;
  return (
    <Stack gap="xs" maw={720} component="section" aria-labelledby="giftcards-vendidas">
      <Title order={2} size="h4" id="giftcards-vendidas">
        {giftcards.length === 1 ? 'Gift card vendida' : 'Gift cards vendidas'}
      </Title>
      {giftcards.map((g) => (
        <Vendida key={g.codigo} g={g} />
      ))}
    </Stack>
  );
}
