import Papa from 'papaparse';
import { contar, plural } from './plural.ts';
import { foldText } from './text.ts';

/**
 * CSV as spreadsheets really write it. Reading accepts comma, semicolon (Excel in Spanish) or tab
 * separators, a UTF-8 byte-order mark, CRLF, quoted fields with separators, quotes or line breaks
 * inside, and blank lines. Writing is RFC 4180 with a byte-order mark (so Excel shows accents)
 * and defuses cells a spreadsheet would run as a formula.
 */

export const BOM = '\ufeff';

/** Largest CSV file an import accepts (2 MB), checked by the browser before sending and by the server. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** Cells starting like this run as formulas in a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One data line of a file: its line number in the file (1 = first line) and its cells. */
export interface CsvLine {
  linea: number;
  cells: string[];
  /** Why the line could not be read as written (a quote left open), in Spanish. */
  problem?: string;
}

/** Papaparse's complaints about a row, in words a spreadsheet user can act on. */
const PARSE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'Hay unas comillas sin cerrar en esta línea.',
  InvalidQuotes: 'Hay comillas mal puestas en esta línea: un texto entre comillas debe ocupar toda la celda.',
};

/** A line the import refused, and why, in Spanish. */
export interface CsvLineError {
  linea: number;
  motivo: string;
}

/** The separator of a file, judged from its first line outside quotes. */
function detectDelimiter(text: string): string {
  let inQuotes = false;
  const counts = { ',': 0, ';': 0, '\t': 0 };
  // Blank lines before the header do not count as the first line.
  for (const ch of text.replace(/^(?:[ \t]*\r?\n)+/, '')) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) break;
    else if (!inQuotes && (ch === ',' || ch === ';' || ch === '\t')) counts[ch] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

/** Undoes the export's formula guard: `'=SUMA(1)` reads back as `=SUMA(1)`. */
function unguard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Every non-blank line of a CSV text with its line number in the file (a quoted field may span
 * lines; its row is numbered by the line it starts on). Cells are trimmed.
 */
export function readCsv(input: string): CsvLine[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const lines: CsvLine[] = [];
  let rowStart = 0;
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    skipEmptyLines: false,
    step: (result) => {
      // Line number of this row: the newlines before its first character (blank lines skipped).
      let start = rowStart;
      while (start < text.length && (text[start] === '\n' || text[start] === '\r')) start += 1;
      for (; counted < start; counted += 1) {
        if (text[counted] === '\n' || (text[counted] === '\r' && text[counted + 1] !== '\n')) line += 1;
      }
      rowStart = result.meta.cursor;
      const cells = result.data.map((c) => unguard(c.trim()));
      const error = result.errors[0];
      if (error !== undefined) {
        lines.push({ linea: line, cells, problem: PARSE_PROBLEMS[error.code] ?? 'Esta línea no se pudo leer.' });
      } else if (cells.some((c) => c !== '')) {
        lines.push({ linea: line, cells });
      }
    },
  });
  return lines;
}

/** A header cell reduced to compare: lower case, no accents, no spaces or underscores. */
function headerKey(cell: string): string {
  return foldText(cell).replace(/[\s_-]/g, '');
}

/**
 * The data lines of a file as records with the given columns. The first line is the header and
 * is skipped; when it names the columns (in any order, accents and case aside) cells are taken by
 * name, otherwise by position in the documented order. Missing columns raise a Spanish message.
 */
export function readCsvRecords<K extends string>(
  input: string,
  columns: readonly K[],
  required: readonly K[],
):
  | { records: { linea: number; values: Record<K, string>; problem?: string }[]; present: ReadonlySet<K> }
  | { error: string } {
  const [header, ...data] = readCsv(input);
  if (header === undefined) return { error: 'El archivo está vacío.' };
  const keys = header.cells.map(headerKey);
  const named = columns.some((c) => keys.includes(headerKey(c)));
  const index = new Map<K, number>();
  columns.forEach((c, i) => {
    const at = named ? keys.indexOf(headerKey(c)) : i;
    if (at >= 0) index.set(c, at);
  });
  const missing = required.filter((c) => !index.has(c));
  if (missing.length > 0) {
    return {
      error: `Al archivo le ${missing.length === 1 ? 'falta la columna' : 'faltan las columnas'} ${missing.join(', ')}.`,
    };
  }
  if (data.length === 0) return { error: 'El archivo no tiene filas para importar (solo el encabezado).' };
  const width = Math.max(header.cells.length, named ? 0 : columns.length);
  return {
    present: new Set(index.keys()),
    records: data.map(({ linea, cells, problem }) => {
      const values = {} as Record<K, string>;
      for (const c of columns) {
        const at = index.get(c);
        values[c] = at === undefined ? '' : (cells[at] ?? '');
      }
      // Cells past the header's columns are usually a comma or semicolon that needed quotes.
      const extra = cells.slice(width).some((c) => c !== '');
      const why =
        problem ??
        (extra
          ? 'La línea tiene más celdas que el encabezado: ¿un separador dentro de un texto sin comillas?'
          : undefined);
      return why === undefined ? { linea, values } : { linea, values, problem: why };
    }),
  };
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function defuseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 text (CRLF, quotes where needed) with a byte-order mark and formula cells defused. */
export function writeCsv(columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const body = Papa.unparse(
    {
      fields: [...columns],
      data: rows.map((r) => r.map((c) => (typeof c === 'number' ? String(c) : defuseFormula(c)))),
    },
    // Quoted also when a cell holds a semicolon, so Excel in Spanish (which splits on `;`) keeps it whole.
    { newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' && value.includes(';') },
  );
  return `${BOM}${body}\r\n`;
}

/** At most this many bad lines are listed back to the user. */
export const MAX_LISTED_ERRORS = 20;

/** One Spanish sentence for an import refused because of bad lines. */
export function importErrorSummary(errors: readonly CsvLineError[]): string {
  const n = errors.length;
  return `El archivo tiene ${contar(n, 'línea')} con errores. No se importó nada: ${plural(n, 'corregila', 'corregilas')} y volvé a intentar.`;
}
