import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { PaqueteCliente } from '#shared/schemas/paquete.ts';
import { paquetesDeClienteQuery } from '#web/lib/resources.ts';

const COLOR: Record<PaqueteCliente['estado'], string> = {
  Vigente: 'green.8',
  Usado: 'gray.7',
  Vencido: 'orange.9',
  Anulado: 'red.9',
};

/** Her packs in her file: sessions used and left, until when, and what she paid. Nothing when she has none. */
export function PaquetesCliente({ id }: { id: number }) {
  const query = useQuery(paquetesDeClienteQuery(id));
  const paquetes = query.data ?? [];
  if (paquetes.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="paquetes-cliente">
      <Title order={2} size="h3" id="paquetes-cliente" mb="xs">
        Paquetes
      </Title>
      <Stack gap="xs">
        {paquetes.map((p) => (
          <Group key={p.id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{p.nombre}</Text>
              <Text size="sm" c="dimmed">
                {p.sesionesUsadas} de {p.sesiones} sesiones usadas · quedan {p.sesionesRestantes} · vence el{' '}
                {formatFecha(p.vence)}
                {p.pagado ? '' : ' · sin pagar del todo'}
              </Text>
            </div>
            <Group gap="xs">
              <Text size="sm">{formatMoney(p.precio)}</Text>
              <Badge color={COLOR[p.estado]} variant="outline">
                {p.estado}
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
