import { z } from 'zod';
import { contar, plural } from '#shared/domain/plural.ts';

/** What a successful CSV import answers: rows added and rows that updated what was there. */
export const importResultSchema = z.object({ agregados: z.number().int(), actualizados: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** What an import file holds, to name it in the counts: 'servicio' / 'servicios'. */
export interface ImportNoun {
  uno: string;
  varios: string;
}

/** The sentence after an import: 'Se agregó 1 servicio y se actualizaron 2.' */
export function importResultMessage({ agregados, actualizados }: ImportResult, noun: ImportNoun): string {
  return (
    `${plural(agregados, 'Se agregó', 'Se agregaron')} ${contar(agregados, noun.uno, noun.varios)} y ` +
    `${plural(actualizados, 'se actualizó', 'se actualizaron')} ${actualizados}.`
  );
}

/** The codes of a refused CSV upload or import (the sentences are the server's). */
export const importCodes = {
  /** The file as a whole cannot be imported (no header, no rows…). */
  invalida: 'importacion_invalida',
  /** Some lines are wrong: they come in `lineas`, and nothing was imported. */
  lineasConError: 'importacion_con_errores',
  sinArchivo: 'csv_sin_archivo',
  demasiadoGrande: 'csv_demasiado_grande',
  noEsFormulario: 'csv_no_es_formulario',
  noEsTexto: 'csv_no_es_texto',
  unSoloArchivo: 'csv_un_solo_archivo',
  incompleto: 'csv_incompleto',
} as const;

/** The extra fields of a refused import's 400 answer, beside `error`. */
export const importFailureSchema = z.object({
  error: z.string(),
  lineas: z.array(z.object({ linea: z.number().int(), motivo: z.string() })).optional(),
  totalLineasConError: z.number().int().optional(),
});
