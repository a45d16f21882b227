import type { Rango } from './ranges.ts';

/*
 * Argentina's national holidays, as a list kept here: the fixed ones, those the law moves to a
 * Monday (ley 27.399: a Tuesday or Wednesday to the Monday before, a Thursday or Friday to the
 * Monday after), Easter's and carnival's, and the bridge days the government declares for
 * tourism. A centre is closed on each unless the owner opens it ('Abrimos el 8/12'); a year not
 * listed has none, and its days are the owner's to close (Ajustes, 'Días cerrados').
 */

export interface Feriado {
  fecha: string;
  nombre: string;
}

const FERIADOS: Readonly<Record<number, readonly Feriado[]>> = {
  2026: [
    { fecha: '2026-01-01', nombre: 'Año Nuevo' },
    { fecha: '2026-02-16', nombre: 'Carnaval' },
    { fecha: '2026-02-17', nombre: 'Carnaval' },
    { fecha: '2026-03-23', nombre: 'Feriado puente turístico' },
    { fecha: '2026-03-24', nombre: 'Día Nacional de la Memoria por la Verdad y la Justicia' },
    { fecha: '2026-04-02', nombre: 'Día del Veterano y de los Caídos en la Guerra de Malvinas' },
    { fecha: '2026-04-03', nombre: 'Viernes Santo' },
    { fecha: '2026-05-01', nombre: 'Día del Trabajador' },
    { fecha: '2026-05-25', nombre: 'Día de la Revolución de Mayo' },
    { fecha: '2026-06-15', nombre: 'Paso a la Inmortalidad del General Martín Miguel de Güemes' },
    { fecha: '2026-06-20', nombre: 'Paso a la Inmortalidad del General Manuel Belgrano' },
    { fecha: '2026-07-09', nombre: 'Día de la Independencia' },
    { fecha: '2026-07-10', nombre: 'Feriado puente turístico' },
    { fecha: '2026-08-17', nombre: 'Paso a la Inmortalidad del General José de San Martín' },
    { fecha: '2026-10-12', nombre: 'Día del Respeto a la Diversidad Cultural' },
    { fecha: '2026-11-23', nombre: 'Día de la Soberanía Nacional' },
    { fecha: '2026-12-07', nombre: 'Feriado puente turístico' },
    { fecha: '2026-12-08', nombre: 'Inmaculada Concepción de María' },
    { fecha: '2026-12-25', nombre: 'Navidad' },
  ],
  2027: [
    { fecha: '2027-01-01', nombre: 'Año Nuevo' },
    { fecha: '2027-02-08', nombre: 'Carnaval' },
    { fecha: '2027-02-09', nombre: 'Carnaval' },
    { fecha: '2027-03-24', nombre: 'Día Nacional de la Memoria por la Verdad y la Justicia' },
    { fecha: '2027-03-26', nombre: 'Viernes Santo' },
    { fecha: '2027-04-02', nombre: 'Día del Veterano y de los Caídos en la Guerra de Malvinas' },
    { fecha: '2027-05-01', nombre: 'Día del Trabajador' },
    { fecha: '2027-05-25', nombre: 'Día de la Revolución de Mayo' },
    { fecha: '2027-06-20', nombre: 'Paso a la Inmortalidad del General Manuel Belgrano' },
    { fecha: '2027-06-21', nombre: 'Paso a la Inmortalidad del General Martín Miguel de Güemes' },
    { fecha: '2027-07-09', nombre: 'Día de la Independencia' },
    { fecha: '2027-08-16', nombre: 'Paso a la Inmortalidad del General José de San Martín' },
    { fecha: '2027-10-11', nombre: 'Día del Respeto a la Diversidad Cultural' },
    { fecha: '2027-11-20', nombre: 'Día de la Soberanía Nacional' },
    { fecha: '2027-12-08', nombre: 'Inmaculada Concepción de María' },
    { fecha: '2027-12-25', nombre: 'Navidad' },
  ],
};

/** The years the list holds. */
export const ANIOS_CON_FERIADOS = Object.keys(FERIADOS).map(Number);

/** A year's national holidays, in order (none for a year the list does not hold). */
export function feriadosDelAnio(anio: number): readonly Feriado[] {
  return FERIADOS[anio] ?? [];
}

/** The holidays of a range of days. */
export function feriadosDelRango({ desde, hasta }: Rango): Feriado[] {
  const feriados: Feriado[] = [];
  for (let anio = Number(desde.slice(0, 4)); anio <= Number(hasta.slice(0, 4)); anio++) {
    feriados.push(...feriadosDelAnio(anio));
  }
  return feriados.filter((f) => f.fecha >= desde && f.fecha <= hasta);
}

/** A closed spell of the centre's own (vacations, a refurbishment), with why. */
export interface DiaCerrado {
  desde: string;
  hasta: string;
  motivo: string;
}

/** What closes the centre, as its settings say: the holidays it does not open on, and its own days. */
export interface CierresDelCentro {
  /** Holidays the centre opens on after all. */
  feriadosAbiertos: readonly string[];
  diasCerrados: readonly DiaCerrado[];
}

/**
 * Why the centre is closed on `fecha` ('Feriado: Navidad', 'Vacaciones'), or null when it is
 * open: a holiday it has not opened, or a day of its own closed spells.
 */
export function motivoDeCierre(fecha: string, cierres: CierresDelCentro): string | null {
  const propio = cierres.diasCerrados.find((d) => fecha >= d.desde && fecha <= d.hasta);
  if (propio !== undefined) return propio.motivo === '' ? 'Cerrado' : propio.motivo;
  const feriado = feriadosDelAnio(Number(fecha.slice(0, 4))).find((f) => f.fecha === fecha);
  if (feriado !== undefined && !cierres.feriadosAbiertos.includes(fecha)) return `Feriado: ${feriado.nombre}`;
  return null;
}
