import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  LoadingOverlay,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconChevronLeft, IconChevronRight, IconClockPause, IconPhotoDown } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { Asistencia } from '#shared/domain/asistencia.ts';
import { addDays, formatFechaLarga, isIsoDate } from '#shared/domain/dates.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { contar } from '#shared/domain/plural.ts';
import { rangoCorto, semana } from '#shared/domain/ranges.ts';
import { faltaAsistencia } from '#shared/domain/slots.ts';
import { capitalize } from '#shared/domain/text.ts';
import type { BloqueoDelDia } from '#shared/schemas/bloqueo.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { DateField } from '#web/components/date-field.tsx';
import { Cargando, ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { useCentreDate, useCentreNow } from '#web/lib/centre-date.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { AgendaGrid, type AgendaGridActions } from './agenda-grid.tsx';
import {
  agendaKeys,
  bloqueosQuery,
  clientesQuery,
  diasCerradosQuery,
  empleadosQuery,
  serviciosQuery,
  turnosDelDiaQuery,
  turnosDeLaSemanaQuery,
} from './api.ts';
import { AsistenciaMenu, type AsistenciaMenuHandle } from './asistencia-menu.tsx';
import { CancelarVisitaDialog, type CancelarVisitaTarget } from './visita-cancelar.tsx';
import { BloqueoModal, QuitarBloqueo } from './bloqueo-modal.tsx';
import { BuscarTurno, useOpenChosenTurno } from './buscar-turno.tsx';
import { ReservasNuevas } from './reservas-nuevas.tsx';
import { useGridChanges } from './use-grid-changes.tsx';
import { exportAgendaPng } from './export.ts';
import { buildAgenda, buildSemana, type AgendaColumn } from './layout.ts';
import type { TurnoTarget } from './rules.ts';
import { agendaTexts } from './texts.ts';
import { TurnoModal, type TurnoModalHandle } from './turno-modal.tsx';
import { ChoiceChips } from './turno-modal-parts.tsx';

const EMPTY: never[] = [];
const VISTAS = ['Día', 'Semana'] as const;

/** Admin › Agenda: the day's appointments by employee, booking and editing from the grid. */
export function Component() {
  const centro = useCentreDate();
  const [params, setParams] = useSearchParams();
  const param = params.get('fecha');
  const hoy = centro.data?.hoy ?? null;
  // The day, the view and the employee live in the address, so a reload or a shared link shows
  // the same agenda.
  const fecha = param !== null && isIsoDate(param) ? param : hoy;
  const vista = params.get('vista') === 'semana' ? 'semana' : 'dia';
  // The week holding the day, Monday to Sunday; the same object while the day stays in that week.
  const lunes = fecha === null ? null : semana(fecha).desde;
  const rango = useMemo(() => (lunes === null ? null : semana(lunes)), [lunes]);
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

  const dia = useQuery({ ...turnosDelDiaQuery(fecha), enabled: vista === 'dia' && fecha !== null });
  const week = useQuery({
    ...turnosDeLaSemanaQuery(rango?.desde ?? null, rango?.hasta ?? null),
    enabled: vista === 'semana' && rango !== null,
  });
  const turnos = vista === 'semana' ? week : dia;
  const turnosKey = vista === 'semana' ? agendaKeys.semana(rango?.desde ?? null) : agendaKeys.dia(fecha);
  const empleados = useQuery(empleadosQuery);
  // Drawn beside the bookings: the professionals' blocks and the days the centre is closed.
  const desdeVista = vista === 'semana' ? (rango?.desde ?? null) : fecha;
  const hastaVista = vista === 'semana' ? (rango?.hasta ?? null) : fecha;
  const bloqueos = useQuery(bloqueosQuery(desdeVista, hastaVista));
  const cerrados = useQuery(diasCerradosQuery(desdeVista, hastaVista));
  // Loaded with the screen, so the modal's pickers are ready when a cell is clicked.
  const clientes = useQuery(clientesQuery);
  const servicios = useQuery(serviciosQuery);

  // A professional's own account: 'Mi agenda', her column unless she asks for everyone's (the
  // others' time shows busy), booking in hers only.
  const { permisos, idEmpleado } = useCurrentUser();
  const propia = permisos.centro ? null : (idEmpleado ?? 0);

  // One employee or all: on a phone one at a time, the first unless another was chosen, so a
  // booking is read whole (issue 18); 'todos' shows everyone there too.
  const activos = empleados.data ?? EMPTY;
  const empleadoParam = params.get('empleado');
  const porDefecto =
    propia !== null ? (activos.find((e) => e.id === propia) ?? null) : phone ? (activos[0] ?? null) : null;
  const elegido =
    empleadoParam === 'todos' ? null : (activos.find((e) => String(e.id) === empleadoParam) ?? porDefecto);

  // 'Nuevo turno' from a client's file (issue 20): the next free time tapped books for them.
  const clienteParam = params.get('cliente');
  const paraCliente = useMemo(
    () => clientes.data?.find((c) => String(c.id) === clienteParam) ?? null,
    [clientes.data, clienteParam],
  );
  const idParaCliente = paraCliente === null ? undefined : paraCliente.id;

  const modal = useRef<TurnoModalHandle>(null);
  const [exporting, setExporting] = useState(false);
  // Another day or view (the back button, a typed date) closes the modal: it belongs to what it opened on.
  useEffect(() => modal.current?.close(), [fecha, vista]);

  const shown = turnos.isPlaceholderData ? EMPTY : (turnos.data ?? EMPTY);
  // The hidden modal follows the bookings after the grid, in a render that yields to the
  // browser (decision 012): the grid never waits for it.
  const modalTurnos = useDeferredValue(shown);
  // The bookings of the employee shown (all, when no one is chosen), and the grid they make.
  const { mine, columns, days } = useMemo(() => {
    const list = turnos.data ?? EMPTY;
    const mine = elegido === null ? list : list.filter((t) => t.idEmpleado === elegido.id);
    const equipo = elegido === null ? activos : [elegido];
    const motivos = new Map((cerrados.data ?? EMPTY).map((d) => [d.fecha, d.motivo]));
    const extras = { bloqueos: bloqueos.data ?? EMPTY, cerrado: (dia: string) => motivos.get(dia) ?? null };
    if (vista === 'semana' && rango !== null) {
      const dias = Array.from({ length: 7 }, (_, i) => addDays(rango.desde, i));
      return { mine, ...buildSemana(dias, equipo, mine, extras) };
    }
    return { mine, columns: fecha === null ? [] : buildAgenda(fecha, equipo, mine, extras), days: undefined };
  }, [turnos.data, activos, elegido, vista, rango, fecha, bloqueos.data, cerrados.data]);

  const setParam = useCallback(
    (changes: Record<string, string | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      });
    },
    [setParams],
  );
  const goTo = useCallback(
    (next: string) => {
      if (!isIsoDate(next)) return;
      setParam({ fecha: next === hoy ? null : next });
    },
    [hoy, setParam],
  );
  const open = useCallback((target: TurnoTarget) => modal.current?.open(target), []);
  const clearCliente = useCallback(() => setParam({ cliente: null }), [setParam]);

  // The attendance set with one tap in the grid, and a booking dragged to another time,
  // employee or day: the booking as it is, with that one change.
  const {
    problemaEn: superpuesto,
    mover,
    cambiarAsistencia,
  } = useGridChanges(turnosKey, {
    conVisitas: propia === null,
  });
  const problemaEn = useCallback(
    (turno: Turno, destino: Parameters<typeof superpuesto>[1]) =>
      propia !== null && destino.idEmpleado !== propia ? agendaTexts.soloTuColumna : superpuesto(turno, destino),
    [propia, superpuesto],
  );
  const asistenciaMenu = useRef<AsistenciaMenuHandle>(null);
  const [bloqueando, setBloqueando] = useState(false);
  const [bloqueoElegido, setBloqueoElegido] = useState<BloqueoDelDia | null>(null);
  const [cancelandoVisita, setCancelandoVisita] = useState<CancelarVisitaTarget | null>(null);
  const chooseAsistencia = useCallback(
    (turno: Turno, asistencia: Asistencia) => {
      // One service of a visit of several cancelled: the desk is asked about the rest.
      // A professional's own account marks her booking alone: the visit is the desk's.
      const otros =
        asistencia === 'Canceló' && propia === null
          ? shown.filter((t) => t.idVisita === turno.idVisita && t.id !== turno.id && t.asistencia === 'Pendiente')
          : [];
      if (otros.length > 0) setCancelandoVisita({ turno, otros });
      else cambiarAsistencia(turno, asistencia);
    },
    [cambiarAsistencia, shown, propia],
  );
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
    // Never another professional's busy time, which a professional's own account cannot open.
    const firstTurno = shown.find((t) => t.ocupado !== true);
    setFirstTarget(
      firstTurno !== undefined
        ? { mode: 'edit', turno: firstTurno }
        : { mode: 'new', fecha: firstColumn.fecha, idEmpleado: firstColumn.idEmpleado, hora: '08:00' },
    );
  }
  const actions = useMemo<AgendaGridActions>(
    () => ({
      onFree: (column: AgendaColumn, hora: string) => {
        if (propia !== null && column.idEmpleado !== propia) {
          notifications.show({ color: 'yellow', message: agendaTexts.soloTuColumna });
          return;
        }
        open({ mode: 'new', fecha: column.fecha, idEmpleado: column.idEmpleado, hora, idCliente: idParaCliente });
      },
      onTurno: (turno: Turno) => open({ mode: 'edit', turno }),
      onAsistencia: (turno: Turno, anchor: HTMLElement) =>
        asistenciaMenu.current?.open({ turno, rect: anchor.getBoundingClientRect() }),
      onDia: (dia: string) => setParam({ vista: null, fecha: dia === hoy ? null : dia }),
      problemaEn,
      onBloqueo: (bloqueo) => {
        // Another professional's block is hers to free, not a professional's own account's.
        if (propia === null || bloqueo.idEmpleado === propia) setBloqueoElegido(bloqueo);
      },
      // Her bookings move within her column only (the preview says why elsewhere).
      onMove: (turno, destino) => {
        if (propia === null || destino.idEmpleado === propia) mover(turno, destino);
      },
    }),
    [open, setParam, hoy, problemaEn, mover, idParaCliente, propia],
  );
  const ahora = useCentreNow();
  // What the counts speak of: the employee shown, when one is (nothing while another day loads).
  // Another professional's time, shown busy to a professional's own account, is not hers to count.
  const contados = turnos.isPlaceholderData ? EMPTY : propia === null ? mine : mine.filter((t) => t.ocupado !== true);
  const sinAsistencia = ahora === null ? 0 : contados.filter((t) => faltaAsistencia(t, ahora)).length;
  // 'Buscar turno': the chosen booking's day, then its modal (after the day-change effect above).
  const onBuscado = useOpenChosenTurno({ fecha, turnos, goTo, open });

  async function exportar() {
    if (fecha === null || rango === null) return;
    // Drawn from the grid's layout, every column, also the week's scrolled out of view.
    setExporting(true);
    try {
      await (vista === 'semana'
        ? exportAgendaPng(columns, days, `semana_${rango.desde}`, `Agenda · semana del ${rangoCorto(rango)}`, ahora)
        : exportAgendaPng(columns, days, fecha, `Agenda · ${formatFechaLarga(fecha)}`, ahora));
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
        <Cargando />
      </Center>
    );
  }

  const titulo = vista === 'semana' && rango !== null ? `semana del ${rangoCorto(rango)}` : formatFechaLarga(fecha);
  // The blocks and closed days are drawn with the bookings from the first drawing: arriving
  // after them, they would draw the whole grid again (a full week is 1,680 bookings).
  const ready = turnos.data !== undefined && empleados.data !== undefined && !bloqueos.isLoading && !cerrados.isLoading;
  const paso = vista === 'semana' ? 7 : 1;

  return (
    <Stack gap="md">
      <title>{`${propia === null ? 'Agenda' : 'Mi agenda'} | Panel`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{propia === null ? 'Agenda' : 'Mi agenda'}</Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {capitalize(titulo)}
            {turnos.data !== undefined && !turnos.isPlaceholderData && ` · ${contar(contados.length, 'turno')}`}
            {sinAsistencia > 0 && ` · ${sinAsistencia} sin asistencia registrada`}
          </Text>
        </div>
        {/* One block: beside the title on a wide screen, under it together on a narrow one. */}
        <Group gap="sm">
          {propia === null && <ReservasNuevas onChoose={onBuscado} />}
          {propia === null && <BuscarTurno onChoose={onBuscado} />}
          <Button
            variant="default"
            leftSection={<IconClockPause size={18} aria-hidden="true" />}
            onClick={() => setBloqueando(true)}
            disabled={activos.length === 0}
          >
            Bloquear horario
          </Button>
          {propia === null && (
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
          )}
        </Group>
      </Group>

      <Group gap="xs" align="flex-end">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <ActionIcon
            variant="default"
            size={36}
            aria-label={vista === 'semana' ? 'Semana anterior' : 'Día anterior'}
            onClick={() => goTo(addDays(fecha, -paso))}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <DateField label="Fecha" value={fecha} onChange={(next) => next !== null && goTo(next)} w={150} required />
          <ActionIcon
            variant="default"
            size={36}
            aria-label={vista === 'semana' ? 'Semana siguiente' : 'Día siguiente'}
            onClick={() => goTo(addDays(fecha, paso))}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
          <Button variant="light" onClick={() => hoy !== null && goTo(hoy)} disabled={fecha === hoy}>
            Hoy
          </Button>
        </Group>
        <Group gap="sm" align="flex-end">
          {/* Chips, not a segmented control: that one measures itself on every change of the
              page's layout, which a full grid made a third of drawing it (bench/agenda.ts). */}
          <ChoiceChips
            label="Vista"
            id="agenda-vista"
            options={VISTAS}
            value={vista === 'semana' ? 'Semana' : 'Día'}
            onChange={(v) => setParam({ vista: v === 'Semana' ? 'semana' : null })}
          />
          <Select
            label="Profesional"
            data={[
              { value: 'todos', label: 'Todos' },
              ...activos.map((e) => ({ value: String(e.id), label: nombreCompleto(e) })),
            ]}
            value={elegido === null ? 'todos' : String(elegido.id)}
            // Everyone is the desk's default on a wide screen; a phone and her own account show one column unless told.
            onChange={(value) =>
              value !== null && setParam({ empleado: value === 'todos' && !phone && propia === null ? null : value })
            }
            allowDeselect={false}
            searchable
            // Its list is drawn only when opened: Mantine otherwise keeps the closed list in the page
            // and places it again on every change of the layout, a forced style pass each time the
            // grid is drawn (bench/agenda.ts).
            comboboxProps={{ keepMounted: false }}
            w={190}
          />
        </Group>
      </Group>

      {paraCliente !== null && (
        <Alert color="blue" p="sm" role="status" title={`Nuevo turno para ${nombreCompleto(paraCliente)}`}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">Tocá un horario libre de la agenda: el turno se abre con el cliente elegido.</Text>
            <Button size="compact-sm" variant="default" onClick={clearCliente}>
              Cancelar
            </Button>
          </Group>
        </Alert>
      )}

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
          <AgendaGrid columns={columns} days={days} caption={`Turnos del ${titulo}`} ahora={ahora} actions={actions} />
        </Box>
      )}
      {ready && <LoadNotice title="No pudimos actualizar la agenda" query={turnos} />}

      {ready && firstTarget !== null && columns.length > 0 && (
        <TurnoModal
          ref={modal}
          initialTarget={firstTarget}
          turnos={modalTurnos}
          turnosKey={turnosKey}
          empleados={empleados.data ?? EMPTY}
          clientes={clientes.data ?? EMPTY}
          servicios={servicios.data ?? EMPTY}
          onBooked={clearCliente}
        />
      )}
      <AsistenciaMenu ref={asistenciaMenu} onChoose={chooseAsistencia} />
      <CancelarVisitaDialog
        target={cancelandoVisita}
        onClose={() => setCancelandoVisita(null)}
        onSoloEste={(turno) => cambiarAsistencia(turno, 'Canceló')}
      />
      {fecha !== null && (
        <BloqueoModal
          opened={bloqueando}
          onClose={() => setBloqueando(false)}
          empleados={propia === null ? activos : activos.filter((e) => e.id === propia)}
          fecha={fecha}
          idEmpleado={propia ?? elegido?.id ?? null}
        />
      )}
      <QuitarBloqueo bloqueo={bloqueoElegido} onClose={() => setBloqueoElegido(null)} />
    </Stack>
  );
}
