import { useState } from 'react';
import { Anchor, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatFecha } from '#shared/domain/dates.ts';
import { ESTADOS_GIFTCARD, formatCodigo, type EstadoGiftcard } from '#shared/domain/giftcard.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { GiftcardsPagina } from '#shared/schemas/giftcard.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { TarjetaDeRegalo } from '#web/components/giftcard-tarjeta.tsx';
import { ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { AccionesDeAdmin } from './acciones.tsx';
import { giftcardsQuery } from './api.ts';

const TITLE = 'Gift cards';
type Card = GiftcardsPagina['giftcards'][number];

const columnas: Column<Card>[] = [
  { header: 'Código', cell: (g) => <Text ff="monospace">{formatCodigo(g.codigo)}</Text>, nowrap: true },
  { header: 'Estado', cell: (g) => g.estado },
  { header: 'Saldo', cell: (g) => formatMoney(g.saldo), align: 'right', nowrap: true },
  { header: 'Vale por', cell: (g) => g.servicio ?? formatMoney(g.valor ?? 0) },
  { header: 'Comprador', cell: (g) => g.comprador },
  { header: 'Para', cell: (g) => g.destinatario ?? '—' },
  { header: 'Vence', cell: (g) => formatFecha(g.vence), nowrap: true },
  {
    header: 'Venta',
    cell: (g) => (
      <Anchor component={Link} to={`/admin/ventas/${g.idVenta}`}>
        Ver ticket
      </Anchor>
    ),
    nowrap: true,
  },
];

/**
 * Admin › Gift cards: every card sold, found by code or name, with its state and balance (decision
 * 044), and each one's picture, PDF and WhatsApp message (decision 045).
 */
export function Component() {
  const user = useCurrentUser();
  const [q, setQ] = useState('');
  const [buscado] = useDebouncedValue(q.trim(), 250);
  const [estado, setEstado] = useState<EstadoGiftcard | null>(null);
  const [pagina, setPagina] = useState(1);
  const lista = useQuery(giftcardsQuery(buscado, estado, pagina));
  const data = lista.data;
  const paginas = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.porPagina));
  return (
    <Stack gap="md">
      <title>{`${TITLE} | Panel`}</title>
      <Title order={1}>{TITLE}</Title>
      <Text c="dimmed" size="sm">
        Se venden y se cobran en el ticket de una visita: &quot;+ Gift card&quot; y el medio de pago &quot;Gift
        card&quot;.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar"
          description="Código, comprador o para quién."
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPagina(1);
          }}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label="Estado"
          placeholder="Todas"
          clearable
          data={ESTADOS_GIFTCARD}
          value={estado}
          onChange={(v) => {
            setEstado(ESTADOS_GIFTCARD.find((e) => e === v) ?? null);
            setPagina(1);
          }}
          comboboxProps={{ keepMounted: false }}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {data === undefined ? (
        <ListStatus query={lista} empty={false} what="las gift cards" />
      ) : (
        <>
          <LoadNotice title="No pudimos cargar las gift cards" query={lista} />
          {data.giftcards.length === 0 ? (
            <Text c="dimmed">
              {buscado === '' && estado === null
                ? 'Todavía no se vendió ninguna gift card.'
                : 'Ninguna gift card coincide.'}
            </Text>
          ) : (
            <DataTable
              label="Gift cards"
              rows={data.giftcards}
              rowKey={(g) => g.codigo}
              columns={columnas}
              minWidth={900}
              actions={(g) => (
                <Group gap={4} wrap="nowrap">
                  <TarjetaDeRegalo card={g} compacto />
                  {user.permisos.administrar && <AccionesDeAdmin card={g} />}
                </Group>
              )}
            />
          )}
          {paginas > 1 && (
            <nav aria-label="Páginas de gift cards">
              <Pagination
                total={paginas}
                value={pagina}
                onChange={setPagina}
                getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
