import { importErrorSummary, MAX_LISTED_ERRORS, type CsvLineError } from '#shared/domain/csv.ts';
import { importCodes } from '#shared/schemas/importacion.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * A refused import as a 400: one Spanish sentence, plus the first bad lines with their numbers
 * and reasons (`lineas`) and how many there were in all.
 */
export function importFailure(failure: { error: string; lineas: CsvLineError[] }): HttpError {
  if (failure.lineas.length === 0) return new HttpError(400, failure.error, { code: importCodes.invalida });
  return new HttpError(400, importErrorSummary(failure.lineas), {
    code: importCodes.lineasConError,
    lineas: failure.lineas.slice(0, MAX_LISTED_ERRORS),
    totalLineasConError: failure.lineas.length,
  });
}
