import { ASISTENCIA_INICIAL, ASISTENCIAS, type Asistencia } from '#shared/domain/asistencia.ts';
import { cuartoTrasDe, toMinutes } from '#shared/domain/slots.ts';
import { fromCents, toCents } from '#shared/domain/money.ts';
import { MEDIO_PAGO_INICIAL, MEDIOS_PAGO, pagadoCents, type MedioPago } from '#shared/domain/pagos.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { ensenaAlServicio } from '#shared/domain/precio-del-turno.ts';
import type { EstadoTurnoNuevo } from '#shared/schemas/ajustes.ts';
import type { Cliente } from '#shared/schemas/cliente.ts';
import { servicioInputSchema, type Servicio } from '#shared/schemas/servicio.ts';
import {
  ESTADOS,
  turnoInputSchema,
  type Estado,
  type Turno,
  type TurnoInput,
  type TurnoValues,
} from '#shared/schemas/turno.ts';
import { agendaTexts } from './texts.ts';

/** A number field as Mantine gives it: a number, or '' when empty. */
type NumberField = number | string;

function blank(value: NumberField): boolean {
  return typeof value === 'string' ? value.trim() === '' : !Number.isFinite(value);
}

function numberOrUndefined(value: NumberField): number | undefined {
  return blank(value) ? undefined : Number(value);
}

function idOrUndefined(value: string | null): number | undefined {
  return value === null || value === '' ? undefined : Number(value);
}

export type QuickServicioValues = {
  categoria: string;
  descripcion: string;
  precio: NumberField;
  duracionSugerida: NumberField;
};

/** What is wrong with a quick service before sending it, in the spec's words, or null. */
export function quickServicioProblem(values: QuickServicioValues): string | null {
  if ([values.categoria, values.descripcion, values.precio, values.duracionSugerida].some(blank)) {
    return agendaTexts.camposObligatorios;
  }
  if (Number(values.precio) <= 0 || Number(values.duracionSugerida) <= 0) return agendaTexts.precioDuracion;
  const parsed = servicioInputSchema.safeParse({ ...values, nombre: '' });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? agendaTexts.camposObligatorios);
}

/** 'Resta pagar': price minus the amount paid, exact to the cent; null until both are numbers. */
export function restaPagar(costo: NumberField, montoAbonado: NumberField): number | null {
  if (blank(costo) || blank(montoAbonado)) return null;
  return fromCents(toCents(Number(costo)) - toCents(Number(montoAbonado)));
}

/** The appointment modal's fields, as its inputs hold them. */
export type TurnoFormValues = {
  /** The day: the clicked cell's for a new booking; for a booking, where it is moved to. */
  fecha: string;
  idCliente: string | null;
  idServicio: string | null;
  idEmpleado: string | null;
  hora: string | null;
  duracion: NumberField;
  costo: NumberField;
  /** Null when the booking holds a state the modal does not know: staff must choose one. */
  estado: Estado | null;
  montoAbonado: NumberField;
  asistencia: Asistencia;
  /** How what this save pays came in (issue 19). */
  medioPago: MedioPago;
};

/** The modal's fields as the API takes them (the shared schema then checks every rule). */
export function turnoInputFrom(values: TurnoFormValues): Record<keyof TurnoInput, unknown> {
  return {
    idCliente: idOrUndefined(values.idCliente),
    idServicio: idOrUndefined(values.idServicio),
    idEmpleado: idOrUndefined(values.idEmpleado),
    fecha: values.fecha,
    hora: values.hora ?? undefined,
    duracion: numberOrUndefined(values.duracion),
    costo: numberOrUndefined(values.costo),
    // null, not undefined: undefined would quietly become the default 'Pagado'.
    estado: values.estado,
    // Only a partial payment carries an amount (spec section 4).
    montoAbonado: values.estado === 'Pago parcial' ? numberOrUndefined(values.montoAbonado) : null,
    asistencia: values.asistencia,
    medioPago: values.medioPago,
    // The panel is stopped at any warning first; the modal's 'Guardar igual' sends true.
    confirmarAvisos: false,
    // Set by the caller: the visit a service added joins, or a change kept to this booking alone.
    idVisita: undefined,
    soloEsteTurno: undefined,
  };
}

