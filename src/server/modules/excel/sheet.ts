import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import type * as ExcelJS from 'exceljs';

/**
 * The shared setup of every Excel file the panel exports (issue 19, decision 021): typed cells,
 * one number format per kind of column, a bold header row that stays in view, widths that fit.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel's format codes, which always use ',' for thousands and '.' for decimals: a spreadsheet
 * in Spanish (Argentina) shows the money one as `$ 1.234,50`, as the panel does.
 */
export const NUM_FMT = {
  dinero: '"$" #,##0.00',
  fecha: 'dd/mm/yyyy',
  hora: 'hh:mm',
  minutos: '0',
} as const;

/**
 * What a column holds, and so how its cells are written:
 * - texto: a string, always a text cell (a description starting with '=' never becomes a formula);
 * - dinero: an amount (2 decimals) as a number with the money format;
 * - fecha: an ISO date (AAAA-MM-DD) as an Excel date;
 * - hora: 'HH:MM' as an Excel time (a fraction of a day);
 * - minutos: a whole number.
 */
export type ColumnKind = 'texto' | keyof typeof NUM_FMT;

export interface Column {
  header: string;
  kind: ColumnKind;
}

export type CellValue = string | number | null;

/** Least and greatest width of a text column, in characters. */
const TEXT_WIDTH = { min: 10, max: 50 } as const;
/** Widths that fit the formatted values of the other kinds (and their header). */
const FIXED_WIDTH: Record<Exclude<ColumnKind, 'texto'>, number> = { dinero: 16, fecha: 12, hora: 8, minutos: 10 };

const require = createRequire(import.meta.url);

/**
 * exceljs is a large library (≈ 37 MB of memory, a third of a second to load): required at the
 * first export, never at start, as the password dictionaries are (decisions 014, 016). It is
 * CommonJS, whose types are written as an ES module's: `require` gives what they describe.
 */
export function newWorkbook(): ExcelJS.Workbook {
  const { Workbook } = require('exceljs') as typeof ExcelJS;
  const workbook = new Workbook();
  workbook.creator = 'Panel del centro';
  return workbook;
}

/**
 * A date as Excel keeps it: a day count, built at UTC midnight because exceljs turns a Date into
 * that count in UTC; a date at local midnight would land on the previous day west of Greenwich.
 */
export function excelDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
}

/** A time of day as Excel keeps it: the fraction of a day ('12:00' is 0.5). */
export function excelTime(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return ((h ?? 0) * 60 + (m ?? 0)) / (24 * 60);
}

function toCell(kind: ColumnKind, value: CellValue): string | number | Date | null {
  if (value === null) return null;
  switch (kind) {
    case 'texto':
      // A blank text (no e-mail, nothing paid yet) is an empty cell, as a person would leave it.
      return value === '' ? null : String(value);
    case 'fecha':
      return excelDate(String(value));
    case 'hora':
      return excelTime(String(value));
    default:
      return Number(value);
  }
}

/**
 * One sheet: the header row bold and frozen, then the rows typed by their column's kind. Answers
 * the sheet, for a book that marks some of its cells (data row i is the sheet's row i + 2).
 */
export function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly Column[],
  rows: readonly (readonly CellValue[])[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    width:
      c.kind === 'texto'
        ? // The longest text, read with a loop: a spread of every row's length overflows the
          // stack on a long client list.
          Math.min(
            TEXT_WIDTH.max,
            rows.reduce(
              (w, r) => Math.max(w, String(r[i] ?? '').length + 2),
              Math.max(TEXT_WIDTH.min, c.header.length + 2),
            ),
          )
        : Math.max(FIXED_WIDTH[c.kind], c.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(columns.map((c, i) => toCell(c.kind, row[i] ?? null)));
    columns.forEach((c, i) => {
      if (c.kind !== 'texto') added.getCell(i + 1).numFmt = NUM_FMT[c.kind];
    });
  }
  return sheet;
}

/** Answers the workbook as a file to download. */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  workbook: ExcelJS.Workbook,
): Promise<FastifyReply> {
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply.type(XLSX_TYPE).header('Content-Disposition', `attachment; filename="${fileName}"`).send(bytes);
}
