import { Button, Group, Text } from '@mantine/core';
import { IconPercentage, IconX } from '@tabler/icons-react';

/** One row of the ticket: what, for whom, how many at what price, what it comes to. */
export function Renglon({
  descripcion,
  detalle,
  importe,
  onDescuento,
  onQuitar,
}: {
  descripcion: string;
  detalle: string;
  importe: string;
  /** The line's own discount, on a line still being added. */
  onDescuento?: () => void;
  onQuitar?: () => void;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {descripcion}
        </Text>
        {detalle !== '' && (
          <Text size="xs" c="dimmed">
            {detalle}
          </Text>
        )}
      </div>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {importe}
        </Text>
        {onDescuento !== undefined && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            onClick={onDescuento}
            aria-label={`Descuento de ${descripcion}`}
          >
            <IconPercentage size={14} aria-hidden="true" />
          </Button>
        )}
        {onQuitar !== undefined && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            onClick={onQuitar}
            aria-label={`Quitar ${descripcion}`}
          >
            <IconX size={14} aria-hidden="true" />
          </Button>
        )}
      </Group>
    </Group>
  );
}