/**
 * What the modal's values have paid, in cents: the whole price when 'Pagado', the amount when
 * 'Pago parcial' (0 while a field is not a number yet).
 */
function pagadoDelForm(values: Pick<TurnoFormValues, 'costo' | 'estado' | 'montoAbonado'>): number {
  if (values.estado === 'Pagado') return blank(values.costo) ? 0 : toCents(Number(values.costo)) || 0;
  if (values.estado === 'Pago parcial')
    return blank(values.montoAbonado) ? 0 : toCents(Number(values.montoAbonado)) || 0;
  return 0;
}

/**
 * The payment side of the modal (issue 19): whether something is paid, so the method is asked,
 * and whether saving takes money in now, which the day's cash records today whatever the
 * appointment's day.
 */
export function cobroDelForm(
  values: Pick<TurnoFormValues, 'costo' | 'estado' | 'montoAbonado'>,
  editing: Turno | null,
): { pagaAlgo: boolean; cobraAhora: boolean } {
  const pagado = pagadoDelForm(values);
  const antes = editing === null ? 0 : pagadoCents(editing);
  return { pagaAlgo: pagado > 0, cobraAhora: pagado > antes };
}

/** True when the appointment's day and time are still to come at the centre's `now`. */
export function esFuturo(
  turno: { fecha: string; hora: string | null },
  now: { fecha: string; hora: string } | null,
): boolean {
  if (now === null || turno.hora === null) return false;
  return `${turno.fecha} ${turno.hora}` > `${now.fecha} ${now.hora}`;
}

/** A stored state as the modal's choice, compared without regard to case; null when unknown. */
export function estadoConocido(estado: string): Estado | null {
  const folded = estado.trim().toLowerCase();
  return ESTADOS.find((e) => e.toLowerCase() === folded) ?? null;
}

/** What the booking modal opens on: a free cell (new mode) or a booking (edit mode). */
export type TurnoTarget =
  | {
      mode: 'new';
      fecha: string;
      idEmpleado: number;
      hora: string;
      /** The client already chosen: 'Nuevo turno' from their file (issue 20). */
      idCliente?: number;
    }
  | { mode: 'edit'; turno: Turno };

/**
 * The modal's fields at an opening: a new booking's defaults (its payment state as Ajustes sets
 * it, the spec's 'Pagado' by default), or the booking as it is.
 */
export function turnoFormValues(target: TurnoTarget, estadoNuevo: EstadoTurnoNuevo = 'Pagado'): TurnoFormValues {
  if (target.mode === 'new') {
    return {
      fecha: target.fecha,
      idCliente: target.idCliente === undefined ? null : String(target.idCliente),
      idServicio: null,
      idEmpleado: String(target.idEmpleado),
      hora: target.hora,
      duracion: 30,
      costo: '',
      estado: estadoNuevo,
      montoAbonado: '',
      asistencia: ASISTENCIA_INICIAL,
      medioPago: MEDIO_PAGO_INICIAL,
    };
  }
  const t = target.turno;
  return {
    fecha: t.fecha,
    idCliente: String(t.idCliente),
    idServicio: String(t.idServicio),
    idEmpleado: String(t.idEmpleado),
    hora: t.hora,
    duracion: t.duracion,
    costo: t.costo,
    // An unknown state is left unchosen: saving it as 'Pagado' would erase a debt.
    estado: estadoConocido(t.estado),
    montoAbonado: t.montoAbonado ?? '',
    asistencia: ASISTENCIAS.find((a) => a === t.asistencia) ?? ASISTENCIA_INICIAL,
    medioPago: MEDIOS_PAGO.find((m) => m === t.medioPago) ?? MEDIO_PAGO_INICIAL,
  };
}

/** A client as the picker lists them: the name, and the phone when there is one. */
export function clienteLabel(c: Cliente): string {
  return c.telefono === '' ? nombreCompleto(c) : `${nombreCompleto(c)} · ${c.telefono}`;
}

/** A booking's client, service or employee that is no longer active, as its picker shows it. */
export const dadoDeBaja = (nombre: string) => `${nombre} (dado de baja)`;

