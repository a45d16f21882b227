import { addDays } from './dates.ts';
import { contar } from './plural.ts';

/**
 * Date ranges of the reports (spec sections 4 and 9): weeks run Monday to Sunday; a "quincena"
 * is the 1st to the 15th. "Today" is always the centre's date, passed in as `YYYY-MM-DD`.
 */

export interface Rango {
  desde: string;
  hasta: string;
}

/** The summary offers the current week and the three before it. */
export const SEMANAS_ATRAS = [0, 1, 2, 3] as const;

function weekday(fecha: string): number {
  const [y, m, d] = fecha.split('-').map(Number);
  // 0 = Monday … 6 = Sunday.
  return (new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay() + 6) % 7;
}

/** Monday to Sunday of the week `offset` weeks before the one holding `hoy`. */
export function semana(hoy: string, offset = 0): Rango {
  const desde = addDays(hoy, -weekday(hoy) - 7 * offset);
  return { desde, hasta: addDays(desde, 6) };
}

function lastDayOfMonth(fecha: string): string {
  const [y, m] = fecha.split('-').map(Number);
  const last = new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
  return `${fecha.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

export const RANGOS = ['semana', 'quincena', 'mes'] as const;
export type TipoRango = (typeof RANGOS)[number];

/** The history's range choices: this week, the 1st to the 15th of this month, or the whole month. */
export function rangoHistorial(tipo: TipoRango, hoy: string): Rango {
  if (tipo === 'semana') return semana(hoy);
  const desde = `${hoy.slice(0, 8)}01`;
  return { desde, hasta: tipo === 'quincena' ? `${hoy.slice(0, 8)}15` : lastDayOfMonth(hoy) };
}

/** `2026-11-16` → `16/11`. */
export function ddMM(fecha: string): string {
  return `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
}

/** A range as the week selector shows it: `16/11 al 22/11`. */
export function rangoCorto({ desde, hasta }: Rango): string {
  return `${ddMM(desde)} al ${ddMM(hasta)}`;
}

/** The week selector's label: 'Semana actual', 'Hace 1 semana', 'Hace 2 semanas'. */
export function semanaLabel(offset: number): string {
  if (offset === 0) return 'Semana actual';
  return `Hace ${contar(offset, 'semana')}`;
}

/** Whole days from `desde` to `hasta` (0 for the same day). */
export function daysBetween({ desde, hasta }: Rango): number {
  return Math.round((Date.parse(hasta) - Date.parse(desde)) / 86_400_000);
}

/**
 * The fortnight ('quincena') holding `hoy`, or `offset` fortnights before: the 1st to the 15th,
 * or the 16th to the month's end, as centres settle their professionals.
 */
export function quincena(hoy: string, offset = 0): Rango {
  let mes = `${hoy.slice(0, 8)}01`;
  // Halves counted from the month's first: 0 the first half, 1 the second.
  let mitad = Number(hoy.slice(8, 10)) <= 15 ? 0 : 1;
  mitad -= offset;
  while (mitad < 0) {
    mes = addMonthsFirst(mes, -1);
    mitad += 2;
  }
  return mitad === 0
    ? { desde: mes, hasta: `${mes.slice(0, 8)}15` }
    : { desde: `${mes.slice(0, 8)}16`, hasta: lastDayOfMonth(mes) };
}

/** The month holding `hoy`, or `offset` months before, first day to last. */
export function mes(hoy: string, offset = 0): Rango {
  const desde = addMonthsFirst(`${hoy.slice(0, 8)}01`, -offset);
  return { desde, hasta: lastDayOfMonth(desde) };
}

/** The first of the month `months` after the one starting at `primero` (a first of month). */
function addMonthsFirst(primero: string, months: number): string {
  const [y, m] = primero.split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 + months, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The periods a professional's earnings and her settlements are read by. */
export const PERIODOS = ['Esta quincena', 'Quincena anterior', 'Este mes', 'Mes anterior'] as const;
export type Periodo = (typeof PERIODOS)[number];

export function rangoDelPeriodo(periodo: Periodo, hoy: string): Rango {
  switch (periodo) {
    case 'Esta quincena':
      return quincena(hoy);
    case 'Quincena anterior':
      return quincena(hoy, 1);
    case 'Este mes':
      return mes(hoy);
    case 'Mes anterior':
      return mes(hoy, 1);
  }
}
