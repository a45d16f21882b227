import { SLOTS } from '#shared/domain/slots.ts';
import { diaLabel, type AgendaColumn, type AgendaDay } from './layout.ts';

/* Where everything of the agenda's picture goes, apart from drawing it, so the rule is tested. */

/** The exported picture (spec section 9): 2000 px wide drawn at scale 2, on white. */
export const EXPORT_WIDTH = 2000;
export const EXPORT_SCALE = 2;

/**
 * Below this a week's column cannot be read: a week of four employees is 28 columns, 67 px each
 * in 2000 px, names cut to 1–3 letters. The week's picture grows wider instead. The day's picture
 * is the spec's and stays 2000 px wide whatever the team (names wrap onto two lines).
 */
export const MIN_WEEK_COLUMN_PX = 132;

export const PAD = 24;
export const TITLE_PX = 28;
export const TITLE_GAP = 16;
export const TIME_PX = 64;
export const ROW_PX = 48;
export const DAY_HEAD_PX = 36;
export const NAME_LINE_PX = 18;
export const NOTE_LINE_PX = 14;
/**
 * Chromium draws no canvas wider than 32,767 px, and encoding the PNG takes about a second for
 * every few million pixels on a cheap laptop: a week wider than four employees' (7616 x 2700 at
 * scale 2) is drawn at a smaller scale, so it still takes seconds, not tens of them.
 */
const MAX_CANVAS_PX = 32_000;
const MAX_PIXELS = 21_000_000;

/** Where everything goes, in CSS pixels: computed apart from drawing, so the rule can be tested. */
export interface ExportPlan {
  width: number;
  height: number;
  scale: number;
  columnPx: number;
  /** The top of the day row (week of several employees), of the column headers, and of the first slot. */
  dayTop: number | null;
  headTop: number;
  headPx: number;
  rowsTop: number;
  /** Whether each column is headed by its day (one employee's week) rather than by its employee. */
  dayHeads: boolean;
}

/** Words broken into lines no wider than `width`; what does not fit is cut with '…'. */
export function wrap(measure: (text: string) => number, text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = line === '' ? word : `${line} ${word}`;
    // A word longer than the line stays on a line of its own, cut below.
    if (line === '' || measure(next) <= width) {
      line = next;
      continue;
    }
    lines.push(line);
    if (lines.length === maxLines) break;
    line = word;
  }
  if (i === words.length && line !== '') lines.push(line);
  const cut = i < words.length;
  return lines.map((l, n) => (measure(l) > width || (cut && n === lines.length - 1) ? ellipsis(measure, l, width) : l));
}

function ellipsis(measure: (text: string) => number, text: string, width: number): string {
  let t = text;
  while (t.length > 0 && measure(`${t}…`) > width) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

/** The header's lines of a column: its name (or day) and, under it, why it is not bookable. */
export function headLines(c: AgendaColumn, dayHeads: boolean): { name: string; note: string | null } {
  const note = c.archived ? 'Ya no está en el equipo' : c.diaLibre;
  return { name: dayHeads ? diaLabel(c.fecha) : c.nombre, note };
}

/**
 * The picture's size: 2000 px wide, or for a week wider when its columns would be narrower than
 * can be read; headers tall enough for a name on two lines and its note, so nothing is drawn over the
 * first row.
 */
export function exportPlan(
  columns: readonly AgendaColumn[],
  days: readonly AgendaDay[] | undefined,
  measureName: (text: string) => number,
): ExportPlan {
  const week = days !== undefined;
  const dayHeads = week && days.every((d) => d.span === 1);
  const width = week ? Math.max(EXPORT_WIDTH, 2 * PAD + TIME_PX + columns.length * MIN_WEEK_COLUMN_PX) : EXPORT_WIDTH;
  const columnPx = (width - 2 * PAD - TIME_PX) / Math.max(columns.length, 1);
  let headPx = 44;
  for (const c of columns) {
    const { name, note } = headLines(c, dayHeads);
    const lines = wrap(measureName, name, columnPx - 16, 2).length;
    headPx = Math.max(headPx, 12 + lines * NAME_LINE_PX + (note === null ? 0 : NOTE_LINE_PX) + 8);
  }
  const gridTop = PAD + TITLE_PX + TITLE_GAP;
  const dayTop = week && !dayHeads ? gridTop : null;
  const headTop = dayTop === null ? gridTop : gridTop + DAY_HEAD_PX;
  const rowsTop = headTop + headPx;
  const height = rowsTop + SLOTS.length * ROW_PX + PAD;
  return {
    width,
    height,
    scale: Math.min(EXPORT_SCALE, MAX_CANVAS_PX / width, Math.sqrt(MAX_PIXELS / (width * height))),
    columnPx,
    dayTop,
    headTop,
    headPx,
    rowsTop,
    dayHeads,
  };
}
