import { useEffect } from 'react';
import { Anchor, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mediosDeVenta } from '#shared/domain/comprobante.ts';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { contar } from '#shared/domain/plural.ts';
import { seisCifras } from '#shared/domain/ticket.ts';
import type { Venta, VentasPagina } from '#shared/schemas/venta.ts';
import { DataTable, type Column } from './data-table.tsx';
import { ListStatus } from './list-status.tsx';

/** What was sold on it, in short: the lines' names, with the units when more than one. */
function detalleDelTicket(v: Venta): string {
  return v.lineas.map((l) => (l.cantidad === 1 ? l.descripcion : `${l.cantidad} × ${l.descripcion}`)).join(', ');
}

const numero: Column<Venta> = {
  header: 'Ticket',
  cell: (v) => (
    <Anchor component={Link} to={`/admin/ventas/${v.id}`}>
      {`N° ${seisCifras(v.numero)}`}
    </Anchor>
  ),
  nowrap: true,
};
const fecha: Column<Venta> = { header: 'Fecha', cell: (v) => formatFecha(v.fecha), nowrap: true };
const cliente: Column<Venta> = { header: 'Cliente', cell: (v) => v.cliente?.nombre ?? '—' };
const detalle: Column<Venta> = { header: 'Detalle', cell: detalleDelTicket };
const importes: Column<Venta>[] = [
  { header: 'Total', cell: (v) => formatMoney(v.total), align: 'right', nowrap: true },
  { header: 'Pagado', cell: (v) => formatMoney(v.pagado), align: 'right', nowrap: true },
  {
    header: 'Saldo',
    cell: (v) => (v.anulada === null ? formatMoney(v.saldo) : 'Anulado'),
    align: 'right',
    nowrap: true,
  },
  { header: 'Medios de pago', cell: (v) => mediosDeVenta(v) || '—' },
];

/**
 * A page of tickets (the history's range, a client's file), each linking to its ticket: number,
 * date, who or what, total, paid, balance and methods, with the pages under it.
 */
export function TicketsTable({
  titulo,
  query,
  pagina,
  onPagina,
  conCliente,
  vacio,
  nota,
}: {
  titulo: string;
  query: UseQueryResult<VentasPagina>;
  pagina: number;
  onPagina: (pagina: number) => void;
  /** The client's column (a range's tickets), or what was sold (one client's). */
  conCliente: boolean;
  vacio: string;
  /** Said beside the count (a client's balance). */
  nota?: string;
}) {
  const data = query.data;
  const paginas = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.porPagina));
  // Fewer tickets than the page shown (a merge moved some away): the last page.
  const pasada = pagina > paginas && !query.isPlaceholderData;
  useEffect(() => {
    if (pasada) onPagina(paginas);
  }, [pasada, paginas, onPagina]);
  const id = `tickets-${titulo.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={id}>
          {titulo}
        </Title>
        {data !== undefined && (
          <Text size="sm" c="dimmed">
            {nota === undefined
              ? contar(data.total, 'ticket', 'tickets')
              : `${contar(data.total, 'ticket', 'tickets')} · ${nota}`}
          </Text>
        )}
      </Group>
      <ListStatus query={query} empty={data?.ventas.length === 0} what={vacio} />
      {data !== undefined && data.ventas.length > 0 && (
        <div aria-busy={query.isPlaceholderData} style={query.isPlaceholderData ? { opacity: 0.5 } : undefined}>
          <DataTable
            label={titulo}
            rows={data.ventas}
            rowKey={(v) => v.id}
            columns={[numero, fecha, conCliente ? cliente : detalle, ...importes]}
            minWidth={820}
          />
        </div>
      )}
      {paginas > 1 && (
        <Pagination
          total={paginas}
          value={Math.min(pagina, paginas)}
          onChange={onPagina}
          siblings={1}
          boundaries={1}
          getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Página anterior' : control === 'next' ? 'Página siguiente' : control,
          })}
        />
      )}
    </Stack>
  );
}
