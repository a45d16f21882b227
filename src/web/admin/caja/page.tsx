import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  LoadingOverlay,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { addDays, formatFecha, formatFechaLarga } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { capitalize } from '#shared/domain/text.ts';
import { cajaMessages, cierreInputSchema, type CajaDia, type Cierre } from '#shared/schemas/caja.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { DayNavigator } from '#web/components/day-navigator.tsx';
import { Cargando, ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import { useDiaEnDireccion } from '#web/lib/centre-date.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { cajaDiaQuery, cierresQuery, useCerrarCaja } from './api.ts';
import { cerradoCuando, diferenciaCon, diferenciaColor, diferenciaTexto, esperadoCon } from './rules.ts';

const EFECTIVO = 'Efectivo';
/** How far back the 'Cierres' list looks. */
const DIAS_CIERRES = 30;

const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function efectivoDe(porMedio: CajaDia['ingresos']['porMedio']): number {
  return porMedio.find((p) => p.medioPago === EFECTIVO)?.total ?? 0;
}

/** One line of figures: a label, and its amount at the right. */
function Linea({ label, value, strong, c }: { label: ReactNode; value: ReactNode; strong?: boolean; c?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong === true ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong === true ? 700 : 500} c={c} style={money}>
        {value}
      </Text>
    </Group>
  );
}

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

type CierreValues = { fondoInicial: number | string; contado: number | string; nota: string };

/**
 * 'Cerrar caja': the opening float (the last count suggested), the cash counted and a note; the
 * expected cash and the difference follow what is typed. A failure keeps what was typed.
 */
