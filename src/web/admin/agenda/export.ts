import { liberaHorario } from '#shared/domain/asistencia.ts';
import { type Ahora, faltaAsistencia, fromMinutes, SLOTS, toMinutes } from '#shared/domain/slots.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { downloadBlob } from '#web/lib/download.ts';
import {
  DAY_HEAD_PX,
  exportPlan,
  headLines,
  NAME_LINE_PX,
  PAD,
  ROW_PX,
  TIME_PX,
  TITLE_PX,
  wrap,
} from './export-plan.ts';
import type { AgendaCell, AgendaColumn, AgendaDay } from './layout.ts';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const COLOR = {
  text: '#212529',
  dim: '#495057',
  note: '#495057',
  line: '#e9ecef',
  halfLine: '#dee2e6',
  strong: '#ced4da',
  head: '#f8f9fa',
  fuera: '#f1f3f5',
  card: '#fcf1f3',
  bar: '#ab4b5e',
  atencion: '#b25e00',
  freed: '#adb5bd',
  day: '#6f3441',
  online: '#8c4a57',
};
const ESTADO_COLOR: Record<string, { bg: string; fg: string }> = {
  Pagado: { bg: '#dcf3e3', fg: '#1b5e31' },
  'Pago parcial': { bg: '#fff0c7', fg: '#6b4a00' },
  Debe: { bg: '#fde2e2', fg: '#9b1c1c' },
};
const ASISTENCIA_ICON: Record<string, string> = { Pendiente: '?', Asistió: '✓', 'No vino': '✗', Canceló: '⊘' };

type Ctx = CanvasRenderingContext2D;

function font(ctx: Ctx, px: number, weight = 400): void {
  ctx.font = `${weight} ${px}px ${FONT}`;
}

function text(ctx: Ctx, value: string, x: number, y: number, color: string, strike = false): number {
  ctx.fillStyle = color;
  ctx.fillText(value, x, y);
  const w = ctx.measureText(value).width;
  if (strike) ctx.fillRect(x, y + 7, w, 1);
  return w;
}

function pill(ctx: Ctx, value: string, x: number, y: number, bg: string | null, fg: string): number {
  font(ctx, 10, 700);
  const w = ctx.measureText(value).width + 8;
  ctx.beginPath();
  ctx.roundRect(x, y, w, 14, 7);
  if (bg === null) {
    ctx.strokeStyle = fg;
    ctx.stroke();
  } else {
    ctx.fillStyle = bg;
    ctx.fill();
  }
  ctx.fillStyle = fg;
  ctx.fillText(value, x + 4, y + 2);
  return w;
}

/**
 * One booking's card: its client, then the state, the 'Online' tag, the service and the time.
 * `reserve`: room kept free on the right of the first line (the marks of freed bookings).
 */
function drawTurno(
  ctx: Ctx,
  t: Turno,
  box: { x: number; y: number; w: number; h: number },
  ahora: Ahora | null,
  reserve = 0,
): void {
  const { x, y, w, h } = box;
  const liberado = liberaHorario(t.asistencia);
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 6);
  ctx.fillStyle = liberado ? COLOR.head : COLOR.card;
  ctx.fill();
  // Nothing drawn past the card's edges.
  ctx.clip();
  ctx.fillStyle = liberado ? COLOR.freed : ahora !== null && faltaAsistencia(t, ahora) ? COLOR.atencion : COLOR.bar;
  ctx.fillRect(x, y, 4, h);
  drawTurnoText(ctx, t, x, y, w - 14, h, reserve);
  ctx.restore();
}

