import type { ReactNode, RefObject } from 'react';
import type { ProfesionalPublico, ServicioReservable } from '#shared/schemas/reserva.ts';
import { PASOS, type Paso as PasoId } from './reservar-flujo.ts';
import { diaLargo } from './reservar-texts.ts';

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

/** What was chosen so far, each with 'Cambiar' to go back to it. */
export function Resumen({
  paso,
  servicio,
  profesional,
  fecha,
  hora,
  onCambiar,
}: {
  paso: PasoId;
  servicio: ServicioReservable | null;
  profesional: ProfesionalPublico | null | undefined;
  fecha: string | null;
  hora: string | null;
  onCambiar: (p: PasoId) => void;
}) {
  const antes = (p: PasoId) => PASOS.indexOf(p) < PASOS.indexOf(paso);
  const filas: [PasoId, string, string][] = [];
  if (servicio !== null && antes('servicio')) filas.push(['servicio', 'Servicio', servicio.nombre]);
  if (profesional !== undefined && antes('profesional')) {
    filas.push(['profesional', 'Con', profesional?.nombre ?? 'Cualquiera']);
  }
  if (fecha !== null && antes('dia')) filas.push(['dia', 'Día', diaLargo(fecha)]);
  if (hora !== null && antes('hora')) filas.push(['hora', 'Hora', hora]);
  if (filas.length === 0) return null;
  return (
    <ul className="reserva-resumen" aria-label="Lo que elegiste">
      {filas.map(([p, label, valor]) => (
        <li key={p}>
          <span>
            <strong>{label}:</strong> {valor}
          </span>
          <button type="button" className="text-link" onClick={() => onCambiar(p)} aria-label={`Cambiar ${label}`}>
            Cambiar
          </button>
        </li>
      ))}
    </ul>
  );
}
