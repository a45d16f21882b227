import { useState } from 'react';
import { Anchor, Box, Button, Group, LoadingOverlay, Select, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import type { Liquidacion } from '#shared/schemas/liquidacion.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ExcelButton } from '#web/components/excel-button.tsx';
import { LineasComision } from '#web/components/lineas-comision.tsx';
import { ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { usePeriodo } from '#web/components/periodo-picker.tsx';
import { Totals } from '#web/components/totals.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { empleadosQuery, liquidacionExcel, liquidacionPdf, periodoQuery } from './api.ts';
import { AdelantoModal, PagoModal } from './forms.tsx';

const PAGADAS: Column<Liquidacion>[] = [
  { header: 'Pagada', cell: (l) => `${formatFecha(l.fecha)} ${l.hora}`, nowrap: true },
  { header: 'Período', cell: (l) => `${formatFecha(l.desde)} al ${formatFecha(l.hasta)}`, nowrap: true },
  { header: 'Medio', cell: (l) => l.medioPago, nowrap: true },
  { header: 'Monto', cell: (l) => formatMoney(l.monto), align: 'right', nowrap: true },
];

/**
 * Panel › Liquidaciones: a professional's fortnight, month or range, every line with what is
 * still owed of it, her advances, and 'Registrar pago' (money out of the day's cash, each line
 * paid once); an 'Adelanto' any day; each settlement as a PDF and an Excel file for her.
 */
export function Component() {
  const hoy = useCentreDate().data?.hoy ?? null;
  const empleados = useQuery(empleadosQuery);
  const [elegido, setElegido] = useState<string | null>(null);
  const idEmpleado = elegido ?? (empleados.data?.[0] === undefined ? null : String(empleados.data[0].id));
  const { rango, picker } = usePeriodo(hoy);
  const query = useQuery(periodoQuery(idEmpleado === null ? null : Number(idEmpleado), rango));
  const data = query.data;
  const [modal, setModal] = useState<'pago' | 'adelanto' | null>(null);

  return (
    <Stack gap="md" maw={1100}>
      <title>Liquidaciones | Panel</title>
      <div>
        <Title order={1}>Liquidaciones</Title>
        <Text c="dimmed" size="sm">
          Comisiones y propinas de cada profesional por período, adelantos y pagos.
        </Text>
      </div>
      <Select
        label="Profesional"
        data={(empleados.data ?? []).map((e) => ({ value: String(e.id), label: nombreCompleto(e) }))}
        value={idEmpleado}
        onChange={setElegido}
        allowDeselect={false}
        searchable
        maw={320}
      />
      {picker}
      {data === undefined ? (
        <ListStatus query={idEmpleado === null ? empleados : query} empty={false} what="" />
      ) : (
        <Box pos="relative">
          <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <Stack gap="md">
            <LoadNotice title="No pudimos actualizar la liquidación" query={query} />
            <Totals
              label="Lo pendiente del período"
              items={[
                {
                  label: 'Comisión',
                  value: formatMoney(data.pendiente.comision),
                  ayuda: `Del período: ${formatMoney(data.comision)}`,
                },
                {
                  label: 'Propinas',
                  value: formatMoney(data.pendiente.propinas),
                  ayuda: `Del período: ${formatMoney(data.propinas)}`,
                },
                { label: 'Adelantos', value: formatMoney(data.pendiente.adelantos) },
                { label: 'A pagar', value: formatMoney(data.pendiente.monto) },
              ]}
            />
            <Group gap="sm">
              <Button
                leftSection={<IconCash size={18} aria-hidden="true" />}
                onClick={() => setModal('pago')}
                disabled={data.lineas.every((l) => l.pendiente === 0)}
              >
                Registrar pago
              </Button>
              <Button variant="default" onClick={() => setModal('adelanto')} disabled={hoy === null}>
                Adelanto
              </Button>
            </Group>
            {data.lineas.length === 0 ? (
              <Text c="dimmed" size="sm">
                No hay cobros de {data.empleado} en este período.
              </Text>
            ) : (
              <LineasComision lineas={data.lineas} pendiente />
            )}
            {data.liquidaciones.length > 0 && (
              <Stack gap="xs" component="section" aria-labelledby="liquidaciones-pagadas">
                <Title order={2} size="h4" id="liquidaciones-pagadas">
                  Pagos registrados
                </Title>
                <DataTable
                  label="Pagos registrados"
                  rows={data.liquidaciones}
                  rowKey={(l) => l.id}
                  columns={PAGADAS}
                  minWidth={620}
                  actions={(l) => (
                    <Group gap="sm" wrap="nowrap">
                      <Anchor
                        href={liquidacionPdf(l.id)}
                        size="sm"
                        aria-label={`PDF de la liquidación del ${formatFecha(l.fecha)}`}
                      >
                        <Group gap={4} wrap="nowrap" component="span">
                          <IconFileTypePdf size={16} aria-hidden="true" />
                          PDF
                        </Group>
                      </Anchor>
                      <ExcelButton path={liquidacionExcel(l.id)} />
                    </Group>
                  )}
                />
              </Stack>
            )}
          </Stack>
          <PagoModal opened={modal === 'pago'} onClose={() => setModal(null)} periodo={data} />
          {hoy !== null && (
            <AdelantoModal
              opened={modal === 'adelanto'}
              onClose={() => setModal(null)}
              idEmpleado={data.idEmpleado}
              empleado={data.empleado}
              hoy={hoy}
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
