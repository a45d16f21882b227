import { memo, useDeferredValue, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Alert, Group, Modal, NativeSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { fueraDeHorario } from '#shared/domain/horarios.ts';
import { LEGIBLE } from '#web/components/alert-styles.ts';
import { MedioPagoSelect } from '#web/components/medio-pago-select.tsx';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { formatFechaCorta, nowIn } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { findOverlap, fromMinutes, SLOTS, toMinutes } from '#shared/domain/slots.ts';
import { whatsappLink, whatsappNumber } from '#shared/domain/whatsapp.ts';
import type { Cliente } from '#shared/schemas/cliente.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import type { Servicio } from '#shared/schemas/servicio.ts';
import { ASISTENCIAS } from '#shared/domain/asistencia.ts';
import { ESTADOS, turnoCodes, turnoInputSchema, turnoMessages, type Turno } from '#shared/schemas/turno.ts';
import { DateField } from '#web/components/date-field.tsx';
import { MinutesInput, MoneyInput } from '#web/components/number-inputs.tsx';
import { ApiError, errorCode } from '#web/lib/api.ts';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { searchFilter } from '#web/lib/options-filter.ts';
import { useFormModal, type SaveFailure } from '#web/lib/use-form-modal.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { turnosDelDiaQuery, useDeleteTurno, useSaveTurno, useTurnosRecibidos } from './api.ts';
import { QuickCliente } from './quick-cliente.tsx';
import { useRecordatorioDelTurno } from './recordatorio-turno.ts';
import { WithQuickCreate } from './quick-create.tsx';
import { QuickServicio } from './quick-servicio.tsx';
import {
  cambioAlServicio,
  cobroDelForm,
  esFuturo,
  horasDelModal,
  restaPagar,
  searchTexts,
  turnoFormValues,
  turnoInputFrom,
  type TurnoTarget,
} from './rules.ts';
import { agendaTexts } from './texts.ts';
import { AvisosDelTurno, avisosDelError } from './avisos.tsx';
import { ChoiceChips, ClienteElegido, DeleteTurnoDialog, TurnoModalFooter } from './turno-modal-parts.tsx';
import { useTurnoOptions } from './use-turno-options.ts';
import { ServiciosAgregados } from './servicios-agregados.tsx';
import { SoloEsteTurno, useVisitaDelModal } from './use-visita-del-modal.tsx';
import { PreguntaCancelarVisita } from './visita-cancelar.tsx';

const HORAS: string[] = [...SLOTS];
/**
 * What the client and service pickers share: searched accent-blind (a service by its name,
 * description and category), 50 options at most.
 */
const PICKER = {
  searchable: true,
  clearable: true,
  limit: 50,
  filter: searchFilter,
  // The list is drawn when it opens, not with the modal: 50 options and a measurement of the
  // page fewer on every opening (bench/agenda.ts).
  comboboxProps: { keepMounted: false },
} as const;

/** A refused time is shown as the overlap, not as a failure; a lost connection says so. */
function saveFailure(error: Error): SaveFailure | null {
  // The overlap is shown as such, and warnings with 'Guardar igual' (AvisosDelTurno).
  if (errorCode(error) === turnoCodes.superpuesto || errorCode(error) === turnoCodes.conAvisos) return null;
  if (error instanceof ApiError && error.status === 0) {
    return { title: agendaTexts.errorConectar, message: 'Revisá la conexión: el turno todavía no se guardó.' };
  }
  return { title: agendaTexts.errorGuardar, message: error.message };
}

/** What the agenda asks of its modal. */
export interface TurnoModalHandle {
  /** Opens on a free cell or a booking, every field starting from it. */
  open: (target: TurnoTarget) => void;
  close: () => void;
}

/**
 * The appointment modal (spec sections 2, 4 and 5). Mounted once with the agenda and drawn while
 * hidden (`display: none`), in a render after the grid's, so a click only fills in the fields and
 * shows it (decisions 010 and 012). Each opening starts every field, search and sub-form from the
 * clicked cell or booking.
 */
function TurnoModalView({
  ref,
  initialTarget,
  turnos,
  turnosKey,
  empleados,
  clientes,
  servicios,
  onBooked,
}: {
  ref: Ref<TurnoModalHandle>;
  /** What the hidden modal is drawn with before its first opening; later values are not used. */
  initialTarget: TurnoTarget;
  /** The bookings on screen (a day's or a week's), to check overlaps before sending. */
  turnos: readonly Turno[];
  /** Their query, read afresh at each check. */
  turnosKey: QueryKey;
  empleados: readonly Empleado[];
  clientes: readonly Cliente[];
  servicios: readonly Servicio[];
  /** After a new booking is saved. */
  onBooked?: (turno: Turno) => void;
}) {
  // Read while rendering: the default (after mounting) drew the whole modal twice per opening.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // `opening` counts the openings: the quick-create forms start closed on each one.
  const [shown, setShown] = useState({ target: initialTarget, opened: false, opening: 0 });
  const { target, opened } = shown;
  const editing = target.mode === 'edit' ? target.turno : null;
  const save = useSaveTurno();
  const remove = useDeleteTurno();
  const recordatorio = useRecordatorioDelTurno();
  const recibidos = useTurnosRecibidos();
  // Already in the cache: the agenda asked for it.
  const centre = useCentreDate().data;
  const timeZone = centre?.timeZone;
  // The payment state a new booking starts with (Ajustes), read with the session. A
  // professional's own account books in her column only, and money is the desk's: her booking is
  // at the catalogue's price and owed, and she changes only its day, time, length and attendance.
  const {
    estadoPagoTurnoNuevo: estadoDelCentro,
    turnoActualizaServicio,
    permisos,
    idEmpleado: idEmpleadoPropio,
  } = useCurrentUser();
  const propia = !permisos.centro;
  const estadoPagoTurnoNuevo = propia ? 'Debe' : estadoDelCentro;
  const [confirming, setConfirming] = useState(false);
  // The day's bookings the modal knows, for the visit's other services and the quarter hours.
  const delDia = opened ? (recibidos(turnosKey) ?? turnos) : turnos;
  const visita = useVisitaDelModal(editing, delDia, propia);
  // Set for the one send of 'Guardar igual'.
  const confirmando = useRef(false);
  // The pickers' text is what they would write for the target's choices: set with the values, it
  // spares a second drawing of the whole modal when they catch up.
  const [clienteSearch, setClienteSearch] = useState(() => searchTexts(initialTarget, clientes, servicios).cliente);
  const [servicioSearch, setServicioSearch] = useState(() => searchTexts(initialTarget, clientes, servicios).servicio);
  // First drawn after the grid, in a render that yields to the browser; a click that comes
  // before then draws it at once (`open`).
  const deferredDrawn = useDeferredValue(true, false);
  const [drawnEarly, setDrawnEarly] = useState(false);
  const drawn = deferredDrawn || drawnEarly;

  const onClose = () => {
    setShown((s) => (s.opened ? { ...s, opened: false } : s));
    // Cleared while hidden, so the next opening has nothing left to reset (a save or a removal
    // that succeeds clears its own state).
    if (save.isError) save.reset();
    if (remove.isError) remove.reset();
  };

  const {
    form,
    start,
    send,
    error: failure,
  } = useFormModal({
    initialValues: turnoFormValues(initialTarget, estadoPagoTurnoNuevo),
    schema: turnoInputSchema,
    toInput: turnoInputFrom,
    mutation: save,
    // 'Guardar igual' sends the same values over the warnings the last save met.
    variables: (values) => ({
      id: editing?.id ?? null,
      ...visita.variables(confirmando.current ? { ...values, confirmarAvisos: true } : values),
    }),
    failure: saveFailure,
    // A changed field makes the last failure stale: it is checked again on the next save.
    clearFailureOnChange: true,
    onSaved: (saved) => {
      const movido = editing !== null && saved.fecha !== editing.fecha;
      notifications.show({
        color: 'green',
        message:
          visita.agregados.length > 0
            ? `Visita de ${saved.clienteNombre} guardada: ${visita.agregados.length + 1} servicios desde las ${saved.hora}.`
            : movido
              ? `Turno de ${saved.clienteNombre} pasado al ${formatFechaCorta(saved.fecha)}: ${saved.hora}, ${saved.empleadoNombre}.`
              : `Turno de ${saved.clienteNombre} guardado: ${saved.hora}, ${saved.empleadoNombre}.`,
      });
      onClose();
      save.reset();
      if (editing === null) onBooked?.(saved);
    },
  });
  const values = form.getValues();
  // A new booking stays on the clicked cell's day; a booking can be moved to another ('Fecha').
  const fecha = values.fecha;
  const otroDia = editing !== null && fecha !== editing.fecha ? fecha : null;
  // The target day's bookings, for the overlap check before sending. Only while moving: for the
  // agenda's own day the modal keeps reading what the agenda received (decision 012).
  const otroDiaTurnos = useQuery(turnosDelDiaQuery(otroDia));

  useImperativeHandle(ref, () => ({
    open(next) {
      // A click before the modal's first drawing draws it closed at once, then opens it: Mantine
      // keeps where the keyboard was only for a modal that opens after it was mounted.
      if (!drawn) flushSync(() => setDrawnEarly(true));
      // One render: the new values, no error or search left from the last opening, and shown.
      start(turnoFormValues(next, estadoPagoTurnoNuevo));
      if (remove.status !== 'idle') remove.reset();
      setConfirming(false);
      visita.reset();
      const texts = searchTexts(next, clientes, servicios);
      setClienteSearch(texts.cliente);
      setServicioSearch(texts.servicio);
      setShown((s) => ({ target: next, opened: true, opening: s.opening + 1 }));
    },
    close: onClose,
  }));

  const { clienteOptions, servicioOptions, empleadoOptions, categorias, clientePorId } = useTurnoOptions({
    clientes,
    servicios,
    // Her column only: the others' are not hers to book in.
    empleados: propia ? empleados.filter((e) => e.id === idEmpleadoPropio) : empleados,
    editing,
  });

  const idEmpleado = values.idEmpleado === null ? null : Number(values.idEmpleado);
  const duracion = Number(values.duracion);
  const overlap =
    idEmpleado !== null && values.hora !== null && Number.isInteger(duracion) && duracion > 0
      ? findOverlap(
          { id: editing?.id ?? null, idEmpleado, fecha, hora: values.hora, duracion, asistencia: values.asistencia },
          // The latest the agenda received, not the copy it deferred to this modal.
          otroDia === null
            ? (recibidos(turnosKey) ?? turnos)
            : otroDiaTurnos.isPlaceholderData
              ? []
              : (otroDiaTurnos.data ?? []),
        )
      : undefined;
  const conflict = overlap !== undefined || errorCode(save.error) === turnoCodes.superpuesto;
  // The warnings the last save met (a block, the client elsewhere), to save over or change.
  const avisos = avisosDelError(save.error);
  const resta = values.estado === 'Pago parcial' ? restaPagar(values.costo, values.montoAbonado) : null;
  // Issue 19: what is paid asks how; money taken for a booking still to come counts in today's
  // cash, which the hint says so an advance booking is not marked paid by habit. The clock is
  // read only then (no timer: the hidden modal is not drawn again every minute).
  const { pagaAlgo, cobraAhora } = cobroDelForm(values, editing);
  const cobroAdelantado = opened && cobraAhora && timeZone !== undefined && esFuturo(values, nowIn(timeZone));
  const empleadoNombre = empleadoOptions.find((o) => o.value === values.idEmpleado)?.label ?? '';
  const fin = values.hora !== null && duracion > 0 ? fromMinutes(toMinutes(values.hora) + duracion) : null;
  // Issue 22: outside the employee's working hours, a warning, not a refusal.
  const empleado = idEmpleado === null ? undefined : empleados.find((e) => e.id === idEmpleado);
  const fuera =
    empleado !== undefined &&
    values.hora !== null &&
    duracion > 0 &&
    fueraDeHorario(empleado, fecha, values.hora, duracion);

  // What saving would write to the chosen service (spec section 4), said before it is saved.
  const servicio = servicios.find((x) => String(x.id) === values.idServicio);
  const cambio = cambioAlServicio(values, editing, servicio);

  function chooseServicio(id: string | null, chosen = servicios.find((x) => String(x.id) === id)) {
    form.setFieldValue('idServicio', id);
    // Choosing a service brings its usual duration and price (spec section 4).
    if (chosen !== undefined) form.setValues({ duracion: chosen.duracionSugerida, costo: chosen.precio });
  }

  // The reminder, with the booking's own link, tells what is booked (saved), never what is being
  // typed; a booking whose day has passed has no link to give, and needs no reminder.
  const conWhatsapp = editing !== null && whatsappNumber(editing.clienteTelefono) !== null;
  // Her own account writes to the client from her phone, without the desk's reminder.
  const reminder = !propia && conWhatsapp && centre !== undefined && editing.fecha >= centre.hoy;
  const chat = propia && conWhatsapp ? whatsappLink(whatsappNumber(editing.clienteTelefono), '') : null;
  const sinWhatsapp = editing !== null && editing.clienteTelefono.trim() !== '' && !conWhatsapp;

  // A client without a phone (a walk-in booked with only a name) gets no reminder: say how to fix it.
  const elegido = values.idCliente === null ? undefined : clientePorId.get(values.idCliente);
  const sinTelefono =
    elegido !== undefined
      ? elegido.telefono.trim() === ''
      : editing !== null && values.idCliente === String(editing.idCliente) && editing.clienteTelefono.trim() === '';

  const busy = save.isPending || remove.isPending;
  if (!drawn) return null;

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={editing === null ? 'Nuevo turno' : 'Editar turno'}
      size="lg"
      fullScreen={phone}
      // Locking the page's scroll injects a stylesheet, which makes the browser restyle the whole
      // grid: a quarter of the opening time on a full day (bench/agenda.ts). The overlay is enough.
      lockScroll={false}
      centered
      // Drawn while hidden, shown at once: no fade to wait for at the front desk. Hidden with
      // display: none rather than React's Activity, whose reveal re-runs every effect inside and
      // draws the modal a second time (decision 012).
      keepMounted
      keepMountedMode="display-none"
      transitionProps={{ duration: 0 }}
      // Escape in the delete confirmation closes only the confirmation.
      closeOnEscape={!confirming}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // An overlap is already on screen; nothing is sent until the time or employee changes.
          if (overlap !== undefined) return;
          if (visita.listo(values.asistencia)) send();
        }}
        noValidate
      >
        <Stack gap="sm">
          {editing === null ? (
            <Text size="sm" c="dimmed">
              Con <b>{empleadoNombre}</b>, {formatFechaCorta(fecha)} a las <b>{values.hora}</b>
            </Text>
          ) : (
            // Native pickers: a short list each, the phone's own wheel, and a fraction of the cost
            // of mounting a searchable one on every opening (bench/agenda.ts).
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {/* Only while shown: the agenda's own day field is also 'Fecha', and the hidden
                  modal stays in the page. Client, service, price and payment go with the move. */}
              {opened && (
                <DateField
                  label="Fecha"
                  value={values.fecha}
                  onChange={(next) => next !== null && form.setFieldValue('fecha', next)}
                  error={form.errors.fecha}
                  required
                />
              )}
              <NativeSelect
                label="Empleado"
                data={[{ value: '', label: 'Sin elegir' }, ...empleadoOptions]}
                value={values.idEmpleado ?? ''}
                onChange={(e) =>
                  form.setFieldValue('idEmpleado', e.currentTarget.value === '' ? null : e.currentTarget.value)
                }
                error={form.errors.idEmpleado}
              />
              <NativeSelect
                label="Hora"
                // A booking made off the half-hour grid (older data) keeps showing its own time.
                data={horasDelModal(values, editing, delDia, HORAS)}
                value={values.hora ?? ''}
                onChange={(e) => form.setFieldValue('hora', e.currentTarget.value)}
                error={form.errors.hora}
              />
            </SimpleGrid>
          )}
          <SoloEsteTurno acompanan={visita.acompanan} checked={visita.soloEste} onChange={visita.setSoloEste} />

          <WithQuickCreate
            opening={shown.opening}
            label="Nuevo cliente"
            sinAlta={propia}
            picker={
              <Select
                label="Cliente"
                placeholder={propia ? 'Buscá por nombre' : 'Buscá por nombre o teléfono'}
                data={clienteOptions}
                {...PICKER}
                nothingFoundMessage="No hay clientes que coincidan."
                searchValue={clienteSearch}
                onSearchChange={setClienteSearch}
                {...form.getInputProps('idCliente')}
                disabled={propia && editing !== null}
                description={sinTelefono && !propia ? agendaTexts.sinTelefono : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            }
            form={(close) => (
              <QuickCliente
                initialNombre={values.idCliente === null ? clienteSearch : ''}
                onCancel={close}
                onCreated={(c) => {
                  form.setFieldValue('idCliente', String(c.id));
                  close();
                }}
              />
            )}
          />
          {values.idCliente !== null && (
            <ClienteElegido
              propia={propia}
              id={Number(values.idCliente)}
              nombre={elegido === undefined ? (editing?.clienteNombre ?? '') : nombreCompleto(elegido)}
              idServicio={values.idServicio === null ? null : Number(values.idServicio)}
            />
          )}

          <WithQuickCreate
            opening={shown.opening}
            label="Nuevo servicio"
            sinAlta={propia}
            picker={
              <Select
                label="Servicio"
                placeholder="Buscá un servicio"
                data={servicioOptions}
                {...PICKER}
                nothingFoundMessage="No hay servicios que coincidan."
                searchValue={servicioSearch}
                onSearchChange={setServicioSearch}
                {...form.getInputProps('idServicio')}
                onChange={(id) => chooseServicio(id)}
                disabled={propia && editing !== null}
              />
            }
            form={(close) => (
              <QuickServicio
                initialDescripcion={values.idServicio === null ? servicioSearch : ''}
                categorias={categorias}
                onCancel={close}
                onCreated={(s) => {
                  chooseServicio(String(s.id), s);
                  close();
                }}
              />
            )}
          />

          <SimpleGrid cols={2} spacing="sm">
            <MinutesInput {...form.getInputProps('duracion')} />
            <MoneyInput label="Costo" required {...form.getInputProps('costo')} disabled={propia} />
          </SimpleGrid>
          {fin !== null && (
            <Text size="sm" c="dimmed" mt={-4}>
              De {values.hora} a {fin}. {agendaTexts.descuentoEnTicket}
            </Text>
          )}
          {!propia && (
            <ServiciosAgregados
              agregados={visita.agregados}
              onChange={visita.cambiarAgregados}
              servicios={servicios}
              servicioOptions={servicioOptions}
              empleadoOptions={empleadoOptions}
              primero={{ hora: values.hora, duracion }}
              error={visita.error}
            />
          )}
          {!propia && cambio !== null && servicio !== undefined && (
            <Text size="sm" c={turnoActualizaServicio ? '#7a4a00' : 'dimmed'} role="status">
              {turnoActualizaServicio
                ? agendaTexts.cambiaServicio(servicioLabel(servicio), formatMoney(cambio.precio), cambio.duracion)
                : agendaTexts.soloEsteTurno(formatMoney(servicio.precio))}
            </Text>
          )}

          {propia ? (
            <Text size="sm" c="dimmed">
              {editing === null ? agendaTexts.cobraElMostrador : `${agendaTexts.estadoDelPago}: ${editing.estado}.`}
            </Text>
          ) : (
            <ChoiceChips
              label="Estado del pago"
              id="turno-estado"
              options={ESTADOS}
              value={values.estado}
              onChange={(estado) => form.setFieldValue('estado', estado)}
              error={form.errors.estado}
            />
          )}
          {!propia && values.estado === 'Pago parcial' && (
            <SimpleGrid cols={2} spacing="sm">
              <MoneyInput label="Monto abonado" required {...form.getInputProps('montoAbonado')} />
              <Stack gap={2} justify="flex-end" pb={6} aria-live="polite">
                <Text size="sm" c="dimmed">
                  Resta pagar
                </Text>
                <Text fw={700} c={resta !== null && resta < 0 ? 'red.8' : undefined} data-testid="resta-pagar">
                  {resta === null ? '—' : formatMoney(resta)}
                </Text>
              </Stack>
            </SimpleGrid>
          )}

          {!propia && pagaAlgo && (
            <SimpleGrid cols={2} spacing="sm">
              <MedioPagoSelect {...form.getInputProps('medioPago')} />
            </SimpleGrid>
          )}
          {!propia && cobroAdelantado && (
            <Group gap={6} wrap="nowrap" align="flex-start" mt={-4}>
              <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">{values.estado === 'Pagado' ? agendaTexts.pagadoHoy : agendaTexts.abonadoHoy}</Text>
            </Group>
          )}

          {/* 'No vino' and 'Canceló' free the slot and bill nothing; the booking stays. */}
          <ChoiceChips
            label="Asistencia"
            id="turno-asistencia"
            options={ASISTENCIAS}
            value={values.asistencia}
            onChange={(asistencia) => {
              form.setFieldValue('asistencia', asistencia);
              visita.cerrarPregunta();
            }}
          />

          {fuera && (
            <Alert color="yellow" styles={LEGIBLE} title="Fuera del horario">
              {empleadoNombre} no trabaja en ese horario. Se puede reservar igual.
            </Alert>
          )}
          {conflict && (
            <Alert color="red" role="alert">
              {turnoMessages.overlap}
              {overlap !== undefined && (
                <Text size="sm" mt={4}>
                  Choca con {overlap.clienteNombre} ({overlap.servicioNombre}), de {overlap.hora} a{' '}
                  {fromMinutes(toMinutes(overlap.hora) + overlap.duracion)}.
                </Text>
              )}
            </Alert>
          )}
          {failure !== null && (
            <Alert color="red" title={failure.title} role="alert">
              {failure.message}
            </Alert>
          )}
          {visita.pregunta && editing !== null && (
            <PreguntaCancelarVisita
              turno={editing}
              otros={visita.pendientes}
              onSoloEste={() => {
                visita.cerrarPregunta();
                send();
              }}
              onHecho={onClose}
            />
          )}
          {avisos.length > 0 && (
            <AvisosDelTurno
              avisos={avisos}
              saving={save.isPending}
              onGuardarIgual={() => {
                confirmando.current = true;
                send();
                confirmando.current = false;
              }}
            />
          )}

          <TurnoModalFooter
            // Anew on each opening: nothing drawn in the last one (a save's spinner) is seen again.
            key={shown.opening}
            editing={editing}
            propia={propia}
            chat={chat}
            reminder={reminder}
            reminding={recordatorio.abriendo}
            sinWhatsapp={sinWhatsapp}
            busy={busy}
            saving={save.isPending}
            canSave={values.idCliente !== null && values.idServicio !== null}
            onDelete={() => {
              remove.reset();
              setConfirming(true);
            }}
            onCancel={onClose}
            // The chat opens in its own tab; the reminders page then shows it as sent, to every desk.
            onReminder={() => {
              if (editing === null) return;
              recordatorio.abrir(
                editing,
                clientes.find((c) => c.id === editing.idCliente)?.nombre ?? editing.clienteNombre.split(' ')[0] ?? '',
              );
            }}
          />
        </Stack>
      </form>

      {editing !== null && (
        <DeleteTurnoDialog
          // Anew on each opening, for the same reason as the footer.
          key={shown.opening}
          turno={editing}
          opened={confirming}
          busy={remove.isPending}
          error={remove.error === null ? null : { title: 'Error al eliminar', message: remove.error.message }}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(editing.id, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: `Se eliminó el turno de ${editing.clienteNombre}.` });
                setConfirming(false);
                onClose();
                remove.reset();
              },
            })
          }
        />
      )}
    </Modal>
  );
}

/**
 * Drawn again only when its props change: the agenda hands it the day's data and its first
 * target through `useDeferredValue`, so those renders never hold up the grid's (decision 012).
 */
export const TurnoModal = memo(TurnoModalView);
