import { createRequire } from 'node:module';
import type * as ExcelJSTypes from 'exceljs';

/**
 * exceljs for the tests that read an exported file back (API tests, e2e). It is CommonJS, whose
 * types are written as an ES module's: `require` gives what they describe (as in excel/sheet.ts).
 */
export const ExcelJS = createRequire(import.meta.url)('exceljs') as typeof ExcelJSTypes;

export async function readXlsx(bytes: Uint8Array): Promise<ExcelJSTypes.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs' load() is typed for the old Buffer; any byte array reads the same.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<ExcelJSTypes.Xlsx['load']>[0]);
  return workbook;
}

/** One data row of a sheet as [value, type, numFmt] per cell, for the columns of its header. */
export function rowCells(
  sheet: ExcelJSTypes.Worksheet,
  rowNumber: number,
): { value: ExcelJSTypes.CellValue; type: ExcelJSTypes.ValueType; numFmt: string | undefined }[] {
  const row = sheet.getRow(rowNumber);
  return Array.from({ length: sheet.columnCount }, (_, i) => {
    const cell = row.getCell(i + 1);
    return { value: cell.value, type: cell.type, numFmt: cell.numFmt };
  });
}

/** A sheet by name; a missing one fails the test with its name. */
export function sheetOf(workbook: ExcelJSTypes.Workbook, name: string): ExcelJSTypes.Worksheet {
  const sheet = workbook.getWorksheet(name);
  if (sheet === undefined)
    throw new Error(`no sheet '${name}' in ${workbook.worksheets.map((s) => s.name).join(', ')}`);
  return sheet;
}
