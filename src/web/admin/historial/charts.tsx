import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PieChart } from 'react-minimal-pie-chart';
import { formatMoney } from '#shared/domain/money.ts';
import type { TotalesReporte } from '#shared/domain/totals.ts';

/** Spec section 9: green and red for payments, blue and light red for the balance. */
export const CHART_COLORS = {
  pagado: '#2f9e44',
  deuda: '#e03131',
  neta: '#1971c2',
  gastos: '#ffa8a8',
  top: ['#8c4a57', '#c66678', '#e6bdc5', '#f59f00', '#74c0fc'],
} as const;

interface Segment {
  label: string;
  value: number;
  color: string;
  /** What the segment's tooltip says after its label. */
  shown: string;
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, marginRight: 6, background: color }}
    />
  );
}

function ChartCard({
  title,
  description,
  segments,
  legend,
  children,
}: {
  title: string;
  /** What the chart shows, in words: screen readers read it instead of the picture. */
  description: string;
  segments: Segment[];
  /** The segments' names under the doughnut (the top five has its own list beside it). */
  legend: boolean;
  children?: React.ReactNode;
}) {
  const empty = segments.every((s) => s.value === 0);
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0}>
      <Title order={3} size="h4" mb="sm" component="figcaption">
        {title}
      </Title>
      <Group align="center" gap="md" wrap="nowrap">
        <Stack gap="xs" align="center" justify="center" style={{ height: 220, flex: '1 1 0', minWidth: 0 }}>
          {empty ? (
            <Text c="dimmed" ta="center">
              Sin datos en este rango.
            </Text>
          ) : (
            <>
              <div
                role="img"
                aria-label={description}
                // As wide as the card lets it, never taller than the room left by the legend.
                style={{ width: '100%', maxWidth: legend ? 180 : 220, aspectRatio: '1' }}
              >
                {/* A doughnut of SVG paths, from the top, clockwise; each segment's title is its tooltip. */}
                <PieChart
                  data={segments.map((s) => ({ title: `${s.label}: ${s.shown}`, value: s.value, color: s.color }))}
                  lineWidth={50}
                  startAngle={-90}
                  style={{ height: '100%' }}
                />
              </div>
              {legend && (
                <Group gap="md" justify="center" aria-hidden="true">
                  {segments.map((s) => (
                    <Text key={s.label} size="xs" c="dimmed" component="span">
                      <Swatch color={s.color} />
                      {s.label}
                    </Text>
                  ))}
                </Group>
              )}
            </>
          )}
        </Stack>
        {children}
      </Group>
    </Paper>
  );
}

/** The three doughnuts of 'Historial y Reportes' (spec section 2). */
export function ReportCharts({ totales, top }: { totales: TotalesReporte; top: { nombre: string; veces: number }[] }) {
  // A negative net profit is drawn as 0 in this chart only (spec section 9).
  const neta = Math.max(totales.neta, 0);
  const money = (label: string, value: number, color: string): Segment => ({
    label,
    value,
    color,
    shown: formatMoney(value),
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <ChartCard
        title="Pagos"
        description={`Pagado ${formatMoney(totales.abonado)}, deuda ${formatMoney(totales.deuda)}.`}
        legend
        segments={[
          money('Pagado', totales.abonado, CHART_COLORS.pagado),
          money('Deuda', totales.deuda, CHART_COLORS.deuda),
        ]}
      />
      <ChartCard
        title="Balance"
        // The words say the real net, also when negative; only the drawing shows it as 0.
        description={`Ganancia neta ${formatMoney(totales.neta)}, gastos ${formatMoney(totales.gastos)}.`}
        legend
        segments={[
          money('Ganancia neta', neta, CHART_COLORS.neta),
          money('Gastos', totales.gastos, CHART_COLORS.gastos),
        ]}
      />
      <ChartCard
        title="Top 5 servicios más realizados"
        description={top.map((s) => `${s.nombre}: ${s.veces} veces`).join(', ')}
        legend={false}
        segments={top.map((s, i) => ({
          label: s.nombre,
          value: s.veces,
          color: CHART_COLORS.top[i] ?? CHART_COLORS.top[0],
          shown: `${s.veces} veces`,
        }))}
      >
        {top.length > 0 && (
          <Stack gap={4} style={{ flex: '1 1 0', minWidth: 0 }}>
            <List size="sm" spacing={4} listStyleType="none" aria-label="Servicios más realizados">
              {top.map((s, i) => (
                <List.Item key={s.nombre}>
                  <Swatch color={CHART_COLORS.top[i] ?? CHART_COLORS.top[0]} />
                  {/* The spec's own template ('{service}: {n} veces'), kept as written even for 1. */}
                  {`${s.nombre}: ${s.veces} veces`}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
