import { useEffect, useRef, useState } from 'react';
import { Button, Center, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { RANGOS, type Rango, type TipoRango } from '#shared/domain/ranges.ts';
import { reporteCsvFile, reporteToCsv } from '#shared/domain/reportes-csv.ts';
import { totalesReporte } from '#shared/domain/totals.ts';
import { gastoMessages, type Gasto } from '#shared/schemas/gasto.ts';
import { AlQuedarLibre } from '#web/components/al-quedar-libre.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DateField } from '#web/components/date-field.tsx';
import { Cargando, ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ExcelButton } from '#web/components/excel-button.tsx';
import { downloadText } from '#web/lib/download.ts';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { gastosRangoQuery, isTipo, rangoDeDireccion, reporteQuery, turnosRangoQuery, useDeleteGasto } from './api.ts';
import { GastoForm } from './gasto-form.tsx';
import { TotalesDelRango } from './totales.tsx';
import { TicketsDelRango } from './tickets.tsx';
import { TurnosTable, useTurnosTabla } from './turnos-table.tsx';

const RANGO_LABELS: Record<TipoRango, string> = { semana: 'Semana actual', quincena: 'Quincena', mes: 'Mes' };
const EMPTY: never[] = [];

const gastoColumns: Column<Gasto>[] = [
  { header: 'Fecha', cell: (g) => formatFecha(g.fecha), nowrap: true },
  { header: 'Descripción', cell: (g) => g.descripcion },
  { header: 'Monto', cell: (g) => formatMoney(g.monto), align: 'right', nowrap: true },
];

/** Admin › Historial y Reportes: appointments and expenses of a range, totals and charts. */
export function Component() {
  const centro = useCentreDate();
  const hoy = centro.data?.hoy ?? null;
  const [params, setParams] = useSearchParams();
  const { tipo, desde, hasta, problem, rango } = rangoDeDireccion(params, hoy);

  // The figures come summed by the server (issue 19); the table comes a page at a time.
  const reporte = useQuery(reporteQuery(rango));
  const gastos = useQuery(gastosRangoQuery(rango));
  const tabla = useTurnosTabla(rango);
  const eliminar = useDeleteGasto();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [toDelete, setToDelete] = useState<Gasto | null>(null);

  // A range that cannot be loaded shows nothing rather than the previous range's figures.
  const resumen = rango === null ? undefined : reporte.data;
  const gastoRows = (rango === null ? undefined : gastos.data) ?? EMPTY;

  /**
   * The CSV stays as the spec's history wrote it: every appointment of the range, so the whole
   * list is asked for only when the file is, and its totals are added up from that same list.
   */
  async function exportCsv(r: Rango) {
    setExporting(true);
    try {
      const turnoRows = await queryClient.fetchQuery(turnosRangoQuery(r));
      downloadText(reporteCsvFile(r), reporteToCsv(turnoRows, gastoRows, totalesReporte(turnoRows, gastoRows)));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'No se pudo exportar el CSV',
        message: error instanceof Error ? error.message : 'Probá de nuevo en un momento.',
      });
    } finally {
      setExporting(false);
    }
  }

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

  // The screen is drawn once, with its figures: on the cheap laptop each drawing of it is the
  // page's main cost (decision 027). Later changes of range keep the previous figures, dimmed.
  const firstLoad = rango !== null && (reporte.isPending || tabla.query.isPending);
  if (hoy === null || firstLoad) {
    return centro.isError ? (
      <ListStatus query={centro} empty={false} what="" />
    ) : (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }

  const loading = reporte.isFetching || gastos.isFetching;
  // The previous range's figures stay drawn, dimmed, until both answers of the new one arrive:
  // never a mix of two ranges presented as one.
  const stale = reporte.isPlaceholderData || gastos.isPlaceholderData;
  const failed = reporte.isError || gastos.isError;

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
          // Drawn only when it opens, like 'Ordenar por' (decision 038).
          comboboxProps={{ keepMounted: false }}
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
          loading={exporting}
          onClick={() => rango !== null && void exportCsv(rango)}
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

      <TotalesDelRango
        reporte={resumen}
        error={reporte.error}
        retrying={reporte.isFetching}
        onRetry={() => void reporte.refetch()}
        stale={stale}
      />
      {/* A reload that failed under figures already drawn (their range's, still true). */}
      {resumen !== undefined && <LoadNotice title="No pudimos cargar los totales" query={reporte} />}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <GastoForm hoy={hoy} />

        <Stack gap="sm" component="section" aria-labelledby="gastos-titulo">
          <Title order={2} size="h3" id="gastos-titulo">
            Gastos
          </Title>
          <LoadNotice title="No pudimos cargar los gastos" query={gastos} />
          {gastoRows.length === 0 ? (
            gastos.data !== undefined && <Text c="dimmed">No hay gastos en este rango.</Text>
          ) : (
            // A busy month's expenses are a long table of buttons under the first view: drawn
            // once the totals, charts and first page of appointments are on screen.
            <AlQuedarLibre fallback={<Cargando size="sm" label="Cargando gastos" />}>
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
            </AlQuedarLibre>
          )}
        </Stack>
      </SimpleGrid>

      <TurnosTable tabla={tabla} />

      {/* At the foot of the page: asked for and drawn after the first view, as the expenses. */}
      {rango !== null && (
        <AlQuedarLibre fallback={null}>
          <TicketsDelRango rango={rango} />
        </AlQuedarLibre>
      )}

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
