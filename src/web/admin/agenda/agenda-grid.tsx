import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  MouseSensor,
  TouchSensor,
  useDndMonitor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { type Ahora, faltaAsistencia, fromMinutes, rowsSpanned, SLOTS, toMinutes } from '#shared/domain/slots.ts';
import type { BloqueoDelDia } from '#shared/schemas/bloqueo.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { diaLabel, type AgendaCell, type AgendaColumn, type AgendaDay } from './layout.ts';
import type { Destino } from './use-grid-changes.tsx';
import './agenda-grid.css';

const TIME_COLUMN_PX = 64;
const EMPLOYEE_COLUMN_PX = 150;
const WEEK_COLUMN_PX = 124;

/** What a booking's attendance button shows: the state at a glance. */
const ASISTENCIA_ICON: Record<string, string> = { Pendiente: '?', Asistió: '✓', 'No vino': '✗', Canceló: '⊘' };

function fin(t: Turno): string {
  return fromMinutes(toMinutes(t.hora) + t.duracion);
}

/** What the grid asks of the agenda. */
export interface AgendaGridActions {
  onFree: (column: AgendaColumn, hora: string) => void;
  onTurno: (turno: Turno) => void;
  /** The booking's attendance button: the agenda opens its one-tap choices beside `anchor`. */
  onAsistencia: (turno: Turno, anchor: HTMLElement) => void;
  /** The week view's day header: that day's agenda. */
  onDia: (fecha: string) => void;
  /** Why a booking cannot be dropped there (the overlap rule), or null. */
  problemaEn: (turno: Turno, destino: Destino) => string | null;
  /** A booking dropped on another time, employee or day. */
  onMove: (turno: Turno, destino: Destino) => void;
  /** A block's name in the grid: the block, to free it. */
  onBloqueo: (bloqueo: BloqueoDelDia) => void;
}

/**
 * The slot under a point of the screen: the column from the headers' edges, the row from the
 * time column's (every row is as tall as the first).
 */
function destinoAt(grid: HTMLElement, columns: readonly AgendaColumn[], x: number, y: number): Destino | null {
  const heads = grid.querySelectorAll<HTMLElement>('[data-col]');
  let column: AgendaColumn | undefined;
  for (const head of heads) {
    const r = head.getBoundingClientRect();
    if (x >= r.left && x < r.right) column = columns[Number(head.dataset.col)];
  }
  const first = grid.querySelector('.agenda-time')?.getBoundingClientRect();
  if (column === undefined || first === undefined || first.height === 0) return null;
  const row = Math.min(Math.max(Math.floor((y - first.top) / first.height), 0), SLOTS.length - 1);
  const hora = SLOTS[row];
  if (hora === undefined) return null;
  return {
    fecha: column.fecha,
    idEmpleado: column.idEmpleado,
    empleadoNombre: column.nombre,
    hora,
    archived: column.archived,
  };
}

/** The booking being dragged, where it was grabbed, and where the pointer is now. */
interface DragState {
  turno: Turno;
  card: HTMLElement;
  /** From the pointer to the booking's top edge, and to its middle across. */
  grabY: number;
  grabX: number;
  x: number;
  y: number;
}

/** The booking under a press, when it can be dragged (its button carries its id). */
function pressedTurnoId(target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest<HTMLElement>('[data-turno]') : null;
  return button === null ? null : Number(button.dataset.turno);
}

// A press drags only from a booking's own button: a free cell, a header or the attendance button
// keep their click.
class TurnoMouseSensor extends MouseSensor {
  static override activators = [
    {
      eventName: 'onMouseDown' as const,
      handler: ({ nativeEvent }: { nativeEvent: MouseEvent }) =>
        nativeEvent.button === 0 && pressedTurnoId(nativeEvent.target) !== null,
    },
  ];
}
class TurnoTouchSensor extends TouchSensor {
  static override activators = [
    {
      eventName: 'onTouchStart' as const,
      handler: ({ nativeEvent }: { nativeEvent: TouchEvent }) =>
        nativeEvent.touches.length === 1 && pressedTurnoId(nativeEvent.target) !== null,
    },
  ];
}

