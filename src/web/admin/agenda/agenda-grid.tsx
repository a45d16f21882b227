import { memo, type Ref } from 'react';
import { fromMinutes, SLOTS, toMinutes } from '../../../shared/domain/slots.ts';
import type { Turno } from '../../../shared/schemas/turno.ts';
import type { AgendaColumn } from './layout.ts';
import './agenda-grid.css';

const TIME_COLUMN_PX = 64;
const EMPLOYEE_COLUMN_PX = 150;

function fin(t: Turno): string {
  return fromMinutes(toMinutes(t.hora) + t.duracion);
}

function TurnoButton({ turno, onOpen }: { turno: Turno; onOpen: (t: Turno) => void }) {
  return (
    <button type="button" className="agenda-turno" onClick={() => onOpen(turno)}>
      <span className="agenda-cliente">
        <span className="agenda-sr">Turno de </span>
        {turno.clienteNombre}
      </span>
      <span className="agenda-turno-line">
        <span className="agenda-estado" data-estado={turno.estado}>
          {turno.estado}
        </span>
        {/* One text node each: a day has hundreds of these to lay out. */}
        <span className="agenda-servicio">{`${turno.servicioNombre} · ${turno.hora}–${fin(turno)}`}</span>
      </span>
    </button>
  );
}

/**
 * The day's grid (spec section 2): a row every 30 minutes from 08:00 to 19:30 and a column per
 * employee. A free cell books a new appointment there; a booking opens it for editing.
 */
export const AgendaGrid = memo(function AgendaGrid({
  columns,
  caption,
  tableRef,
  onFree,
  onTurno,
}: {
  columns: AgendaColumn[];
  caption: string;
  tableRef: Ref<HTMLTableElement>;
  onFree: (idEmpleado: number, hora: string) => void;
  onTurno: (turno: Turno) => void;
}) {
  const width = TIME_COLUMN_PX + columns.length * EMPLOYEE_COLUMN_PX;
  return (
    // The region scrolls by keyboard too, so it can take focus.
    <div className="agenda-scroll" role="region" aria-label="Grilla de turnos" tabIndex={0}>
      <table ref={tableRef} className="agenda-grid" style={{ width: `max(100%, ${width}px)` }}>
        <caption className="agenda-sr">{caption}</caption>
        <colgroup>
          <col style={{ width: TIME_COLUMN_PX }} />
          {columns.map((c) => (
            <col key={c.idEmpleado} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="agenda-time">
              Hora
            </th>
            {columns.map((c) => (
              <th key={c.idEmpleado} scope="col" title={c.nombre}>
                {c.nombre}
                {c.archived && <span className="agenda-archived">Ya no está en el equipo</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOTS.map((hora, row) => (
            <tr key={hora} className={hora.endsWith(':30') ? 'agenda-half' : undefined}>
              <th scope="row" className="agenda-time">
                {hora}
              </th>
              {columns.map((c) => {
                const cell = c.cells[row];
                if (cell === undefined || cell.kind === 'covered') return null;
                if (cell.kind === 'free') {
                  return c.archived ? (
                    <td key={c.idEmpleado} className="agenda-off" />
                  ) : (
                    <td key={c.idEmpleado}>
                      <button
                        type="button"
                        className="agenda-free"
                        aria-label={`Nuevo turno: ${c.nombre}, ${hora}`}
                        onClick={() => onFree(c.idEmpleado, hora)}
                      >
                        +
                      </button>
                    </td>
                  );
                }
                return (
                  <td key={c.idEmpleado} rowSpan={cell.span}>
                    <div className="agenda-cell">
                      {cell.turnos.map((t) => (
                        <TurnoButton key={t.id} turno={t} onOpen={onTurno} />
                      ))}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
