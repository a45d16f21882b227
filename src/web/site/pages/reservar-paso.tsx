import type { ReactNode, RefObject } from 'react';
import { formatMoney, fromCents, toCents } from '#shared/domain/money.ts';
import type { ProfesionalPublico, ServicioReservable } from '#shared/schemas/reserva.ts';
import { PASOS, type Paso as PasoId } from './reservar-flujo.ts';
import { diaLargo, duracionTexto } from './reservar-texts.ts';

/** A step: its heading (focused when the visitor arrives at the step) and what it asks. */
export function Paso({
  titulo,
  refTitulo,
  children,
}: {
  titulo: string;
  refTitulo: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <div className="reserva-paso">
      <h2 ref={refTitulo} tabIndex={-1}>
        {titulo}
      </h2>
      {children}
    </div>
  );
}

/** A line of the summary: what was chosen, and going back to it or taking it out. */
interface Fila {
  label: string;
  valor: string;
  cambiar?: PasoId;
  /** A service added to the visit: its place in it. */
  quitar?: number;
}

/**
 * What was chosen so far, each with 'Cambiar' to go back to it. A visit of several services lists
 * each one (the added ones with 'Quitar') and its total; right after the first service is chosen,
 * 'Agregar otro servicio' adds one more.
 */
export function Resumen({
  paso,
  elegidos,
  profesional,
  fecha,
  hora,
  agregar,
  onCambiar,
  onQuitar,
}: {
  paso: PasoId;
  elegidos: readonly ServicioReservable[];
  profesional: ProfesionalPublico | null | undefined;
  fecha: string | null;
  hora: string | null;
  /** Whether 'Agregar otro servicio' is offered. */
  agregar: boolean;
  onCambiar: (p: PasoId) => void;
  onQuitar: (indice: number) => void;
}) {
  const antes = (p: PasoId) => PASOS.indexOf(p) < PASOS.indexOf(paso);
  const filas: Fila[] = [];
  const [primero] = elegidos;
  if (primero !== undefined && antes('servicio')) {
    if (elegidos.length === 1) filas.push({ label: 'Servicio', valor: primero.nombre, cambiar: 'servicio' });
    else {
      elegidos.forEach((s, i) =>
        filas.push({
          label: `Servicio ${i + 1}`,
          valor: s.nombre,
          ...(i === 0 ? { cambiar: 'servicio' } : { quitar: i }),
        }),
      );
      const precio = fromCents(elegidos.reduce((suma, s) => suma + toCents(s.precio), 0));
      const duracion = elegidos.reduce((suma, s) => suma + s.duracion, 0);
      filas.push({ label: 'Total', valor: `${formatMoney(precio)} · ${duracionTexto(duracion)}` });
    }
  }
  if (profesional !== undefined && antes('profesional')) {
    filas.push({ label: 'Con', valor: profesional?.nombre ?? 'Cualquiera', cambiar: 'profesional' });
  }
  if (fecha !== null && antes('dia')) filas.push({ label: 'Día', valor: diaLargo(fecha), cambiar: 'dia' });
  if (hora !== null && antes('hora')) filas.push({ label: 'Hora', valor: hora, cambiar: 'hora' });
  if (filas.length === 0) return null;
  return (
    <>
      <ul className="reserva-resumen" aria-label="Lo que elegiste">
        {filas.map(({ label, valor, cambiar, quitar }) => (
          <li key={label}>
            <span>
              <strong>{label}:</strong> {valor}
            </span>
            {cambiar !== undefined && (
              <button
                type="button"
                className="text-link"
                onClick={() => onCambiar(cambiar)}
                aria-label={`Cambiar ${label}`}
              >
                Cambiar
              </button>
            )}
            {quitar !== undefined && (
              <button
                type="button"
                className="text-link"
                onClick={() => onQuitar(quitar)}
                aria-label={`Quitar ${label}`}
              >
                Quitar
              </button>
            )}
          </li>
        ))}
      </ul>
      {agregar && (
        <p className="reserva-agregar">
          <button type="button" className="button button-outline" onClick={() => onCambiar('otro')}>
            Agregar otro servicio
          </button>
        </p>
      )}
    </>
  );
}
