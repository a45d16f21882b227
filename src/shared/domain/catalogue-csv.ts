import type { z } from 'zod';
import { clienteInputSchema, type Cliente } from '#shared/schemas/cliente.ts';
import { nombreCompleto } from './names.ts';
import { productoInputSchema, type Producto } from '#shared/schemas/producto.ts';
import { servicioInputSchema, type Servicio } from '#shared/schemas/servicio.ts';
import { readCsvRecords, writeCsv, type CsvLineError } from './csv.ts';
import { parseAmountToCents } from './money.ts';

/** The services file (spec section 3). */
export const SERVICIOS_CSV_COLUMNS = ['descripcion', 'categoria', 'precio', 'duracion_sugerida', 'nombre'] as const;
export const SERVICIOS_CSV_FILE = 'servicios.csv';

/** The clients file (spec section 3). */
export const CLIENTES_CSV_COLUMNS = ['nombre', 'telefono', 'email'] as const;
export const clientesCsvFile = (fecha: string) => `clientes_${fecha}.csv`;

/**
 * The products file: `stock` is a new product's starting stock (a product already there, found
 * by its code, keeps its own: stock only moves).
 */
export const PRODUCTOS_CSV_COLUMNS = [
  'nombre',
  'marca',
  'categoria',
  'codigo',
  'precio',
  'costo',
  'stock',
  'stock_minimo',
  'activo',
] as const;
export const PRODUCTOS_CSV_FILE = 'productos.csv';

export type ParsedServicio = z.output<typeof servicioInputSchema>;
export type ParsedCliente = z.output<typeof clienteInputSchema>;
export type ParsedProducto = z.output<typeof productoInputSchema>;

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

export function productosToCsv(productos: readonly Producto[]): string {
  return writeCsv(
    PRODUCTOS_CSV_COLUMNS,
    productos.map((p) => [
      p.nombre,
      p.marca,
      p.categoria,
      p.codigo,
      p.precio.toFixed(2),
      p.costo === null ? '' : p.costo.toFixed(2),
      p.stock,
      p.stockMinimo,
      p.activo ? 'si' : 'no',
    ]),
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

/** A whole number of units as written in a cell (`12`, `12.0`), or null. */
function parseUnits(cell: string): number | null {
  const s = cell.trim().replace(',', '.');
  return /^\d+(\.0+)?$/.test(s) ? Number(s) : null;
}

/** `si`/`no` (also `sí`, `1`/`0`, `true`/`false`), or null. */
function parseSiNo(cell: string): boolean | null {
  const s = cell.trim().toLowerCase();
  if (['si', 'sí', '1', 'true', 'verdadero'].includes(s)) return true;
  if (['no', '0', 'false', 'falso'].includes(s)) return false;
  return null;
}

export function parseProductosCsv(text: string): CsvImport<ParsedProducto, (typeof PRODUCTOS_CSV_COLUMNS)[number]> {
  return validateAll(
    readCsvRecords<(typeof PRODUCTOS_CSV_COLUMNS)[number]>(text, PRODUCTOS_CSV_COLUMNS, ['nombre', 'precio']),
    (v) => {
      const precio = v.precio.trim() === '' ? undefined : parseAmountToCents(v.precio);
      if (precio === null) return { success: false, motivo: `El precio "${short(v.precio)}" no es un número válido.` };
      const costo = v.costo.trim() === '' ? undefined : parseAmountToCents(v.costo);
      if (costo === null) return { success: false, motivo: `El costo "${short(v.costo)}" no es un número válido.` };
      const stock = v.stock.trim() === '' ? undefined : parseUnits(v.stock);
      if (stock === null) return { success: false, motivo: `El stock "${short(v.stock)}" no es un número entero.` };
      const minimo = v.stock_minimo.trim() === '' ? undefined : parseUnits(v.stock_minimo);
      if (minimo === null) {
        return { success: false, motivo: `El stock mínimo "${short(v.stock_minimo)}" no es un número entero.` };
      }
      const activo = v.activo.trim() === '' ? undefined : parseSiNo(v.activo);
      if (activo === null) return { success: false, motivo: `Activo "${short(v.activo)}" debe ser si o no.` };
      return productoInputSchema.safeParse({
        nombre: v.nombre,
        marca: v.marca,
        categoria: v.categoria,
        codigo: v.codigo,
        precio: precio === undefined ? undefined : precio / 100,
        costo: costo === undefined ? undefined : costo / 100,
        stock,
        stockMinimo: minimo,
        activo,
      });
    },
  );
}