function drawTurnoText(ctx: Ctx, t: Turno, x: number, y: number, inner: number, h: number, reserve: number): void {
  const liberado = liberaHorario(t.asistencia);
  const color = liberado ? COLOR.dim : COLOR.text;
  const lines = Math.max(1, Math.floor((h - 6) / 16));
  font(ctx, 13, 700);
  const measure = (s: string) => ctx.measureText(s).width;
  const nombre = wrap(measure, t.clienteNombre, inner - reserve, lines >= 3 ? 2 : 1);
  let ty = y + 4;
  for (const line of nombre) {
    text(ctx, line, x + 9, ty, color, liberado);
    ty += 16;
  }
  const left = lines - nombre.length;
  if (left <= 0) return;
  let px = x + 9;
  if (liberado) {
    font(ctx, 11, 700);
    px += text(ctx, `${t.asistencia} `, px, ty + 1, color) + 2;
  }
  const estado = ESTADO_COLOR[t.estado] ?? { bg: COLOR.head, fg: COLOR.text };
  px += pill(ctx, t.estado, px, ty, estado.bg, estado.fg) + 4;
  if (t.origen === 'online') px += pill(ctx, 'Online', px, ty, null, COLOR.online) + 4;
  font(ctx, 12);
  const servicio = `${t.servicioNombre} · ${t.hora}–${fromMinutes(toMinutes(t.hora) + t.duracion)}`;
  // The first line starts after the tags; the rest use the card's whole width.
  const first = wrap(measure, servicio, x + 9 + inner - px, 1)[0] ?? '';
  const fits = !first.endsWith('…');
  if (fits || left === 1) {
    if (first !== '…') text(ctx, first, px, ty + 1, COLOR.dim, liberado);
    return;
  }
  for (const line of wrap(measure, servicio, inner, left - 1)) {
    ty += 16;
    text(ctx, line, x + 9, ty, COLOR.dim, liberado);
  }
}

function drawCell(
  ctx: Ctx,
  cell: Extract<AgendaCell, { kind: 'turnos' }>,
  x: number,
  y: number,
  w: number,
  ahora: Ahora | null,
) {
  const cx = x + 3;
  const cw = w - 6;
  const h = cell.span * ROW_PX - 4;
  if (cell.libre) {
    // Struck bookings on a line each, the rest of the slot free again.
    cell.turnos.forEach((t, i) => drawTurno(ctx, t, { x: cx, y: y + 2 + i * 23, w: cw, h: 22 }, ahora));
    return;
  }
  const each = (h - (cell.turnos.length - 1) * 2) / cell.turnos.length;
  const reserve = cell.liberados.length * 22;
  cell.turnos.forEach((t, i) =>
    drawTurno(ctx, t, { x: cx, y: y + 2 + i * (each + 2), w: cw, h: each }, ahora, i === 0 ? reserve : 0),
  );
  // A freed booking under a live one: a small mark in its corner, as on screen.
  cell.liberados.forEach((t, i) => {
    const mx = cx + cw - 12 - i * 22;
    ctx.beginPath();
    ctx.arc(mx, y + 14, 9, 0, Math.PI * 2);
    ctx.fillStyle = COLOR.head;
    ctx.fill();
    ctx.strokeStyle = COLOR.freed;
    ctx.stroke();
    font(ctx, 11, 700);
    ctx.textAlign = 'center';
    text(ctx, ASISTENCIA_ICON[t.asistencia] ?? '?', mx, y + 8, COLOR.dim);
    ctx.textAlign = 'left';
  });
}

