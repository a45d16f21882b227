import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatFecha, isIsoDate } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { rangoHistorial, RANGOS, type Rango, type TipoRango } from '#shared/domain/ranges.ts';
import { reporteCsvFile, reporteToCsv } from '#shared/domain/reportes-csv.ts';
import { deudaReporte, pagadoReporte, topServicios, totalesReporte } from '#shared/domain/totals.ts';
import { gastoMessages, type Gasto } from '#shared/schemas/gasto.ts';
import { rangoMessages, rangoTooLong } from '#shared/schemas/rango.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DateField } from '#web/components/date-field.tsx';
import { Cargando, ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ExcelButton } from '#web/components/excel-button.tsx';
import { Totals } from '#web/components/totals.tsx';
import { downloadText } from '#web/lib/download.ts';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { gastosRangoQuery, turnosRangoQuery, useDeleteGasto } from './api.ts';
import { ReportCharts } from './charts.tsx';
import { GastoForm } from './gasto-form.tsx';

const RANGO_LABELS: Record<TipoRango, string> = { semana: 'Semana actual', quincena: 'Quincena', mes: 'Mes' };
const EMPTY: never[] = [];

const turnoColumns: Column<Turno>[] = [
  { header: 'Fecha', cell: (t) => formatFecha(t.fecha), nowrap: true },
  { header: 'Hora', cell: (t) => t.hora },
  { header: 'Cliente', cell: (t) => t.clienteNombre },
  { header: 'Empleado', cell: (t) => t.empleadoNombre },
  { header: 'Servicio', cell: (t) => t.servicioNombre },
  { header: 'Duración', cell: (t) => `${t.duracion} min`, align: 'right', nowrap: true },
  { header: 'Costo', cell: (t) => formatMoney(t.costo), align: 'right', nowrap: true },
  { header: 'Pagado', cell: (t) => formatMoney(pagadoReporte(t)), align: 'right', nowrap: true },
  { header: 'Deuda', cell: (t) => formatMoney(deudaReporte(t)), align: 'right', nowrap: true },
];

const gastoColumns: Column<Gasto>[] = [
  { header: 'Fecha', cell: (g) => formatFecha(g.fecha), nowrap: true },
  { header: 'Descripción', cell: (g) => g.descripcion },
  { header: 'Monto', cell: (g) => formatMoney(g.monto), align: 'right', nowrap: true },
];

function isTipo(value: string | null): value is TipoRango {
  return (RANGOS as readonly string[]).includes(value ?? '');
}

/** Why the typed range cannot be loaded, or null when it can. */
function rangoProblem(desde: string, hasta: string): string | null {
  if (!isIsoDate(desde) || !isIsoDate(hasta)) return 'Completá las dos fechas para ver el historial.';
  if (desde > hasta) return rangoMessages.orden;
  if (rangoTooLong({ desde, hasta })) return rangoMessages.largo;
  return null;
}