/** The point that says where a dragged booking goes: its top edge (the start), across its middle. */
function dropPoint(drag: DragState): { x: number; y: number } {
  return { x: drag.x - drag.grabX, y: drag.y - drag.grabY + Math.min(12, drag.card.offsetHeight / 2) };
}

function pointOf(event: Event): { x: number; y: number } | null {
  if (event instanceof MouseEvent) return { x: event.clientX, y: event.clientY };
  const touch = event instanceof TouchEvent ? event.touches[0] : undefined;
  return touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
}

const INSTRUCCIONES =
  'Para mover un turno, arrastralo a otra hora, empleado o día. Con el teclado, abrilo y cambiá Fecha, Hora o Empleado.';

/** Read to screen readers while dragging (dnd-kit's own are in English). */
const ANNOUNCEMENTS: Announcements = {
  onDragStart: () => 'Turno tomado para moverlo.',
  onDragOver: () => undefined,
  onDragEnd: () => 'Turno soltado.',
  onDragCancel: () => 'Se canceló el movimiento del turno.',
};

/**
 * While a booking is dragged: where it would land, green when it fits and red, with the
 * reason, when the overlap rule refuses it. Only this redraws as the pointer moves.
 */
function DropPreview({
  gridRef,
  dragRef,
  columns,
  headRows,
  actions,
}: {
  gridRef: { current: HTMLDivElement | null };
  dragRef: { current: DragState | null };
  columns: readonly AgendaColumn[];
  headRows: number;
  actions: AgendaGridActions;
}) {
  const [preview, setPreview] = useState<{ row: number; col: number; span: number; problema: string | null } | null>(
    null,
  );
  useDndMonitor({
    onDragMove() {
      const drag = dragRef.current;
      const grid = gridRef.current;
      if (drag === null || grid === null) return;
      const { x, y } = dropPoint(drag);
      const destino = destinoAt(grid, columns, x, y);
      const turno = drag.turno;
      if (destino === null) return setPreview(null);
      const row = SLOTS.indexOf(destino.hora);
      const col = columns.findIndex((c) => c.fecha === destino.fecha && c.idEmpleado === destino.idEmpleado);
      const span = Math.min(rowsSpanned(turno.duracion), SLOTS.length - row);
      const problema = actions.problemaEn(turno, destino);
      setPreview((p) =>
        p?.row === row && p.col === col && p.span === span && p.problema === problema
          ? p
          : { row, col, span, problema },
      );
    },
    onDragEnd: () => setPreview(null),
    onDragCancel: () => setPreview(null),
  });
  if (preview === null) return null;
  return (
    <div
      aria-hidden="true"
      className={preview.problema === null ? 'agenda-drop' : 'agenda-drop agenda-drop-no'}
      style={{ gridRow: `${preview.row + headRows + 1} / span ${preview.span}`, gridColumn: preview.col + 2 }}
    >
      {preview.problema === null ? SLOTS[preview.row] : 'Se superpone'}
    </div>
  );
}

/** What a free slot's name adds when it is shaded: the block, the day off, or the hours outside work. */
function fueraLabel(column: AgendaColumn, cell: AgendaCell): string {
  if (cell.kind !== 'free') return '';
  if (cell.bloqueo !== null) return `, bloqueado${cell.bloqueo.motivo === '' ? '' : `: ${cell.bloqueo.motivo}`}`;
  if (!cell.fuera) return '';
  return column.diaLibre === null ? ', fuera de horario' : `, ${column.diaLibre.toLowerCase()}`;
}

/** Whether a blocked slot is the first free one of its block (a booking may take its start). */
function primeraDelBloqueo(anterior: AgendaCell | undefined, bloqueo: BloqueoDelDia): boolean {
  return !(anterior?.kind === 'free' && anterior.bloqueo?.id === bloqueo.id);
}

function cellClass(cell: Extract<AgendaCell, { kind: 'turnos' }>): string {
  if (cell.libre) return 'agenda-cell agenda-libre';
  const base = cell.turnos.length > 1 ? 'agenda-cell agenda-shared' : 'agenda-cell';
  return cell.liberados.length > 0 ? `${base} agenda-con-liberados` : base;
}