/** The text the client and service pickers show for a target's choices. */
export function searchTexts(
  target: TurnoTarget,
  clientes: readonly Cliente[],
  servicios: readonly Servicio[],
): { cliente: string; servicio: string } {
  if (target.mode === 'new') {
    const cliente = clientes.find((c) => c.id === target.idCliente);
    return { cliente: cliente === undefined ? '' : clienteLabel(cliente), servicio: '' };
  }
  const t = target.turno;
  const cliente = clientes.find((c) => c.id === t.idCliente);
  const servicio = servicios.find((x) => x.id === t.idServicio);
  return {
    cliente: cliente === undefined ? dadoDeBaja(t.clienteNombre) : clienteLabel(cliente),
    servicio: servicio === undefined ? dadoDeBaja(t.servicioNombre) : servicioLabel(servicio),
  };
}

/** What the grid changes on a booking without the modal: its attendance, or its day, time and employee. */
export type CambioTurno = Partial<
  Pick<TurnoValues, 'fecha' | 'hora' | 'idEmpleado' | 'asistencia' | 'confirmarAvisos'>
>;

/**
 * A booking with one change, as the API takes it: everything else (client, service, price,
 * payment) as it is. A problem the shared rules find (an unknown payment state in older data)
 * comes back as its message, so nothing is sent.
 */
export function turnoCambiado(turno: Turno, cambio: CambioTurno): { values: TurnoValues } | { problem: string } {
  const parsed = turnoInputSchema.safeParse({
    idCliente: turno.idCliente,
    idServicio: turno.idServicio,
    idEmpleado: turno.idEmpleado,
    fecha: turno.fecha,
    hora: turno.hora,
    duracion: turno.duracion,
    costo: turno.costo,
    estado: estadoConocido(turno.estado) ?? turno.estado,
    montoAbonado: turno.montoAbonado,
    asistencia: turno.asistencia,
    // No money moves on a drag or an attendance mark; the method stays what the booking shows.
    medioPago: turno.medioPago ?? undefined,
    // Stopped at any warning the move meets; 'Mover igual' sends true.
    confirmarAvisos: false,
    ...cambio,
  });
  return parsed.success
    ? { values: parsed.data }
    : { problem: parsed.error.issues[0]?.message ?? agendaTexts.errorGuardar };
}

/**
 * What saving would write to the chosen service, by the server's rule (ensenaAlServicio): a
 * price or duration other than the service's, set on this save. Null when the service stays.
 */
export function cambioAlServicio(
  values: Pick<TurnoFormValues, 'idServicio' | 'costo' | 'duracion'>,
  editing: Pick<Turno, 'idServicio' | 'costo' | 'duracion'> | null,
  servicio: { id: number; precio: number; duracionSugerida: number } | undefined,
): { precio: number; duracion: number } | null {
  const costo = typeof values.costo === 'number' ? values.costo : Number.NaN;
  const duracion = typeof values.duracion === 'number' ? values.duracion : Number.NaN;
  if (servicio === undefined || !(costo > 0) || !(duracion > 0)) return null;
  if (costo === servicio.precio && duracion === servicio.duracionSugerida) return null;
  return ensenaAlServicio(editing, { idServicio: servicio.id, costo, duracion }) ? { precio: costo, duracion } : null;
}

/**
 * The times the modal offers: the grid's, the booking's own when it is off them, and each quarter
 * hour where another booking of the same professional or client ends that day (decision 056).
 */
export function horasDelModal(
  values: Pick<TurnoFormValues, 'hora' | 'idEmpleado' | 'idCliente'>,
  editing: Turno | null,
  delDia: readonly Turno[],
  horas: readonly string[],
): string[] {
  const cuartos = delDia
    .filter(
      (t) =>
        t.id !== editing?.id &&
        (String(t.idEmpleado) === values.idEmpleado || String(t.idCliente) === values.idCliente),
    )
    .map(cuartoTrasDe)
    .filter((h) => h !== null);
  const todas = new Set([...horas, ...cuartos, ...(values.hora === null ? [] : [values.hora])]);
  return [...todas].sort((a, b) => toMinutes(a) - toMinutes(b));
}
