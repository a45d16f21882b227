import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { Movimiento, Producto } from '#shared/schemas/producto.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { movimientosQuery } from './api.ts';
import { conSigno } from './rules.ts';

const columns: Column<Movimiento>[] = [
  { header: 'Fecha', cell: (m) => `${formatFecha(m.fecha)} ${m.hora}`, nowrap: true },
  { header: 'Tipo', cell: (m) => m.tipo },
  {
    header: 'Cantidad',
    cell: (m) => (
      <Text span fw={600} c={m.cantidad < 0 ? 'red.9' : 'green.9'}>
        {conSigno(m.cantidad)}
      </Text>
    ),
    align: 'right',
  },
  {
    header: 'Stock',
    cell: (m) => (
      <Text span c={m.stockDespues < 0 ? 'red.9' : undefined} fw={m.stockDespues < 0 ? 700 : undefined}>
        {m.stockDespues}
      </Text>
    ),
    align: 'right',
  },
  {
    header: 'Detalle',
    cell: (m) =>
      [
        m.motivo,
        m.costo === null ? '' : `Costo ${formatMoney(m.costo)}`,
        m.idVenta === null ? '' : `Ticket ${m.idVenta}`,
      ]
        .filter((s) => s !== '')
        .join(' · '),
  },
  { header: 'Quién', cell: (m) => m.usuario ?? '—' },
];

/** A product's stock history, newest first: each move with the stock it left, 50 at a time. */
export function HistorialModal({ producto, onClose }: { producto: Producto | null; onClose: () => void }) {
  const [pagina, setPagina] = useState(1);
  const movimientos = useQuery(movimientosQuery(producto?.id ?? null, pagina));
  const close = () => {
    setPagina(1);
    onClose();
  };
  const rows = movimientos.data?.movimientos ?? [];
  return (
    <Modal opened={producto !== null} onClose={close} title={`Historial de stock: ${producto?.nombre ?? ''}`} size="xl">
      <Stack gap="sm">
        <ListStatus query={movimientos} empty={rows.length === 0} what="Todavía no hay movimientos." />
        {rows.length > 0 && (
          <DataTable
            label="Movimientos"
            rows={rows}
            rowKey={(m) => m.id}
            columns={columns}
            cardTitle={0}
            minWidth={560}
          />
        )}
        {(pagina > 1 || movimientos.data?.hayMas === true) && (
          <Group justify="space-between">
            <Button variant="default" disabled={pagina === 1} onClick={() => setPagina((p) => p - 1)}>
              Más nuevos
            </Button>
            <Button
              variant="default"
              disabled={movimientos.data?.hayMas !== true}
              onClick={() => setPagina((p) => p + 1)}
            >
              Más viejos
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