function cardClass(liberado: boolean, atencion: boolean, week: boolean): string {
  const base = week ? 'agenda-turno agenda-compacto' : 'agenda-turno';
  if (liberado) return `${base} agenda-liberado`;
  return atencion ? `${base} agenda-atencion` : base;
}

/** The client confirmed it by her link, and it still takes its slot. */
const confirmado = (turno: Turno) => turno.confirmacion === 'Confirmó' && !liberaHorario(turno.asistencia);

/** What is drawn of a booking, read as one sentence (the card and a freed booking's mark alike). */
function turnoLabel(turno: Turno): string {
  const liberado = liberaHorario(turno.asistencia);
  const online = turno.origen === 'online' ? ' Online' : '';
  const confirmo = confirmado(turno) ? ' Confirmó' : '';
  return `Turno de ${turno.clienteNombre} ${liberado ? `${turno.asistencia} ` : ''}${turno.estado}${online}${confirmo} ${turno.servicioNombre} · ${turno.hora}–${fin(turno)}`;
}

function TurnoCard({
  turno,
  atencion,
  week,
  alone,
  actions,
}: {
  turno: Turno;
  atencion: boolean;
  /** The week's narrow columns: smaller type, the service and time wrapped under the client. */
  week: boolean;
  /** The only booking of its cell, as nearly every one is. */
  alone: boolean;
  actions: AgendaGridActions;
}) {
  const servicio = `${turno.servicioNombre} · ${turno.hora}–${fin(turno)}`;
  // A cancelled or missed appointment stays drawn, struck through, its slot free for another.
  const liberado = liberaHorario(turno.asistencia);
  // Another professional's time, as a professional's own account sees it: busy, nothing to open.
  if (turno.ocupado === true) {
    return liberado ? null : (
      <div className={week ? 'agenda-turno agenda-compacto agenda-ocupado' : 'agenda-turno agenda-ocupado'}>
        <span className="agenda-cliente">Ocupado</span>{' '}
        <span className="agenda-turno-line">{`${turno.hora}–${fin(turno)}`}</span>
      </div>
    );
  }
  // Two lines of text, a badge and the attendance button: a full week lays out hundreds of these.
  // The text reads as the label does, so what is seen is what a screen reader names.
  const card = (
    <button
      type="button"
      className={cardClass(liberado, atencion, week)}
      // Dragged by this button to another time, employee or day; a freed booking stays put.
      data-turno={liberado ? undefined : turno.id}
      // What is drawn, read as one sentence, without an element more per booking.
      aria-label={turnoLabel(turno)}
      onClick={() => actions.onTurno(turno)}
    >
      <span className="agenda-cliente">{turno.clienteNombre}</span>{' '}
      <span className="agenda-turno-line">
        {liberado && <span className="agenda-asistencia">{turno.asistencia} </span>}
        <span className="agenda-estado" data-estado={turno.estado}>
          {turno.estado}
        </span>
        {/* Booked by the client on the public site: next to the state, where a short card or a
            narrow column never cuts it (the service and time may be). */}
        {turno.origen === 'online' && <span className="agenda-online">Online</span>}
        {/* Her answer by her own link: a check, readable on a phone, before the service. */}
        {confirmado(turno) && <span className="agenda-confirmo">✓ Confirmó</span>}
        {` ${servicio}`}
      </span>
    </button>
  );
  const asistencia = (
    <button
      type="button"
      className="agenda-asistencia-btn"
      data-asistencia={turno.asistencia}
      aria-label={`Asistencia de ${turno.clienteNombre} a las ${turno.hora}: ${turno.asistencia}${atencion ? ', falta registrarla' : ''}`}
      aria-haspopup="menu"
      onClick={(event) => actions.onAsistencia(turno, event.currentTarget)}
    >
      {ASISTENCIA_ICON[turno.asistencia] ?? '?'}
    </button>
  );
  // Alone in its cell, the two buttons sit in the cell itself (the attendance one in its corner):
  // a wrapper would be an element more for each of the hundreds of bookings drawn (bench/agenda.ts).
  return alone ? (
    <>
      {card}
      {asistencia}
    </>
  ) : (
    <div className="agenda-turno-item">
      {card}
      {asistencia}
    </div>
  );
}

