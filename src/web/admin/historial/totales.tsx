import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatMoney } from '#shared/domain/money.ts';
import type { TotalesReporte } from '#shared/domain/totals.ts';
import type { Reporte } from '#shared/schemas/reportes.ts';
import { Totals } from '#web/components/totals.tsx';
import { ReportCharts } from './charts.tsx';
import { ComisionesDelRango } from './comisiones.tsx';
import { DeudaEIngresos } from './deuda-ingresos.tsx';

const SIN_TOTALES: TotalesReporte = { facturado: 0, abonado: 0, deuda: 0, gastos: 0, neta: 0 };
const SIN_TOP: Reporte['top'] = [];

/** Beside 'Total abonado', as 'Total cobrado' says how it counts: the two differ by design. */
export const AYUDA_ABONADO = 'Por fecha del turno: lo pagado de los turnos de estas fechas.';

/**
 * The range's figures: the spec's totals, the debt split and income by method, the charts. A
 * first load that failed shows why and 'Reintentar' in their place: a block of '$ 0,00' would
 * read as a range with no money in it.
 */
export function TotalesDelRango({
  reporte,
  error,
  retrying,
  onRetry,
  stale,
}: {
  /** The range's report; undefined while there is none (no valid range, or a failed load). */
  reporte: Reporte | undefined;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
  /** Another range's figures shown until this one's arrive: dimmed. */
  stale: boolean;
}) {
  if (reporte === undefined && error !== null) {
    return (
      <Alert color="red" role="alert" title="No pudimos cargar los totales">
        <Text size="sm" mb="xs">
          {error.message}
        </Text>
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  const totales = reporte?.totales ?? SIN_TOTALES;
  return (
    <Stack gap="lg" aria-busy={stale} style={stale ? { opacity: 0.45, transition: 'opacity 150ms' } : undefined}>
      <Totals
        label="Totales del rango"
        items={[
          { label: 'Total facturado', value: formatMoney(totales.facturado) },
          { label: 'Total abonado', value: formatMoney(totales.abonado), ayuda: AYUDA_ABONADO },
          { label: 'Total deuda', value: formatMoney(totales.deuda) },
          { label: 'Total gastos', value: formatMoney(totales.gastos) },
          { label: 'Ganancia neta', value: formatMoney(totales.neta) },
        ]}
      />

      {reporte !== undefined && <DeudaEIngresos reporte={reporte} />}
      {reporte !== undefined && <ComisionesDelRango comisiones={reporte.comisiones} />}

      <ReportCharts totales={totales} top={reporte?.top ?? SIN_TOP} />
    </Stack>
  );
}
