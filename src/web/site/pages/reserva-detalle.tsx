import { formatMoney } from '#shared/domain/money.ts';
import type { Reserva } from '#shared/schemas/reserva.ts';
import { diaLargo, finDe } from './reservar-texts.ts';

/** A booking as the client reads it: day and time, service and price, professional. */
export function ReservaDetalle({
  reserva,
}: {
  reserva: Pick<Reserva, 'fecha' | 'hora' | 'duracion' | 'servicio' | 'precio' | 'profesional'>;
}) {
  return (
    <dl className="reserva-detalle">
      <dt>Día y hora</dt>
      <dd>
        {diaLargo(reserva.fecha)}, de {reserva.hora} a {finDe(reserva.hora, reserva.duracion)}
      </dd>
      <dt>Servicio</dt>
      <dd>
        {reserva.servicio} · {formatMoney(reserva.precio)}
      </dd>
      <dt>Con</dt>
      <dd>{reserva.profesional}</dd>
    </dl>
  );
}