/** Draws the whole agenda (every row and column) and returns the canvas, at the plan's size. */
export function drawAgenda(
  columns: readonly AgendaColumn[],
  days: readonly AgendaDay[] | undefined,
  titulo: string,
  ahora: Ahora | null,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('No se pudo crear la imagen.');
  font(ctx, 14, 600);
  const plan = exportPlan(columns, days, (s) => ctx.measureText(s).width);
  canvas.width = Math.round(plan.width * plan.scale);
  canvas.height = Math.round(plan.height * plan.scale);
  ctx.scale(plan.scale, plan.scale);
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, plan.width, plan.height);
  font(ctx, TITLE_PX, 700);
  text(ctx, titulo, PAD, PAD, COLOR.text);

  const gridLeft = PAD + TIME_PX;
  const gridRight = plan.width - PAD;
  const gridTop = plan.dayTop ?? plan.headTop;
  const gridBottom = plan.rowsTop + SLOTS.length * ROW_PX;
  const colX = (i: number) => gridLeft + i * plan.columnPx;

  // The headers' and the time column's background.
  ctx.fillStyle = COLOR.head;
  ctx.fillRect(PAD, gridTop, gridRight - PAD, plan.rowsTop - gridTop);
  ctx.fillRect(PAD, plan.rowsTop, TIME_PX, gridBottom - plan.rowsTop);

  // Each slot: shaded outside the employee's hours and on a day off, or for a former employee.
  columns.forEach((c, i) => {
    c.cells.forEach((cell, row) => {
      if (cell.kind !== 'free' || !(cell.fuera || c.archived)) return;
      ctx.fillStyle = c.archived ? COLOR.head : COLOR.fuera;
      ctx.fillRect(colX(i), plan.rowsTop + row * ROW_PX, plan.columnPx, ROW_PX);
    });
  });

  // The lines: every half hour (the hours darker), every column, and each day's edge stronger.
  SLOTS.forEach((hora, row) => {
    const y = plan.rowsTop + (row + 1) * ROW_PX;
    ctx.fillStyle = hora.endsWith(':30') ? COLOR.halfLine : COLOR.line;
    ctx.fillRect(PAD, y - 1, gridRight - PAD, 1);
    font(ctx, 13, 500);
    ctx.textAlign = 'right';
    text(ctx, hora, PAD + TIME_PX - 8, y - ROW_PX + 6, COLOR.dim);
    ctx.textAlign = 'left';
  });
  columns.forEach((c, i) => {
    const newDay = i === 0 || columns[i - 1]?.fecha !== c.fecha;
    ctx.fillStyle = newDay ? COLOR.strong : COLOR.line;
    ctx.fillRect(colX(i), plan.headTop, 1, gridBottom - plan.headTop);
  });
  ctx.fillStyle = COLOR.strong;
  ctx.fillRect(PAD, plan.rowsTop - 1, gridRight - PAD, 1);
  ctx.fillRect(gridLeft, gridTop, 1, gridBottom - gridTop);

  // The day row over its employees' columns.
  if (plan.dayTop !== null && days !== undefined) {
    let first = 0;
    for (const d of days) {
      const x = colX(first);
      ctx.fillStyle = COLOR.strong;
      ctx.fillRect(x, plan.dayTop, 1, DAY_HEAD_PX);
      font(ctx, 15, 700);
      text(ctx, d.label, x + 10, plan.dayTop + 10, COLOR.day);
      first += d.span;
    }
    ctx.fillStyle = COLOR.strong;
    ctx.fillRect(PAD, plan.headTop - 1, gridRight - PAD, 1);
  }

  // The column headers: the whole name, on two lines when it needs them, and its note.
  font(ctx, 14, 700);
  text(ctx, 'Hora', PAD + 12, plan.headTop + 12, COLOR.text);
  columns.forEach((c, i) => {
    const { name, note } = headLines(c, plan.dayHeads);
    font(ctx, 14, 600);
    const lines = wrap((s) => ctx.measureText(s).width, name, plan.columnPx - 16, 2);
    let y = plan.headTop + 12;
    for (const line of lines) {
      text(ctx, line, colX(i) + 8, y, plan.dayHeads ? COLOR.day : COLOR.text);
      y += NAME_LINE_PX;
    }
    if (note !== null) {
      font(ctx, 11, c.archived ? 400 : 700);
      text(
        ctx,
        wrap((s) => ctx.measureText(s).width, note, plan.columnPx - 16, 1)[0] ?? '',
        colX(i) + 8,
        y,
        COLOR.note,
      );
    }
  });

  // The bookings, over everything else.
  columns.forEach((c, i) => {
    c.cells.forEach((cell, row) => {
      if (cell.kind === 'turnos') drawCell(ctx, cell, colX(i), plan.rowsTop + row * ROW_PX, plan.columnPx, ahora);
    });
  });
  return canvas;
}

/**
 * Saves the whole agenda (every row and column, not only the part in view) as
 * `agenda_{fecha}.png`, drawn straight from the grid's layout: copying the page's elements into
 * a picture took 16 s for a week of four employees.
 */
export async function exportAgendaPng(
  columns: readonly AgendaColumn[],
  days: readonly AgendaDay[] | undefined,
  fecha: string,
  titulo: string,
  ahora: Ahora | null,
): Promise<void> {
  const canvas = drawAgenda(columns, days, titulo, ahora);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob === null) throw new Error('No se pudo crear la imagen.');
  downloadBlob(`agenda_${fecha}.png`, blob);
}
