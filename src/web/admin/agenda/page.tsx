import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  LoadingOverlay,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconChevronLeft, IconChevronRight, IconPhotoDown } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { addDays, formatFechaLarga, isIsoDate } from '#shared/domain/dates.ts';
import { contar } from '#shared/domain/plural.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { DateField } from '#web/components/date-field.tsx';
import { ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { AgendaGrid } from './agenda-grid.tsx';
import { clientesQuery, empleadosQuery, serviciosQuery, turnosDelDiaQuery } from './api.ts';
import { exportAgendaPng } from './export.ts';
import { buildAgenda } from './layout.ts';
import type { TurnoTarget } from './rules.ts';
import { agendaTexts } from './texts.ts';
import { TurnoModal, type TurnoModalHandle } from './turno-modal.tsx';

const EMPTY: never[] = [];

/** Admin › Agenda: the day's appointments by employee, booking and editing from the grid. */
export function Component() {
  const centro = useCentreDate();
  const [params, setParams] = useSearchParams();
  const param = params.get('fecha');
  const hoy = centro.data?.hoy ?? null;
  // The day lives in the address, so a reload or a shared link shows the same day.
  const fecha = param !== null && isIsoDate(param) ? param : hoy;

  const turnos = useQuery(turnosDelDiaQuery(fecha));
  const empleados = useQuery(empleadosQuery);
  // Loaded with the screen, so the modal's pickers are ready when a cell is clicked.
  const clientes = useQuery(clientesQuery);
  const servicios = useQuery(serviciosQuery);

  const modal = useRef<TurnoModalHandle>(null);
  const [exporting, setExporting] = useState(false);
  // Another day (the back button, a typed date) closes the modal: it belongs to the day it opened on.
  useEffect(() => modal.current?.close(), [fecha]);
  const gridRef = useRef<HTMLDivElement>(null);

  const dayTurnos = turnos.isPlaceholderData ? EMPTY : (turnos.data ?? EMPTY);
  // The hidden modal follows the day's bookings after the grid, in a render that yields to the
  // browser (decision 012): the grid never waits for it.
  const modalTurnos = useDeferredValue(dayTurnos);
  const columns = useMemo(
    () => buildAgenda(empleados.data ?? EMPTY, turnos.data ?? EMPTY),
    [empleados.data, turnos.data],
  );

  const goTo = useCallback(
    (next: string) => {
      if (!isIsoDate(next)) return;
      setParams(next === hoy ? {} : { fecha: next });
    },
    [hoy, setParams],
  );
  const open = useCallback((target: TurnoTarget) => modal.current?.open(target), []);
  // What the hidden modal is first drawn with, set once, when the first day arrives: its first
  // booking when it has one (editing draws every field a new booking does and more, so a click
  // mounts nothing), else a new booking in the first column. The modal reads it only when first
  // drawn, so it is kept as it was: another day never draws the hidden modal in the grid's render.
  const [firstTarget, setFirstTarget] = useState<TurnoTarget | null>(null);
  const firstColumn = columns[0];
  if (
    firstTarget === null &&
    fecha !== null &&
    turnos.data !== undefined &&
    empleados.data !== undefined &&
    firstColumn !== undefined
  ) {
    const firstTurno = dayTurnos[0];
    setFirstTarget(
      firstTurno !== undefined
        ? { mode: 'edit', turno: firstTurno }
        : { mode: 'new', fecha, idEmpleado: firstColumn.idEmpleado, hora: '08:00' },
    );
  }
  const onFree = useCallback(
    (idEmpleado: number, hora: string) => fecha !== null && open({ mode: 'new', fecha, idEmpleado, hora }),
    [open, fecha],
  );
  const onTurno = useCallback((turno: Turno) => open({ mode: 'edit', turno }), [open]);

  async function exportar() {
    if (gridRef.current === null || fecha === null) return;
    setExporting(true);
    try {
      await exportAgendaPng(gridRef.current, fecha, `Agenda · ${formatFechaLarga(fecha)}`);
    } catch {
      notifications.show({ color: 'red', message: 'No se pudo exportar la imagen. Intentá de nuevo.' });
    } finally {
      setExporting(false);
    }
  }

  if (fecha === null) {
    return centro.isError ? (
      <ListStatus query={centro} empty={false} what="" />
    ) : (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }

  const titulo = formatFechaLarga(fecha);
  const ready = turnos.data !== undefined && empleados.data !== undefined;

  return (
    <Stack gap="md">
      <title>Agenda | Panel</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Agenda</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {titulo.charAt(0).toUpperCase() + titulo.slice(1)}
            {turnos.data !== undefined && !turnos.isPlaceholderData && ` · ${contar(turnos.data.length, 'turno')}`}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconPhotoDown size={18} aria-hidden="true" />}
          onClick={() => void exportar()}
          loading={exporting}
          // Not while the previous day is still drawn: the picture would carry the wrong day.
          disabled={!ready || columns.length === 0 || turnos.isPlaceholderData}
        >
          {agendaTexts.exportar}
        </Button>
      </Group>

      <Group gap="xs" align="flex-end" wrap="nowrap">
        <ActionIcon variant="default" size={36} aria-label="Día anterior" onClick={() => goTo(addDays(fecha, -1))}>
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <DateField label="Fecha" value={fecha} onChange={(next) => next !== null && goTo(next)} w={170} required />
        <ActionIcon variant="default" size={36} aria-label="Día siguiente" onClick={() => goTo(addDays(fecha, 1))}>
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
        <Button variant="light" onClick={() => hoy !== null && goTo(hoy)} disabled={fecha === hoy}>
          Hoy
        </Button>
      </Group>

      {!ready ? (
        <ListStatus query={turnos.isError ? turnos : empleados} empty={false} what="" />
      ) : columns.length === 0 ? (
        <Alert color="rosa" title="Todavía no hay empleados">
          Para armar la agenda, agregá al equipo en{' '}
          <Anchor component={Link} to="/admin/empleados">
            Empleados
          </Anchor>
          .
        </Alert>
      ) : (
        // While another day loads, the grid behind the overlay cannot be reached by keyboard either.
        <Box pos="relative" inert={turnos.isPlaceholderData}>
          <LoadingOverlay visible={turnos.isPlaceholderData} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <AgendaGrid
            columns={columns}
            caption={`Turnos del ${titulo}`}
            gridRef={gridRef}
            onFree={onFree}
            onTurno={onTurno}
          />
        </Box>
      )}
      {ready && <LoadNotice title="No pudimos actualizar la agenda" query={turnos} />}

      {ready && firstTarget !== null && columns.length > 0 && (
        <TurnoModal
          ref={modal}
          initialTarget={firstTarget}
          turnos={modalTurnos}
          empleados={empleados.data ?? EMPTY}
          clientes={clientes.data ?? EMPTY}
          servicios={servicios.data ?? EMPTY}
        />
      )}
    </Stack>
  );
}
