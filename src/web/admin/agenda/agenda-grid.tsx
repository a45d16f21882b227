import { memo, type Ref } from 'react';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { fromMinutes, SLOTS, toMinutes } from '#shared/domain/slots.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import type { AgendaColumn } from './layout.ts';
import './agenda-grid.css';

const TIME_COLUMN_PX = 64;
const EMPLOYEE_COLUMN_PX = 150;

function fin(t: Turno): string {
  return fromMinutes(toMinutes(t.hora) + t.duracion);
}

function TurnoButton({ turno, onOpen }: { turno: Turno; onOpen: (t: Turno) => void }) {
  const servicio = `${turno.servicioNombre} · ${turno.hora}–${fin(turno)}`;
  // A cancelled or missed appointment stays drawn, struck through, its slot free for another.
  const liberado = liberaHorario(turno.asistencia);
  // Two lines of text and one badge: a full day lays out hundreds of these.
  return (
    <button
      type="button"
      className={liberado ? 'agenda-turno agenda-liberado' : 'agenda-turno'}
      // What is drawn, read as one sentence, without an element more per booking.
      aria-label={`Turno de ${turno.clienteNombre} ${liberado ? `${turno.asistencia} ` : ''}${turno.estado} ${servicio}`}
      onClick={() => onOpen(turno)}
    >
      <span className="agenda-cliente">{turno.clienteNombre}</span>{' '}
      <span className="agenda-turno-line">
        {liberado && <span className="agenda-asistencia">{turno.asistencia} </span>}
        <span className="agenda-estado" data-estado={turno.estado}>
          {turno.estado}
        </span>
        {` ${servicio}`}
      </span>
    </button>
  );
}

/**
 * The day's grid (spec section 2): a row every 30 minutes from 08:00 to 19:30 and a column per
 * employee. A free cell books a new appointment there; a booking opens it for editing.
 *
 * A CSS grid with the roles of a table (decision 010): the same rows, headers and spans for a
 * screen reader as a `<table>`, without the table's rowspan layout, which was the largest part
 * of drawing a full day. Rows are `display: contents`; every cell is placed on its row and
 * column, and a booking spans as many rows as its duration.
 */
export const AgendaGrid = memo(function AgendaGrid({
  columns,
  caption,
  gridRef,
  onFree,
  onTurno,
}: {
  columns: AgendaColumn[];
  caption: string;
  gridRef: Ref<HTMLDivElement>;
  onFree: (idEmpleado: number, hora: string) => void;
  onTurno: (turno: Turno) => void;
}) {
  const width = TIME_COLUMN_PX + columns.length * EMPLOYEE_COLUMN_PX;
  return (
    // The region scrolls by keyboard too, so it can take focus.
    <div className="agenda-scroll" role="region" aria-label="Grilla de turnos" tabIndex={0}>
      <div
        ref={gridRef}
        role="table"
        aria-label={caption}
        aria-rowcount={SLOTS.length + 1}
        aria-colcount={columns.length + 1}
        className="agenda-grid"
        style={{
          width: `max(100%, ${width}px)`,
          gridTemplateColumns: `${TIME_COLUMN_PX}px repeat(${columns.length}, minmax(0, 1fr))`,
        }}
      >
        <div role="row" className="agenda-row">
          <div role="columnheader" className="agenda-head agenda-corner">
            Hora
          </div>
          {columns.map((c) => (
            <div key={c.idEmpleado} role="columnheader" className="agenda-head" title={c.nombre}>
              {c.nombre}
              {c.archived && <span className="agenda-archived">Ya no está en el equipo</span>}
            </div>
          ))}
        </div>
        {SLOTS.map((hora, row) => {
          const gridRow = row + 2;
          return (
            <div key={hora} role="row" className={hora.endsWith(':30') ? 'agenda-row agenda-half' : 'agenda-row'}>
              <div role="rowheader" className="agenda-time" style={{ gridRow }}>
                {hora}
              </div>
              {columns.map((c, col) => {
                const cell = c.cells[row];
                if (cell === undefined || cell.kind === 'covered') return null;
                const gridColumn = col + 2;
                if (cell.kind === 'free') {
                  return c.archived ? (
                    <div key={c.idEmpleado} role="cell" className="agenda-off" style={{ gridRow, gridColumn }} />
                  ) : (
                    <div key={c.idEmpleado} role="cell" style={{ gridRow, gridColumn }}>
                      <button
                        type="button"
                        className="agenda-free"
                        aria-label={`Nuevo turno: ${c.nombre}, ${hora}`}
                        onClick={() => onFree(c.idEmpleado, hora)}
                      >
                        +
                      </button>
                    </div>
                  );
                }
                return (
                  <div
                    key={c.idEmpleado}
                    role="cell"
                    aria-rowspan={cell.span}
                    className={cell.turnos.length > 1 ? 'agenda-cell agenda-shared' : 'agenda-cell'}
                    style={{ gridRow: `${gridRow} / span ${cell.span}`, gridColumn }}
                  >
                    {cell.turnos.map((t) => (
                      <TurnoButton key={t.id} turno={t} onOpen={onTurno} />
                    ))}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
});
