import type { Workbook } from 'exceljs';
import { PRODUCTOS_CSV_COLUMNS } from '#shared/domain/catalogue-csv.ts';
import type { Producto } from '#shared/schemas/producto.ts';
import { addSheet, newWorkbook, type ColumnKind } from './sheet.ts';

export const PRODUCTOS_EXCEL_FILE = 'productos.xlsx';

/** Units are whole numbers, written as the minutes are (format '0'). */
const PRODUCTOS_KINDS: Record<(typeof PRODUCTOS_CSV_COLUMNS)[number], ColumnKind> = {
  nombre: 'texto',
  marca: 'texto',
  categoria: 'texto',
  codigo: 'texto',
  precio: 'dinero',
  costo: 'dinero',
  stock: 'minutos',
  stock_minimo: 'minutos',
  activo: 'texto',
};

/**
 * The products with the CSV export's columns and headers: money as money, units as numbers, the
 * code as text (a barcode's leading zeros stay).
 */
export function productosWorkbook(productos: readonly Producto[]): Workbook {
  const workbook = newWorkbook();
  addSheet(
    workbook,
    'Productos',
    PRODUCTOS_CSV_COLUMNS.map((header) => ({ header, kind: PRODUCTOS_KINDS[header] })),
    productos.map((p) => [
      p.nombre,
      p.marca,
      p.categoria,
      p.codigo,
      p.precio,
      p.costo,
      p.stock,
      p.stockMinimo,
      p.activo ? 'si' : 'no',
    ]),
  );
  return workbook;
}