/**
 * A cancelled or missed booking whose time another took: a small mark in the corner of the
 * live booking's cell, with the attendance's sign, that opens it.
 */
function LiberadoMark({
  turno,
  index,
  week,
  actions,
}: {
  turno: Turno;
  index: number;
  week: boolean;
  actions: AgendaGridActions;
}) {
  return (
    <button
      type="button"
      className={week ? 'agenda-liberado-marca agenda-marca-compacta' : 'agenda-liberado-marca'}
      data-asistencia={turno.asistencia}
      // Side by side, leftwards, when more than one was freed there.
      style={index > 0 ? { marginRight: `${index * 22}px` } : undefined}
      aria-label={turnoLabel(turno)}
      title={`${turno.clienteNombre}: ${turno.asistencia}`}
      onClick={() => actions.onTurno(turno)}
    >
      {ASISTENCIA_ICON[turno.asistencia] ?? '?'}
    </button>
  );
}

/**
 * The agenda's grid (spec section 2): a row every 30 minutes from 08:00 to 19:30 and a column per
 * employee of the day, or, in the week view, per day and employee under each day's header. A
 * free cell books a new appointment there; a booking opens it for editing.
 *
 * A CSS grid with the roles of a table (decision 010): the same rows, headers and spans for a
 * screen reader as a `<table>`, without the table's rowspan layout, which was the largest part
 * of drawing a full day. Rows are `display: contents`; every cell is placed on its row and
 * column, and a booking spans as many rows as its duration.
 */
