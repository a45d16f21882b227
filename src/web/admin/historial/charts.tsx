import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ArcElement, Chart as ChartJS, Legend, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { formatMoney } from '#shared/domain/money.ts';
import type { TotalesReporte } from '#shared/domain/totals.ts';

// Only what a doughnut needs: Chart.js is tree-shaken down to these.
ChartJS.register(ArcElement, Tooltip, Legend);

/** Spec section 9: green and red for payments, blue and light red for the balance. */
export const CHART_COLORS = {
  pagado: '#2f9e44',
  deuda: '#e03131',
  neta: '#1971c2',
  gastos: '#ffa8a8',
  top: ['#8c4a57', '#c66678', '#e6bdc5', '#f59f00', '#74c0fc'],
} as const;

function money(value: number | string): string {
  return formatMoney(Number(value));
}

const moneyOptions: ChartOptions<'doughnut'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: {
    legend: { position: 'bottom' },
    tooltip: { callbacks: { label: (item) => ` ${item.label}: ${money(item.raw as number)}` } },
  },
};

const countOptions: ChartOptions<'doughnut'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { display: false } },
};

function ChartCard({
  title,
  description,
  data,
  options,
  empty,
  children,
}: {
  title: string;
  /** What the chart shows, in words: screen readers read it instead of the picture. */
  description: string;
  data: ChartData<'doughnut'>;
  options: ChartOptions<'doughnut'>;
  empty: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0}>
      <Title order={3} size="h4" mb="sm" component="figcaption">
        {title}
      </Title>
      <Group align="center" gap="md" wrap="nowrap">
        <div style={{ position: 'relative', height: 220, flex: '1 1 0', minWidth: 0 }}>
          {empty ? (
            <Text c="dimmed" ta="center" pt={90}>
              Sin datos en este rango.
            </Text>
          ) : (
            <Doughnut data={data} options={options} role="img" aria-label={description} />
          )}
        </div>
        {children}
      </Group>
    </Paper>
  );
}

/** The three doughnuts of 'Historial y Reportes' (spec section 2). */
export function ReportCharts({ totales, top }: { totales: TotalesReporte; top: { nombre: string; veces: number }[] }) {
  // A negative net profit is drawn as 0 in this chart only (spec section 9).
  const neta = Math.max(totales.neta, 0);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <ChartCard
        title="Pagos"
        description={`Pagado ${formatMoney(totales.abonado)}, deuda ${formatMoney(totales.deuda)}.`}
        empty={totales.abonado === 0 && totales.deuda === 0}
        options={moneyOptions}
        data={{
          labels: ['Pagado', 'Deuda'],
          datasets: [
            { data: [totales.abonado, totales.deuda], backgroundColor: [CHART_COLORS.pagado, CHART_COLORS.deuda] },
          ],
        }}
      />
      <ChartCard
        title="Balance"
        // The words say the real net, also when negative; only the drawing shows it as 0.
        description={`Ganancia neta ${formatMoney(totales.neta)}, gastos ${formatMoney(totales.gastos)}.`}
        empty={neta === 0 && totales.gastos === 0}
        options={moneyOptions}
        data={{
          labels: ['Ganancia neta', 'Gastos'],
          datasets: [{ data: [neta, totales.gastos], backgroundColor: [CHART_COLORS.neta, CHART_COLORS.gastos] }],
        }}
      />
      <ChartCard
        title="Top 5 servicios más realizados"
        description={top.map((s) => `${s.nombre}: ${s.veces} veces`).join(', ')}
        empty={top.length === 0}
        options={countOptions}
        data={{
          labels: top.map((s) => s.nombre),
          datasets: [{ data: top.map((s) => s.veces), backgroundColor: CHART_COLORS.top.slice(0, top.length) }],
        }}
      >
        {top.length > 0 && (
          <Stack gap={4} style={{ flex: '1 1 0', minWidth: 0 }}>
            <List size="sm" spacing={4} listStyleType="none" aria-label="Servicios más realizados">
              {top.map((s, i) => (
                <List.Item key={s.nombre}>
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      marginRight: 6,
                      background: CHART_COLORS.top[i],
                    }}
                  />
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
