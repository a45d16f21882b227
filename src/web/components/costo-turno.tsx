import { Badge, Text } from '@mantine/core';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { formatMoney } from '#shared/domain/money.ts';

interface TurnoConCosto {
  costo: number;
  /** Missing counts as 'Pendiente'. */
  asistencia?: string;
}

/**
 * An appointment's price in a report's 'Costo' column. A cancelled or missed one bills nothing, so
 * its price is struck through and says why ('Canceló', 'No vino'): otherwise the column adds up to
 * more than 'Total facturado' with nothing on screen to tell which rows were left out. Only the
 * price is struck: what was paid on it still counts as paid.
 */
export function CostoTurno({ turno }: { turno: TurnoConCosto }) {
  if (!liberaHorario(turno.asistencia)) return formatMoney(turno.costo);
  return (
    // The mark and the price wrap onto two lines when the column is narrow, instead of running
    // into the next column.
    <span
      style={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: '2px 6px',
      }}
    >
      <Badge variant="outline" color="#495057" size="sm" tt="none">
        {turno.asistencia}
      </Badge>
      <s style={{ color: 'var(--mantine-color-gray-7)', whiteSpace: 'nowrap' }}>{formatMoney(turno.costo)}</s>
    </span>
  );
}

/**
 * The line under a report's table that explains the struck prices, shown only when the rows on
 * screen have one.
 */
export function NotaNoFacturados({ turnos }: { turnos: readonly TurnoConCosto[] }) {
  if (!turnos.some((t) => liberaHorario(t.asistencia))) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs">
      Costo tachado: el turno se canceló o no vinieron ('Canceló', 'No vino'). No suma a 'Total facturado' ni a 'Total
      deuda'; lo que se pagó por él sí suma a 'Total abonado'.
    </Text>
  );
}
