import { formatInstante } from '#shared/domain/dates.ts';
import { formatMoney, fromCents, toCents } from '#shared/domain/money.ts';
import type { CajaDia } from '#shared/schemas/caja.ts';

/** A number field as Mantine gives it: a number, or '' when empty. */
type NumberField = number | string;

const EFECTIVO = 'Efectivo';

function numberOrNull(value: NumberField): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The day's cash in minus cash out, in cents: what the float grows or shrinks by. */
export function efectivoNetoCents(dia: Pick<CajaDia, 'ingresos' | 'egresos'>): number {
  const efectivo = (porMedio: CajaDia['ingresos']['porMedio']) =>
    toCents(porMedio.find((p) => p.medioPago === EFECTIVO)?.total ?? 0);
  return efectivo(dia.ingresos.porMedio) - efectivo(dia.egresos.porMedio);
}

/** 'Efectivo esperado en caja' for the float typed: null until it is a number. */
export function esperadoCon(dia: Pick<CajaDia, 'ingresos' | 'egresos'>, fondoInicial: NumberField): number | null {
  const fondo = numberOrNull(fondoInicial);
  return fondo === null ? null : fromCents(toCents(fondo) + efectivoNetoCents(dia));
}

/** Counted minus expected, exact to the cent; null until both are numbers. */
export function diferenciaCon(esperado: number | null, contado: NumberField): number | null {
  const n = numberOrNull(contado);
  return esperado === null || n === null ? null : fromCents(toCents(n) - toCents(esperado));
}

/** A difference as people read it: 'Sobrante $ 200,00', 'Faltante $ 299,50', 'Sin diferencia'. */
export function diferenciaTexto(diferencia: number): string {
  if (diferencia > 0) return `Sobrante ${formatMoney(diferencia)}`;
  if (diferencia < 0) return `Faltante ${formatMoney(-diferencia)}`;
  return 'Sin diferencia';
}

/**
 * The colour of a difference: red short, brown-orange over (money nobody can account for either),
 * green none; every one readable on white (WCAG AA, as the panel's other dark green).
 */
export function diferenciaColor(diferencia: number): string {
  if (diferencia < 0) return 'red.9';
  if (diferencia > 0) return '#8f3a00';
  return '#1b5e31';
}

/** When a close was made, in the centre's time zone: '23/11/2026 19:05'. */
export function cerradoCuando(cerradoAt: string, timeZone: string): string {
  return formatInstante(cerradoAt, timeZone);
}
