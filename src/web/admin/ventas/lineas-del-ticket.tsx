import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, fromCents } from '#shared/domain/money.ts';
import { cobroMessages, type Venta } from '#shared/schemas/venta.ts';
import { Renglon } from './renglon.tsx';
import { netoDeBorrador, textoDescuento, type LineaBorrador } from './rules.ts';

const cantidadPorPrecio = (cantidad: number, precio: number) =>
  cantidad === 1 ? formatMoney(precio) : `${cantidad} × ${formatMoney(precio)}`;

/**
 * The ticket's lines: those on record (what each bills, whether it is paid, and by a pack's
 * session) and those being added, each with its own discount and 'Quitar'.
 */
export function LineasDelTicket({
  guardadas,
  borrador,
  onDescuento,
  onQuitar,
}: {
  guardadas: Venta['lineas'];
  borrador: readonly LineaBorrador[];
  onDescuento: (key: string) => void;
  onQuitar: (key: string) => void;
}) {
  return (
    <Stack gap={0} aria-label="Líneas del ticket" role="group">
      {guardadas.map((l) => (
        <Renglon
          key={l.id}
          descripcion={l.descripcion}
          detalle={[
            // Who did it (a tip names her in its description).
            l.tipo === 'servicio' ? (l.empleado ?? '') : '',
            l.cantidad === 1 ? '' : cantidadPorPrecio(l.cantidad, l.precio),
            l.sinCargo === null ? '' : `Sin cargo (${l.sinCargo})`,
            l.descuento === null ? '' : textoDescuento(l.descuento),
            l.idPaqueteCliente !== null
              ? 'Pagado con sesión del paquete'
              : l.pagado >= l.total && l.total > 0
                ? 'Pagado'
                : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          importe={formatMoney(l.total)}
        />
      ))}
      {borrador.map((l) => {
        const neto = netoDeBorrador(l);
        return (
          <Renglon
            key={l.key}
            descripcion={l.descripcion}
            detalle={[
              l.detalle,
              l.cantidad === 1 ? '' : cantidadPorPrecio(l.cantidad, l.precio),
              l.descuento === undefined ? '' : textoDescuento(l.descuento),
            ]
              .filter(Boolean)
              .join(' · ')}
            importe={neto === null ? '—' : formatMoney(fromCents(neto))}
            // A tip is the professional's: it takes no discount.
            onDescuento={l.tipo === 'propina' ? undefined : () => onDescuento(l.key)}
            onQuitar={() => onQuitar(l.key)}
          />
        );
      })}
      {guardadas.length + borrador.length === 0 && <Text c="dimmed">El ticket no tiene líneas todavía.</Text>}
    </Stack>
  );
}

/** The total, what was paid and the balance, and why the ticket cannot be charged as it is. */
export function TotalesDelTicket({
  totalCents,
  pagadoCents,
  saldoCents,
  descuento,
  debajo,
}: {
  /** Null when a discount is more than what it is taken from. */
  totalCents: number | null;
  pagadoCents: number;
  saldoCents: number;
  /** The ticket's discount on record, as a text, when its fields are not open. */
  descuento: string | null;
  /** Whether the total would fall below what was paid. */
  debajo: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between">
        <Text>Total</Text>
        <Text fw={700}>{totalCents === null ? '—' : formatMoney(fromCents(totalCents))}</Text>
      </Group>
      {descuento !== null && (
        <Text size="xs" c="dimmed">
          {descuento}
        </Text>
      )}
      {pagadoCents > 0 && (
        <Group justify="space-between">
          <Text>Pagado</Text>
          <Text>{formatMoney(fromCents(pagadoCents))}</Text>
        </Group>
      )}
      <Group justify="space-between">
        <Text fw={700}>Saldo</Text>
        <Text fw={700}>{formatMoney(fromCents(saldoCents))}</Text>
      </Group>
      {totalCents === null && (
        <Text c="red.8" size="sm" role="alert">
          {cobroMessages.descuentoMayor}
        </Text>
      )}
      {debajo && (
        <Text c="red.8" size="sm" role="alert">
          {cobroMessages.debajoDeLoPagado}
        </Text>
      )}
    </Paper>
  );
}
