import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { rangoCorto, semana, semanaLabel, SEMANAS_ATRAS } from '#shared/domain/ranges.ts';
import { abonadoResumen, deudaResumen, TOTALES_RESUMEN_CERO, totalesResumen } from '#shared/domain/totals.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { CostoTurno, NotaNoFacturados } from '#web/components/costo-turno.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { Totals } from '#web/components/totals.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { comisionSemanaQuery, empleadoQuery, resumenQuery } from './api.ts';

const columns: Column<Turno>[] = [
  { header: 'Fecha', cell: (t) => formatFecha(t.fecha), nowrap: true },
  { header: 'Hora', cell: (t) => t.hora },
  { header: 'Cliente', cell: (t) => t.clienteNombre },
  { header: 'Servicio', cell: (t) => t.servicioNombre },
  { header: 'Duración', cell: (t) => `${t.duracion} min`, align: 'right', nowrap: true },
  { header: 'Costo', cell: (t) => <CostoTurno turno={t} />, align: 'right', nowrap: true },
  { header: 'Pago', cell: (t) => t.estado, nowrap: true },
  { header: 'Abonado', cell: (t) => formatMoney(abonadoResumen(t)), align: 'right', nowrap: true },
  { header: 'Deuda', cell: (t) => formatMoney(deudaResumen(t)), align: 'right', nowrap: true },
];

function parseId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

function Volver() {
  return (
    <Group>
      <Button
        component={Link}
        to="/admin/empleados"
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        px={0}
      >
        Volver
      </Button>
    </Group>
  );
}

/** Admin › Empleados › Resumen: one employee's week, what it billed and what she earned. */
export function Component() {
  const id = parseId(useParams().id);
  const centro = useCentreDate();
  const [offset, setOffset] = useState(0);
  const hoy = centro.data?.hoy ?? null;
  const semanas = useMemo(
    () =>
      hoy === null
        ? []
        : SEMANAS_ATRAS.map((o) => {
            const rango = semana(hoy, o);
            return { value: String(o), label: `${semanaLabel(o)} (${rangoCorto(rango)})`, rango };
          }),
    [hoy],
  );
  const rango = semanas[offset]?.rango ?? null;
  const empleado = useQuery(empleadoQuery(id));
  const resumen = useQuery(resumenQuery(empleado.data === undefined ? null : id, rango));
  const reglas = useQuery(comisionSemanaQuery(empleado.data === undefined ? null : id, rango));

  const notFound = id === null || (empleado.error instanceof ApiError && empleado.error.status === 404);
  if (notFound) {
    return (
      <Stack gap="md" maw={700}>
        <title>Resumen | Panel</title>
        <Volver />
        <Title order={1}>Resumen:</Title>
        <Alert color="#7a4a00" title="No encontramos a este empleado">
          Puede que el enlace esté mal escrito. Elegilo de nuevo en{' '}
          <Anchor component={Link} to="/admin/empleados">
            Empleados
          </Anchor>
          .
        </Alert>
      </Stack>
    );
  }

  // A failed load shows an empty list and says so discreetly (spec section 8: no blank screen).
  const rows = resumen.data ?? [];
  const e = empleado.data;
  // Figures are zero until the employee has loaded (spec section 9).
  const totales = e === undefined ? TOTALES_RESUMEN_CERO : totalesResumen(rows, e.porcentajeGanancia ?? 0);

  return (
    <Stack gap="md" maw={1200}>
      <title>{e === undefined ? 'Resumen | Panel' : `Resumen de ${nombreCompleto(e)} | Panel`}</title>
      <Volver />
      <div>
        <Title order={1}>Resumen: {e === undefined ? '' : nombreCompleto(e)}</Title>
        <Text c="dimmed">
          Porcentaje de ganancia:{' '}
          <Text span fw={700} c="dark">
            {e?.porcentajeGanancia === undefined ? '—' : `${e.porcentajeGanancia.toLocaleString('es-AR')} %`}
          </Text>
        </Text>
      </div>
      {empleado.isError && <ListStatus query={empleado} empty={false} what="" />}

      <Select
        label="Semana"
        data={semanas.map(({ value, label }) => ({ value, label }))}
        value={String(offset)}
        onChange={(v) => setOffset(Number(v ?? 0))}
        allowDeselect={false}
        w={{ base: '100%', xs: 320 }}
      />

      <LoadNotice title="No pudimos cargar los turnos de esta semana" query={resumen} />
      {centro.isError ? (
        <ListStatus query={centro} empty={false} what="" />
      ) : resumen.isError ? null : resumen.data === undefined ? (
        <ListStatus query={resumen} empty={false} what="" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No hay turnos en esta semana.
        </Text>
      ) : (
        <div>
          <DataTable
            label="Turnos de la semana"
            rows={rows}
            rowKey={(t) => t.id}
            columns={columns}
            cardTitle={2}
            minWidth={900}
          />
          <NotaNoFacturados turnos={rows} />
        </div>
      )}

      {/* A week that failed to load has no figures: zeros there would read as a real empty week. */}
      {!(resumen.isError && resumen.data === undefined) && (
        <Totals
          label="Totales de la semana"
          items={[
            { label: 'Total de turnos', value: String(totales.turnos) },
            { label: 'Total facturado', value: formatMoney(totales.facturado) },
            { label: 'Total abonado', value: formatMoney(totales.abonado) },
            { label: 'Total deuda', value: formatMoney(totales.deuda) },
            { label: 'Ganancia del empleado', value: formatMoney(totales.ganancia) },
          ]}
        />
      )}
      {/* Beside the spec's figure, never instead of it: her rules on the week's tickets. */}
      {reglas.data !== undefined && (
        <Totals
          label="Según sus reglas de comisión"
          cols={{ base: 2, sm: 2, lg: 2 }}
          items={[
            {
              label: 'Comisión según reglas',
              value: formatMoney(reglas.data.comision),
              ayuda: 'Por servicio y producto cobrados en los tickets de la semana, con sus porcentajes e insumos.',
            },
            { label: 'Propinas', value: formatMoney(reglas.data.propinas) },
          ]}
        />
      )}
    </Stack>
  );
}
