import { fromCents, toCents } from '../../../shared/domain/money.ts';
import { servicioInputSchema } from '../../../shared/schemas/servicio.ts';
import { ESTADOS, type Estado, type TurnoInput } from '../../../shared/schemas/turno.ts';
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

export interface QuickServicioValues {
  categoria: string;
  descripcion: string;
  precio: NumberField;
  duracionSugerida: NumberField;
}

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
export interface TurnoFormValues {
  idCliente: string | null;
  idServicio: string | null;
  idEmpleado: string | null;
  hora: string | null;
  duracion: NumberField;
  costo: NumberField;
  /** Null when the booking holds a state the modal does not know: staff must choose one. */
  estado: Estado | null;
  montoAbonado: NumberField;
}

/** The modal's fields as the API takes them (the shared schema then checks every rule). */
export function turnoInputFrom(values: TurnoFormValues, fecha: string): Record<keyof TurnoInput, unknown> {
  return {
    idCliente: idOrUndefined(values.idCliente),
    idServicio: idOrUndefined(values.idServicio),
    idEmpleado: idOrUndefined(values.idEmpleado),
    fecha,
    hora: values.hora ?? undefined,
    duracion: numberOrUndefined(values.duracion),
    costo: numberOrUndefined(values.costo),
    // null, not undefined: undefined would quietly become the default 'Pagado'.
    estado: values.estado,
    // Only a partial payment carries an amount (spec section 4).
    montoAbonado: values.estado === 'Pago parcial' ? numberOrUndefined(values.montoAbonado) : null,
  };
}

/** A stored state as the modal's choice, compared without regard to case; null when unknown. */
export function estadoConocido(estado: string): Estado | null {
  const folded = estado.trim().toLowerCase();
  return ESTADOS.find((e) => e.toLowerCase() === folded) ?? null;
}