export const AgendaGrid = memo(function AgendaGrid({
  columns,
  days,
  caption,
  ahora,
  actions,
}: {
  columns: AgendaColumn[];
  /** The week view's days, each over its columns; absent in the day view. */
  days?: AgendaDay[];
  caption: string;
  /** The centre's date and time: ended appointments still 'Pendiente' are marked. */
  ahora: Ahora | null;
  actions: AgendaGridActions;
}) {
  const week = days !== undefined;
  // A week of one employee: each column is a day, headed by it; otherwise days head their employees.
  const dayHeads = week && days.every((d) => d.span === 1);
  const headRows = week && !dayHeads ? 2 : 1;
  const width = TIME_COLUMN_PX + columns.length * (week ? WEEK_COLUMN_PX : EMPLOYEE_COLUMN_PX);
  let dayColumn = 2;
  const localRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<DragState | null>(null);
  const stopFollowing = useRef<() => void>(() => undefined);
  const porId = useMemo(() => {
    const map = new Map<number, Turno>();
    for (const c of columns)
      for (const cell of c.cells) if (cell.kind === 'turnos') for (const t of cell.turnos) map.set(t.id, t);
    return map;
  }, [columns]);
  // A week of the whole team is 70 columns, of which about ten are in view: only those (and two
  // either side) are drawn, and more as the grid scrolls sideways (decision 020). Headers are all
  // drawn, so the drop target is found and the grid reads the same.
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = week;
  // The build has no React Compiler to skip: the grid is memoized by hand (memo above).
  // eslint-disable-next-line react-hooks/incompatible-library -- see the line above
  const columnsInView = useVirtualizer({
    horizontal: true,
    enabled: virtual,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    // Exact once the week is wider than its region; narrower, its columns stretch and all fit.
    estimateSize: () => WEEK_COLUMN_PX,
    paddingStart: TIME_COLUMN_PX,
    overscan: 2,
    // Before the region is measured: wide enough for any screen, so the first frame is complete.
    initialRect: { width: window.innerWidth, height: 0 },
  });
  const shown = virtual ? columnsInView.getVirtualItems().map((item) => item.index) : columns.map((_, i) => i);
  // A mouse drags after moving a few pixels (a click still opens the booking); a finger after
  // resting on the booking a moment, so a swipe still scrolls the grid.
  const sensors = useSensors(
    useSensor(TurnoMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TurnoTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  // One draggable, the grid: the booking pressed is found from the press, so the hundreds of
  // bookings of a week carry no drag-and-drop code of their own (bench/agenda.ts).
  const onDragStart = ({ activatorEvent }: DragStartEvent) => {
    const turno = porId.get(pressedTurnoId(activatorEvent.target) ?? -1);
    const card =
      activatorEvent.target instanceof Element ? activatorEvent.target.closest<HTMLElement>('.agenda-turno') : null;
    const point = pointOf(activatorEvent);
    if (turno === undefined || card === null || point === null) return;
    const r = card.getBoundingClientRect();
    dragRef.current = { turno, card, grabY: point.y - r.top, grabX: point.x - (r.left + r.width / 2), ...point };
    card.classList.add('agenda-arrastrando');
    const follow = (event: Event) => {
      const p = pointOf(event);
      if (p !== null && dragRef.current !== null) Object.assign(dragRef.current, p);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('touchmove', follow, { passive: true });
    stopFollowing.current = () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('touchmove', follow);
      card.classList.remove('agenda-arrastrando');
      dragRef.current = null;
    };
  };
  const onDragEnd = () => {
    const drag = dragRef.current;
    const grid = localRef.current;
    stopFollowing.current();
    if (drag === null || grid === null) return;
    const { x, y } = dropPoint(drag);
    const destino = destinoAt(grid, columns, x, y);
    if (destino !== null) actions.onMove(drag.turno, destino);
  };
  const table = (
    <div
      ref={localRef}
      role="table"
      aria-label={caption}
      aria-rowcount={SLOTS.length + headRows}
      aria-colcount={columns.length + 1}
      className={headRows === 2 ? 'agenda-grid agenda-dos-cabeceras' : 'agenda-grid'}
      style={{
        width: `max(100%, ${width}px)`,
        gridTemplateColumns: `${TIME_COLUMN_PX}px repeat(${columns.length}, minmax(0, 1fr))`,
      }}
    >
      {headRows === 2 && (
        <div role="row" className="agenda-row">
          <div role="columnheader" className="agenda-head agenda-corner agenda-dia-head" />
          {days?.map((d) => {
            const gridColumn = `${dayColumn} / span ${d.span}`;
            dayColumn += d.span;
            return (
              <div
                key={d.fecha}
                role="columnheader"
                aria-colspan={d.span}
                className="agenda-head agenda-dia-head"
                style={{ gridColumn }}
              >
                <button type="button" className="agenda-dia" onClick={() => actions.onDia(d.fecha)}>
                  {d.label}
                </button>
              </div>
            );
          })}
        </div>
      )}
      <div role="row" className="agenda-row">
        <div role="columnheader" className="agenda-head agenda-corner">
          Hora
        </div>
        {columns.map((c, i) =>
          dayHeads ? (
            <div key={c.key} role="columnheader" className="agenda-head" data-col={i}>
              <button type="button" className="agenda-dia" onClick={() => actions.onDia(c.fecha)}>
                {diaLabel(c.fecha)}
              </button>
              {c.diaLibre !== null && <span className="agenda-head-nota agenda-dia-libre">{c.diaLibre}</span>}
            </div>
          ) : (
            <div
              key={c.key}
              role="columnheader"
              className="agenda-head"
              title={c.diaLibre === null ? c.nombre : `${c.nombre} · ${c.diaLibre}`}
              data-col={i}
            >
              {week ? c.nombre.split(' ')[0] : c.nombre}
              {c.archived && <span className="agenda-head-nota">Ya no está en el equipo</span>}
              {/* A day off is shaded as the hours outside work are: the header says it is the whole day. */}
              {c.diaLibre !== null && <span className="agenda-head-nota agenda-dia-libre">{c.diaLibre}</span>}
            </div>
          ),
        )}
      </div>
      {SLOTS.map((hora, row) => {
        const gridRow = row + headRows + 1;
        return (
          <div key={hora} role="row" className={hora.endsWith(':30') ? 'agenda-row agenda-half' : 'agenda-row'}>
            <div role="rowheader" className="agenda-time" style={{ gridRow }}>
              {hora}
            </div>
            {shown.map((col) => {
              const c = columns[col];
              const cell = c?.cells[row];
              if (c === undefined || cell === undefined || cell.kind === 'covered') return null;
              const gridColumn = col + 2;
              // Columns out of view are not drawn: each cell says which column it is.
              const colIndex = virtual ? gridColumn : undefined;
              const free = c.archived ? null : (
                <button
                  type="button"
                  className="agenda-free"
                  aria-label={`Nuevo turno: ${c.nombre}, ${week ? `${diaLabel(c.fecha)}, ` : ''}${hora}${fueraLabel(c, cell)}`}
                  onClick={() => actions.onFree(c, hora)}
                >
                  +
                </button>
              );
              if (cell.kind === 'free') {
                return c.archived ? (
                  <div
                    key={c.key}
                    role="cell"
                    aria-colindex={colIndex}
                    className="agenda-off"
                    style={{ gridRow, gridColumn }}
                  />
                ) : (
                  <div
                    key={c.key}
                    role="cell"
                    aria-colindex={colIndex}
                    // Outside the employee's working hours (issue 22), or her blocked time: shaded,
                    // still bookable (a block after a warning).
                    className={cell.bloqueo !== null ? 'agenda-bloqueado' : cell.fuera ? 'agenda-fuera' : undefined}
                    style={{ gridRow, gridColumn }}
                  >
                    {free}
                    {/* The block's name in its first slot: it opens the block, to free it. */}
                    {cell.bloqueo !== null && primeraDelBloqueo(c.cells[row - 1], cell.bloqueo) && (
                      <button
                        type="button"
                        className="agenda-bloqueo-texto"
                        aria-label={`Bloqueado de ${cell.bloqueo.desde} a ${cell.bloqueo.hasta}${cell.bloqueo.motivo === '' ? '' : `: ${cell.bloqueo.motivo}`}`}
                        onClick={() => cell.bloqueo !== null && actions.onBloqueo(cell.bloqueo)}
                      >
                        {cell.bloqueo.motivo === '' ? 'Ocupado' : cell.bloqueo.motivo}
                      </button>
                    )}
                  </div>
                );
              }
              return (
                <div
                  key={c.key}
                  role="cell"
                  aria-colindex={colIndex}
                  aria-rowspan={cell.span}
                  className={cellClass(cell)}
                  style={{ gridRow: `${gridRow} / span ${cell.span}`, gridColumn }}
                >
                  {cell.turnos.map((t) => (
                    <TurnoCard
                      key={t.id}
                      turno={t}
                      week={week}
                      alone={cell.turnos.length === 1 && !cell.libre}
                      atencion={ahora !== null && faltaAsistencia(t, ahora)}
                      actions={actions}
                    />
                  ))}
                  {cell.liberados.map((t, i) => (
                    <LiberadoMark key={t.id} turno={t} index={i} week={week} actions={actions} />
                  ))}
                  {/* Its bookings were cancelled or missed: the slot can be booked again. */}
                  {cell.libre && free}
                </div>
              );
            })}
          </div>
        );
      })}
      <DropPreview gridRef={localRef} dragRef={dragRef} columns={columns} headRows={headRows} actions={actions} />
    </div>
  );
  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => stopFollowing.current()}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: { draggable: INSTRUCCIONES } }}
    >
      {/* The region scrolls by keyboard too, so it can take focus. */}
      <div ref={scrollRef} className="agenda-scroll" role="region" aria-label="Grilla de turnos" tabIndex={0}>
        <DragSurface>{table}</DragSurface>
      </div>
    </DndContext>
  );
});

/**
 * The grid as the one draggable. Drawn again when a drag starts or ends (dnd-kit's context), its
 * child, the grid, is not: it is the same element until the agenda's data changes.
 */
function DragSurface({ children }: { children: ReactNode }) {
  const { setNodeRef, listeners } = useDraggable({ id: 'agenda' });
  return (
    <div ref={setNodeRef} {...listeners} className="agenda-drag">
      {children}
    </div>
  );
}