/** Admin › Historial y Reportes: appointments and expenses of a range, totals and charts. */
export function Component() {
  const centro = useCentreDate();
  const hoy = centro.data?.hoy ?? null;
  const [params, setParams] = useSearchParams();
  const rangoParam = params.get('rango');
  // By hand (?desde=&hasta=) or one of the three choices (?rango=), 'semana' by default.
  const custom = params.has('desde') || params.has('hasta');
  const tipo: TipoRango | null = custom ? null : isTipo(rangoParam) ? rangoParam : 'semana';
  const computed = tipo !== null && hoy !== null ? rangoHistorial(tipo, hoy) : null;
  const desde = computed?.desde ?? params.get('desde') ?? '';
  const hasta = computed?.hasta ?? params.get('hasta') ?? '';
  const problem = rangoProblem(desde, hasta);
  const rango: Rango | null = problem === null ? { desde, hasta } : null;

  const turnos = useQuery(turnosRangoQuery(rango));
  const gastos = useQuery(gastosRangoQuery(rango));
  const eliminar = useDeleteGasto();
  const [toDelete, setToDelete] = useState<Gasto | null>(null);

  // A range that cannot be loaded shows nothing rather than the previous range's figures.
  const turnoRows = (rango === null ? undefined : turnos.data) ?? EMPTY;
  const gastoRows = (rango === null ? undefined : gastos.data) ?? EMPTY;
  const totales = useMemo(() => totalesReporte(turnoRows, gastoRows), [turnoRows, gastoRows]);
  const top = useMemo(() => topServicios(turnoRows), [turnoRows]);

  // The dates as last set, not as last drawn: two quick changes (a date picker, autofill) can
  // arrive before the address has re-rendered the page, and the second must not undo the first.
  const shown = useRef({ desde, hasta });
  useEffect(() => {
    shown.current = { desde, hasta };
  });
  function setDate(which: 'desde' | 'hasta', value: string) {
    const next = { ...shown.current, [which]: value };
    shown.current = next;
    setParams(next, { replace: true });
  }

  if (hoy === null) {
    return centro.isError ? (
      <ListStatus query={centro} empty={false} what="" />
    ) : (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }

  const loading = turnos.isFetching || gastos.isFetching;
  // The previous range's figures stay drawn, dimmed, until both lists of the new one arrive:
  // never a mix of two ranges presented as one.
  const stale = turnos.isPlaceholderData || gastos.isPlaceholderData;
  const failed = turnos.isError || gastos.isError;

  return (
    <Stack gap="lg" maw={1300}>
      <title>Historial y Reportes | Panel</title>
      <Title order={1}>Historial y Reportes</Title>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Rango"
          data={RANGOS.map((value) => ({ value, label: RANGO_LABELS[value] }))}
          value={tipo}
          placeholder="Personalizado"
          onChange={(value) => isTipo(value) && setParams({ rango: value })}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <SimpleGrid cols={2} spacing="sm" w={{ base: '100%', xs: 340 }}>
          <DateField label="Desde" value={desde || null} onChange={(value) => setDate('desde', value ?? '')} />
          <DateField label="Hasta" value={hasta || null} onChange={(value) => setDate('hasta', value ?? '')} />
        </SimpleGrid>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          // Never a file with half the data: not while loading, not after a failed load.
          disabled={rango === null || loading || stale || failed}
          onClick={() =>
            rango !== null && downloadText(reporteCsvFile(rango), reporteToCsv(turnoRows, gastoRows, totales))
          }
        >
          Exportar CSV
        </Button>
        {/* The server reads the range itself: no need to wait for the page's lists. */}
        <ExcelButton
          path={`/reportes/excel?desde=${rango?.desde ?? ''}&hasta=${rango?.hasta ?? ''}`}
          disabled={rango === null}
        />
        {loading && <Cargando size="sm" />}
      </Group>
      {problem !== null && (
        <Text c="dimmed" role="status">
          {problem}
        </Text>
      )}

      <Stack gap="lg" aria-busy={stale} style={stale ? { opacity: 0.45, transition: 'opacity 150ms' } : undefined}>
        <Totals
          label="Totales del rango"
          items={[
            { label: 'Total facturado', value: formatMoney(totales.facturado) },
            { label: 'Total abonado', value: formatMoney(totales.abonado) },
            { label: 'Total deuda', value: formatMoney(totales.deuda) },
            { label: 'Total gastos', value: formatMoney(totales.gastos) },
            { label: 'Ganancia neta', value: formatMoney(totales.neta) },
          ]}
        />

        <ReportCharts totales={totales} top={top} />
      </Stack>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <GastoForm hoy={hoy} />

        <Stack gap="sm" component="section" aria-labelledby="gastos-titulo">
          <Title order={2} size="h3" id="gastos-titulo">
            Gastos
          </Title>
          <LoadNotice title="No pudimos cargar los gastos" query={gastos} />
          {gastoRows.length === 0 ? (
            <Text c="dimmed">No hay gastos en este rango.</Text>
          ) : (
            <DataTable
              label="Gastos"
              rows={gastoRows}
              rowKey={(g) => g.id}
              columns={gastoColumns}
              cardTitle={1}
              minWidth={480}
              actions={(g) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    eliminar.reset();
                    setToDelete(g);
                  }}
                >
                  Eliminar
                </Button>
              )}
            />
          )}
        </Stack>
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="turnos-titulo">
        <Title order={2} size="h3" id="turnos-titulo">
          Turnos
        </Title>
        <LoadNotice title="No pudimos cargar los turnos" query={turnos} />
        {turnoRows.length === 0 ? (
          <Text c="dimmed">No hay turnos en este rango.</Text>
        ) : (
          <DataTable
            label="Turnos"
            rows={turnoRows}
            rowKey={(t) => t.id}
            columns={turnoColumns}
            cardTitle={2}
            minWidth={1000}
          />
        )}
      </Stack>

      <ConfirmDialog
        opened={toDelete !== null}
        question="¿Eliminar este gasto?"
        busy={eliminar.isPending}
        error={eliminar.error === null ? null : { title: gastoMessages.eliminar, message: eliminar.error.message }}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete === null) return;
          eliminar.mutate(toDelete.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: `Se eliminó el gasto "${toDelete.descripcion}".` });
              setToDelete(null);
            },
          });
        }}
      >
        {toDelete !== null &&
          `${formatFecha(toDelete.fecha)} · ${toDelete.descripcion} · ${formatMoney(toDelete.monto)}`}
      </ConfirmDialog>
    </Stack>
  );
}
