import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '#shared/domain/money.ts';
import type { Reporte } from '#shared/schemas/reportes.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { Totals } from '#web/components/totals.tsx';

type Fila = Reporte['comisiones']['porProfesional'][number];

const COLUMNAS: Column<Fila>[] = [
  { header: 'Profesional', cell: (f) => f.nombre },
  { header: 'Ingresó', cell: (f) => formatMoney(f.ingresado), align: 'right', nowrap: true },
  { header: 'Comisión', cell: (f) => formatMoney(f.comision), align: 'right', nowrap: true },
  { header: 'Propinas', cell: (f) => formatMoney(f.propinas), align: 'right', nowrap: true },
  { header: 'Horas', cell: (f) => String(f.horas).replace('.', ','), align: 'right', nowrap: true },
];

/**
 * Beside the spec's 'Ganancia neta', kept as written: what the professionals earn on the range's
 * tickets, what the centre keeps after it, and each professional's share of the work.
 */
export function ComisionesDelRango({ comisiones }: { comisiones: Reporte['comisiones'] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="comisiones-titulo">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comisiones-titulo">
          Comisiones
        </Title>
        <Totals
          label="Comisiones del rango"
          cols={{ base: 1, sm: 2, lg: 2 }}
          items={[
            { label: 'Comisiones', value: formatMoney(comisiones.total) },
            { label: 'Ganancia después de comisiones', value: formatMoney(comisiones.gananciaDespuesDeComisiones) },
          ]}
        />
        {comisiones.porProfesional.length > 0 && (
          <DataTable
            label="Por profesional"
            rows={comisiones.porProfesional}
            rowKey={(f) => f.idEmpleado}
            columns={COLUMNAS}
            minWidth={560}
          />
        )}
        <Text size="xs" c="dimmed">
          Comisiones: las de cada profesional sobre los tickets del rango, por día de la visita, sin las propinas (que
          son suyas). Ganancia después de comisiones: la ganancia neta menos las comisiones. Horas: las de sus turnos,
          sin los cancelados ni los que no vinieron.
        </Text>
      </Stack>
    </Paper>
  );
}
