import { Badge, Box, Center, Group, LoadingOverlay, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addDays, formatFecha, formatFechaLarga } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { capitalize } from '#shared/domain/text.ts';
import type { CajaDia, Cierre } from '#shared/schemas/caja.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { DayNavigator } from '#web/components/day-navigator.tsx';
import { Cargando, ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { useDiaEnDireccion } from '#web/lib/centre-date.ts';
import { cajaDiaQuery, cierresQuery } from './api.ts';
import { EfectivoEnCaja } from './cierre.tsx';
import { money } from './lineas.tsx';
import { Propinas } from './propinas.tsx';
import { cerradoCuando, diferenciaColor, diferenciaTexto } from './rules.ts';

/** How far back the 'Cierres' list looks. */
const DIAS_CIERRES = 30;

/** 'Ingresos' or 'Egresos': each method with its amount, and the total. */
function PorMedio({
  id,
  title,
  data,
}: {
  id: string;
  title: string;
  data: Pick<CajaDia['ingresos'], 'porMedio' | 'total'>;
}) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap={4} component="dl" m={0} aria-label={`${title} por medio de pago`}>
        {data.porMedio.map((p) => (
          <Group key={p.medioPago} justify="space-between" gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c={p.total === 0 ? 'dimmed' : undefined}>
              {p.medioPago}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500} c={p.total === 0 ? 'dimmed' : undefined} style={money}>
              {formatMoney(p.total)}
            </Text>
          </Group>
        ))}
        <Group
          justify="space-between"
          gap="xs"
          wrap="nowrap"
          pt={6}
          mt={4}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text component="dt" size="sm" fw={700}>
            Total
          </Text>
          <Text component="dd" m={0} size="sm" fw={700} style={money}>
            {formatMoney(data.total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

const ingresoColumns: Column<CajaDia['ingresos']['movimientos'][number]>[] = [
  { header: 'Hora', cell: (m) => m.hora },
  { header: 'Descripción', cell: (m) => m.descripcion },
  { header: 'Medio de pago', cell: (m) => m.medioPago, nowrap: true },
  { header: 'Monto', cell: (m) => formatMoney(m.monto), align: 'right', nowrap: true },
  { header: 'Registró', cell: (m) => m.usuario ?? '—' },
];

const egresoColumns: Column<CajaDia['egresos']['movimientos'][number]>[] = [
  { header: 'Descripción', cell: (g) => g.descripcion },
  { header: 'Medio de pago', cell: (g) => g.medioPago, nowrap: true },
  { header: 'Monto', cell: (g) => formatMoney(g.monto), align: 'right', nowrap: true },
];

function cierreColumns(timeZone: string): Column<Cierre>[] {
  return [
    { header: 'Día', cell: (c) => formatFecha(c.fecha), nowrap: true },
    { header: 'Esperado', cell: (c) => formatMoney(c.esperado), align: 'right', nowrap: true },
    { header: 'Contado', cell: (c) => formatMoney(c.contado), align: 'right', nowrap: true },
    {
      header: 'Diferencia',
      cell: (c) => (
        <Text span size="sm" c={diferenciaColor(c.diferencia)} fw={600}>
          {diferenciaTexto(c.diferencia)}
        </Text>
      ),
      nowrap: true,
    },
    { header: 'Cerró', cell: (c) => `${c.cerradoPor ?? '—'}, ${cerradoCuando(c.cerradoAt, timeZone)}` },
    {
      header: 'Cambios',
      // Only a change to the cash asks for a recount; a transfer after the close is only noted.
      cell: (c) =>
        c.efectivoCambiado ? (
          <Badge color="#8f3a00" variant="outline" size="sm">
            Con cambios después del cierre
          </Badge>
        ) : c.modificadoDespuesDelCierre ? (
          <Text span size="sm" c="dimmed">
            Sin cambios en el efectivo
          </Text>
        ) : (
          ''
        ),
    },
  ];
}

/** Admin › Caja: a day's money in and out by method, the cash the drawer should hold, and its close. */
export function Component() {
  const { centro, hoy, fecha, goTo } = useDiaEnDireccion((today) => today);
  const dia = useQuery(cajaDiaQuery(fecha));
  const rango = hoy === null ? null : { desde: addDays(hoy, -(DIAS_CIERRES - 1)), hasta: hoy };
  const cierres = useQuery(cierresQuery(rango));

  if (fecha === null || hoy === null || centro.data === undefined) {
    return centro.isError ? (
      <ListStatus query={centro} empty={false} what="" />
    ) : (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }
  const { timeZone } = centro.data;
  const data = dia.data;
  const gastos = data?.egresos.movimientos.filter((m) => m.tipo === 'gasto') ?? [];
  const aProfesionales = data?.egresos.movimientos.filter((m) => m.tipo !== 'gasto') ?? [];
  const largo = capitalize(formatFechaLarga(fecha).replace(',', ''));

  return (
    <Stack gap="md" maw={1000}>
      <title>Caja | Panel</title>
      <div>
        <Title order={1}>Caja</Title>
        <Text c="dimmed" size="sm">
          {fecha === hoy ? `Hoy, ${largo.charAt(0).toLowerCase()}${largo.slice(1)}` : largo}
        </Text>
      </div>

      <DayNavigator fecha={fecha} goTo={goTo} usual={{ label: 'Hoy', fecha: hoy }} />

      <ListStatus query={dia} empty={false} what="" />
      {data !== undefined && (
        // While another day loads, this one stays drawn but out of reach: a close must not go to
        // a day no longer chosen.
        <Box pos="relative" inert={dia.isPlaceholderData}>
          <LoadingOverlay visible={dia.isPlaceholderData} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PorMedio id="caja-ingresos" title="Ingresos" data={data.ingresos} />
              <PorMedio id="caja-egresos" title="Egresos" data={data.egresos} />
            </SimpleGrid>
            <Propinas propinas={data.propinas} />

            <EfectivoEnCaja key={data.fecha} dia={data} hoy={hoy} timeZone={timeZone} />

            <Stack component="section" gap="xs" aria-labelledby="caja-cobros">
              <Title order={2} size="h4" id="caja-cobros">
                Cobros del día
              </Title>
              {data.ingresos.movimientos.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No hay cobros registrados este día.
                </Text>
              ) : (
                <DataTable
                  label="Cobros del día"
                  rows={data.ingresos.movimientos}
                  rowKey={(m) => m.id}
                  columns={ingresoColumns}
                  cardTitle={1}
                />
              )}
            </Stack>

            <Stack component="section" gap="xs" aria-labelledby="caja-gastos">
              <Title order={2} size="h4" id="caja-gastos">
                Gastos del día
              </Title>
              {gastos.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No hay gastos registrados este día.
                </Text>
              ) : (
                <DataTable
                  label="Gastos del día"
                  rows={gastos}
                  rowKey={(g) => g.id}
                  columns={egresoColumns}
                  minWidth={480}
                />
              )}
            </Stack>
            {aProfesionales.length > 0 && (
              <Stack component="section" gap="xs" aria-labelledby="caja-profesionales">
                <Title order={2} size="h4" id="caja-profesionales">
                  Pagos a profesionales
                </Title>
                <DataTable
                  label="Pagos a profesionales"
                  rows={aProfesionales}
                  rowKey={(g) => `${g.tipo}-${g.id}`}
                  columns={egresoColumns}
                  minWidth={480}
                />
              </Stack>
            )}
          </Stack>
        </Box>
      )}
      {data !== undefined && <LoadNotice title="No pudimos actualizar la caja" query={dia} />}

      <Stack component="section" gap="xs" aria-labelledby="caja-cierres">
        <Title order={2} size="h4" id="caja-cierres">
          Cierres
        </Title>
        <Text size="sm" c="dimmed">
          Los últimos {DIAS_CIERRES} días.
        </Text>
        <ListStatus query={cierres} empty={cierres.data?.length === 0} what="No hay cierres en estos días." />
        {cierres.data !== undefined && cierres.data.length > 0 && (
          <DataTable
            label="Cierres"
            rows={cierres.data}
            rowKey={(c) => c.fecha}
            columns={cierreColumns(timeZone)}
            minWidth={760}
          />
        )}
      </Stack>
    </Stack>
  );
}
