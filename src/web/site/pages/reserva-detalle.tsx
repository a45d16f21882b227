import { formatMoney } from '#shared/domain/money.ts';
import type { Reserva } from '#shared/schemas/reserva.ts';
import { diaLargo, duracionTexto, finDe } from './reservar-texts.ts';

/** One service of a visit: its time, length, price and, once booked, who does it. */
export interface LineaDeVisita {
  servicio: string;
  hora: string;
  duracion: number;
  precio: number;
  profesional?: string;
}

/** Parts joined by ' · ', a line broken only between them (each '·' kept with the part before it). */
const partes = (...textos: string[]) => textos.map((t) => t.replaceAll(' ', '\u00a0')).join('\u00a0· ');

/** A visit of several services (decision 056): each one on its line, then the whole price and length. */
export function DetalleDeVisita({
  lineas,
  precio,
  duracion,
}: {
  lineas: readonly LineaDeVisita[];
  precio: number;
  duracion: number;
}) {
  return (
    <>
      <dt>Servicios</dt>
      <dd>
        <ul className="reserva-servicios">
          {lineas.map((l, i) => (
            <li key={i}>
              <strong>
                {l.hora} {l.servicio}
              </strong>
              <span>
                {partes(
                  `${l.duracion} min`,
                  formatMoney(l.precio),
                  ...(l.profesional === undefined ? [] : [`con ${l.profesional}`]),
                )}
              </span>
            </li>
          ))}
        </ul>
      </dd>
      <dt>Total</dt>
      <dd>{partes(formatMoney(precio), duracionTexto(duracion))}</dd>
    </>
  );
}

/**
 * A booking as the client reads it: day and time, service and price, professional; a visit of
 * several services lists each one with its own time and professional.
 */
export function ReservaDetalle({
  reserva,
}: {
  reserva: Pick<Reserva, 'fecha' | 'hora' | 'duracion' | 'servicio' | 'precio' | 'profesional'> &
    Partial<Pick<Reserva, 'servicios'>>;
}) {
  const visita = reserva.servicios !== undefined && reserva.servicios.length > 1 ? reserva.servicios : null;
  return (
    <dl className="reserva-detalle">
      <dt>Día y hora</dt>
      <dd>
        {diaLargo(reserva.fecha)}, de {reserva.hora} a {finDe(reserva.hora, reserva.duracion)}
      </dd>
      {visita !== null ? (
        <DetalleDeVisita lineas={visita} precio={reserva.precio} duracion={reserva.duracion} />
      ) : (
        <>
          <dt>Servicio</dt>
          <dd>
            {reserva.servicio} · {formatMoney(reserva.precio)}
          </dd>
          <dt>Con</dt>
          <dd>{reserva.profesional}</dd>
        </>
      )}
    </dl>
  );
}
