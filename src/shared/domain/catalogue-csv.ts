import type { z } from 'zod';
import { clienteInputSchema, type Cliente } from '#shared/schemas/cliente.ts';
import { nombreCompleto } from './names.ts';
import { servicioInputSchema, type Servicio } from '#shared/schemas/servicio.ts';
import { readCsvRecords, writeCsv, type CsvLineError } from './csv.ts';
import { parseAmountToCents } from './money.ts';

/** The services file (spec section 3). */
export const SERVICIOS_CSV_COLUMNS = ['descripcion', 'categoria', 'precio', 'duracion_sugerida', 'nombre'] as const;
export const SERVICIOS_CSV_FILE = 'servicios.csv';

/** The clients file (spec section 3). */
export const CLIENTES_CSV_COLUMNS = ['nombre', 'telefono', 'email'] as const;
export const clientesCsvFile = (fecha: string) => `clientes_${fecha}.csv`;

export type ParsedServicio = z.output<typeof servicioInputSchema>;
export type ParsedCliente = z.output<typeof clienteInputSchema>;

export type CsvImport<T, K extends string = string> =
  | { ok: true; rows: { linea: number; value: T }[]; columnas: ReadonlySet<K> }
  | { ok: false; error: string; lineas: CsvLineError[] };

export function serviciosToCsv(servicios: readonly Servicio[]): string {
  return writeCsv(
    SERVICIOS_CSV_COLUMNS,
    servicios.map((s) => [s.descripcion, s.categoria, s.precio.toFixed(2), s.duracionSugerida, s.nombre]),
  );
}

export function clientesToCsv(clientes: readonly Cliente[]): string {
  return writeCsv(
    CLIENTES_CSV_COLUMNS,
    clientes.map((c) => [nombreCompleto(c), c.telefono, c.email]),
  );
}

/** Validates every record with the entity's schema; the first problem of each bad line is kept. */
function validateAll<K extends string, T>(
  parsed: ReturnType<typeof readCsvRecords<K>>,
  toValue: (values: Record<K, string>) => z.ZodSafeParseResult<T> | { success: false; motivo: string },
): CsvImport<T, K> {
  if ('error' in parsed) return { ok: false, error: parsed.error, lineas: [] };
  const rows: { linea: number; value: T }[] = [];
  const lineas: CsvLineError[] = [];
  for (const { linea, values, problem } of parsed.records) {
    if (problem !== undefined) {
      lineas.push({ linea, motivo: problem });
      continue;
    }
    const result = toValue(values);
    if (result.success) rows.push({ linea, value: result.data });
    else if ('motivo' in result) lineas.push({ linea, motivo: result.motivo });
    else lineas.push({ linea, motivo: result.error.issues[0]?.message ?? 'Fila inválida.' });
  }
  return lineas.length > 0 ? { ok: false, error: '', lineas } : { ok: true, rows, columnas: parsed.present };
}

/** A cell quoted back in a message, cut if long. */
function short(cell: string): string {
  return cell.length > 30 ? `${cell.slice(0, 30)}…` : cell;
}

/** Minutes as written in a cell (`30`, `30.0`, `45,5`), or null when it is not a number. */
function parseMinutes(cell: string): number | null {
  const s = cell.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

export function parseServiciosCsv(text: string): CsvImport<ParsedServicio, (typeof SERVICIOS_CSV_COLUMNS)[number]> {
  return validateAll(
    readCsvRecords<(typeof SERVICIOS_CSV_COLUMNS)[number]>(text, SERVICIOS_CSV_COLUMNS, [
      'descripcion',
      'categoria',
      'precio',
      'duracion_sugerida',
    ]),
    (v) => {
      const cents = v.precio.trim() === '' ? undefined : parseAmountToCents(v.precio);
      if (cents === null) return { success: false, motivo: `El precio "${short(v.precio)}" no es un número válido.` };
      const minutes = v.duracion_sugerida.trim() === '' ? undefined : parseMinutes(v.duracion_sugerida);
      if (minutes === null) {
        return { success: false, motivo: `La duración "${short(v.duracion_sugerida)}" no es un número de minutos.` };
      }
      return servicioInputSchema.safeParse({
        descripcion: v.descripcion,
        categoria: v.categoria,
        precio: cents === undefined ? undefined : cents / 100,
        duracionSugerida: minutes,
        nombre: v.nombre,
      });
    },
  );
}

export function parseClientesCsv(text: string): CsvImport<ParsedCliente, (typeof CLIENTES_CSV_COLUMNS)[number]> {
  return validateAll(
    readCsvRecords<(typeof CLIENTES_CSV_COLUMNS)[number]>(text, CLIENTES_CSV_COLUMNS, ['nombre', 'telefono']),
    // As the API: a client booked from the agenda without a phone exports, and imports back.
    (v) => clienteInputSchema.safeParse({ nombre: v.nombre, telefono: v.telefono, email: v.email }),
  );
}