function CierreForm({
  dia,
  inicial,
  onDone,
  onCancel,
}: {
  dia: CajaDia;
  inicial: CierreValues;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: inicial,
    schema: cierreInputSchema,
    toInput: (v: CierreValues) => ({
      fecha: dia.fecha,
      fondoInicial: v.fondoInicial === '' ? undefined : Number(v.fondoInicial),
      contado: v.contado === '' ? undefined : Number(v.contado),
      nota: v.nota,
    }),
    mutation: useCerrarCaja(),
    failure: cajaMessages.cerrar,
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: `Caja del ${formatFecha(saved.fecha)} cerrada: ${diferenciaTexto(saved.diferencia)}.`,
      });
      onDone();
    },
  });
  const values = form.getValues();
  const esperado = esperadoCon(dia, values.fondoInicial);
  const diferencia = diferenciaCon(esperado, values.contado);

  return (
    <form onSubmit={submit} noValidate aria-label="Cerrar caja">
      <Stack gap="sm" maw={460}>
        <MoneyInput label="Fondo inicial" required {...form.getInputProps('fondoInicial')} />
        <Stack gap={4} aria-live="polite">
          <Linea label="+ Cobros en efectivo" value={formatMoney(efectivoDe(dia.ingresos.porMedio))} />
          <Linea label="− Gastos en efectivo" value={formatMoney(efectivoDe(dia.egresos.porMedio))} />
          <Box pt={6} mt={2} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Linea label="Efectivo esperado en caja" value={esperado === null ? '—' : formatMoney(esperado)} strong />
          </Box>
        </Stack>
        <MoneyInput label="Efectivo contado" required {...form.getInputProps('contado')} />
        <Box aria-live="polite">
          <Linea
            label="Diferencia"
            value={diferencia === null ? '—' : diferenciaTexto(diferencia)}
            c={diferencia === null ? undefined : diferenciaColor(diferencia)}
            strong
          />
        </Box>
        <Textarea label="Nota" autosize minRows={1} maxRows={4} {...form.getInputProps('nota')} />
        {error !== null && (
          <Alert color="red" role="alert" title={error.title} p="sm">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {onCancel !== undefined && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={saving} leftSection={<IconLock size={16} aria-hidden="true" />}>
            Cerrar caja
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The close of a closed day: who, when, the figures and the difference; a warning when the day changed since. */
function CierreResumen({ cierre, timeZone }: { cierre: Cierre; timeZone: string }) {
  return (
    <Stack gap="xs">
      <Text fw={600} role="status">
        Caja cerrada por {cierre.cerradoPor ?? 'un usuario dado de baja'} el {cerradoCuando(cierre.cerradoAt, timeZone)}
      </Text>
      <Stack gap={4}>
        <Linea label="Efectivo esperado al cerrar" value={formatMoney(cierre.esperado)} />
        <Linea label="Efectivo contado" value={formatMoney(cierre.contado)} />
        <Linea
          label="Diferencia"
          value={diferenciaTexto(cierre.diferencia)}
          c={diferenciaColor(cierre.diferencia)}
          strong
        />
      </Stack>
      {cierre.nota !== '' && (
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            Nota:{' '}
          </Text>
          {cierre.nota}
        </Text>
      )}
      {cierre.modificadoDespuesDelCierre && (
        <Alert
          color="#7a4a00"
          role="alert"
          title="Hubo cambios después del cierre"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          p="sm"
        >
          Se registró, cambió o eliminó un cobro o un gasto de este día después de cerrar la caja. Volvé a contar el
          efectivo y cerrala de nuevo.
        </Alert>
      )}
    </Stack>
  );
}

/** 'Efectivo en caja': the float plus cash in minus cash out, and the close (its form, or what it was). */
function EfectivoEnCaja({ dia, hoy, timeZone }: { dia: CajaDia; hoy: string; timeZone: string }) {
  const [recontando, setRecontando] = useState(false);
  const entra = efectivoDe(dia.ingresos.porMedio);
  const sale = efectivoDe(dia.egresos.porMedio);
  const futuro = dia.fecha > hoy;
  const cierre = dia.cierre;

  const resumen = (
    <Stack gap={4} mb="md">
      <Linea label="Fondo inicial" value={formatMoney(dia.fondoInicial)} />
      <Linea label="+ Cobros en efectivo" value={formatMoney(entra)} />
      <Linea label="− Gastos en efectivo" value={formatMoney(sale)} />
      <Box pt={6} mt={2} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Linea label="Efectivo esperado en caja" value={formatMoney(dia.esperado)} strong />
      </Box>
    </Stack>
  );

  let cierreArea: ReactNode;
  if (futuro) {
    cierreArea = (
      <>
        {resumen}
        <Text size="sm" c="dimmed">
          {cajaMessages.futuro}
        </Text>
      </>
    );
  } else if (cierre === null || recontando) {
    cierreArea = (
      <CierreForm
        // Not keyed by the close: the save's own refresh brings the new close, and a form drawn
        // anew then would lose the save's answer (this section is drawn anew for each day).
        dia={dia}
        inicial={{
          fondoInicial: cierre?.fondoInicial ?? dia.fondoSugerido,
          contado: cierre?.contado ?? '',
          nota: cierre?.nota ?? '',
        }}
        onDone={() => setRecontando(false)}
        onCancel={cierre === null ? undefined : () => setRecontando(false)}
      />
    );
  } else {
    cierreArea = (
      <Stack gap="sm">
        {resumen}
        <CierreResumen cierre={cierre} timeZone={timeZone} />
        <Group justify="flex-end">
          <Button variant="light" onClick={() => setRecontando(true)}>
            Volver a contar
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="caja-efectivo">
      <Title order={2} size="h4" id="caja-efectivo" mb="xs">
        Efectivo en caja
      </Title>
      {cierreArea}
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
      cell: (c) =>
        c.modificadoDespuesDelCierre ? (
          <Badge color="#8f3a00" variant="outline" size="sm">
            Con cambios después del cierre
          </Badge>
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
              {data.egresos.movimientos.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No hay gastos registrados este día.
                </Text>
              ) : (
                <DataTable
                  label="Gastos del día"
                  rows={data.egresos.movimientos}
                  rowKey={(g) => g.id}
                  columns={egresoColumns}
                  minWidth={480}
                />
              )}
            </Stack>
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
