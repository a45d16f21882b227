import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { formatMoney, fromCents, toCents } from '#shared/domain/money.ts';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { ProfesionalPublico, ReservaCreada, ServicioReservable } from '#shared/schemas/reserva.ts';
import { ApiError, errorCode } from '#web/lib/api.ts';
import { chatLink, contact } from '#web/lib/contact.ts';
import { icsDeReserva, reservasApi, turnoPath } from '#web/site/reservas.ts';
import type { useDesafio } from '#web/site/use-desafio.ts';
import type { Flujo } from './reservar-flujo.ts';
import { Paso } from './reservar-paso.tsx';
import { DetalleDeVisita, ReservaDetalle, type LineaDeVisita } from './reserva-detalle.tsx';
import { diaLargo, finDe, hastaTexto } from './reservar-texts.ts';

function mensaje(err: unknown): string {
  return err instanceof Error ? err.message : 'No pudimos completar la reserva. Intentá de nuevo.';
}

/**
 * A visit's services one after the other from `hora`: each one's time, and the whole length and
 * price. Who does each one is known once booked ('Cualquiera'); 'Con' says whom she chose.
 */
function lineasDe(servicios: readonly ServicioReservable[], hora: string) {
  let duracion = 0;
  const lineas: LineaDeVisita[] = servicios.map((s) => {
    const linea = { servicio: s.nombre, hora: finDe(hora, duracion), duracion: s.duracion, precio: s.precio };
    duracion += s.duracion;
    return linea;
  });
  return { lineas, duracion, precio: fromCents(servicios.reduce((suma, s) => suma + toCents(s.precio), 0)) };
}

/** Step 6: everything chosen, and 'Confirmar reserva'. */
export function PasoConfirmar({
  flujo,
  servicios,
  profesional,
  fecha,
  hora,
  desafio,
  onTope,
  titulo,
}: {
  flujo: Flujo;
  /** The visit's services, in order: most often one. */
  servicios: readonly [ServicioReservable, ...ServicioReservable[]];
  profesional: ProfesionalPublico | null;
  fecha: string;
  hora: string;
  desafio: ReturnType<typeof useDesafio>;
  /** The day's ceiling was reached meanwhile: the page offers the chat. */
  onTope: () => void;
  titulo: RefObject<HTMLHeadingElement | null>;
}) {
  const [enviando, setEnviando] = useState(false);
  const { datos } = flujo;
  const [servicio] = servicios;
  const visita = servicios.length > 1 ? lineasDe(servicios, hora) : null;

  async function confirmar() {
    setEnviando(true);
    try {
      const reserva = await desafio.enviar((pago) =>
        reservasApi.reservar({
          // One service as it always was; a visit by its services, in order.
          ...(visita === null ? { idServicio: servicio.id } : { servicios: servicios.map((s) => s.id) }),
          idEmpleado: profesional?.id ?? null,
          fecha,
          hora,
          nombre: datos.nombre,
          telefono: datos.telefono,
          email: datos.email,
          sitio: datos.sitio,
          desafio: pago,
        }),
      );
      flujo.terminar(reserva);
    } catch (err) {
      if (errorCode(err) === reservaCodes.topeDiario) return onTope();
      const code = errorCode(err);
      const tarde = code === reservaCodes.fueraDeAnticipacion;
      const ocupado =
        err instanceof ApiError && err.status === 409 && code !== reservaCodes.demasiadasReservas && !tarde;
      // Taken meanwhile, or too soon now: back to the times, asked for again; what was typed stays.
      // The server answers a time just taken in the agenda's words; the client reads its own.
      if (ocupado || tarde) flujo.ir('hora', { hora: null }, ocupado ? reservaMessages.noDisponible : mensaje(err));
      else if (err instanceof ApiError && err.status === 400) flujo.ir('datos', {}, mensaje(err));
      else flujo.ir('confirmar', {}, mensaje(err));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Paso titulo="Confirmá tu turno" refTitulo={titulo}>
      <dl className="reserva-detalle">
        {visita === null ? (
          <>
            <dt>Servicio</dt>
            <dd>
              {servicio.nombre} · {formatMoney(servicio.precio)}
            </dd>
          </>
        ) : (
          <DetalleDeVisita {...visita} />
        )}
        <dt>Día y hora</dt>
        <dd>
          {diaLargo(fecha)}, de {hora} a {finDe(hora, visita?.duracion ?? servicio.duracion)}
        </dd>
        <dt>Con</dt>
        <dd>{profesional?.nombre ?? 'Cualquiera'}</dd>
        <dt>A nombre de</dt>
        <dd>
          {datos.nombre} · {datos.telefono}
        </dd>
      </dl>
      <p className="note">El pago se hace en el local.</p>
      <p className="actions">
        <button type="button" className="button" disabled={enviando} onClick={() => void confirmar()}>
          {desafio.verificando ? 'Verificando…' : enviando ? 'Reservando…' : 'Confirmar reserva'}
        </button>
      </p>
      {desafio.verificando && (
        <p className="note" role="status">
          Estamos verificando la reserva desde tu navegador: tarda unos segundos.
        </p>
      )}
    </Paso>
  );
}

/** What the live region says once the booking is made. */
export function anuncioDeReserva(reserva: ReservaCreada): string {
  return `¡Listo! Tu turno quedó reservado: ${reserva.servicio}, el ${diaLargo(reserva.fecha)} a las ${reserva.hora}.`;
}

/** The result: the booking, the calendar file, WhatsApp and the client's private link. */
export function Listo({ reserva, titulo }: { reserva: ReservaCreada; titulo: RefObject<HTMLHeadingElement | null> }) {
  const enlace = `${window.location.origin}${turnoPath(reserva.token)}`;
  const descargar = () => {
    const ics = icsDeReserva(reserva, {
      centro: contact.nombre,
      direccion: contact.direccion,
      enlace,
      uid: `${reserva.token.slice(0, 16)}@${window.location.host}`,
      now: new Date(),
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `turno-${reserva.fecha}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const texto = `¡Hola! Reservé online ${reserva.servicio} el ${diaLargo(reserva.fecha)} a las ${reserva.hora} con ${reserva.profesional}. Mi turno: ${enlace}`;
  return (
    <Paso titulo="¡Listo! Tu turno quedó reservado" refTitulo={titulo}>
      <ReservaDetalle reserva={reserva} />
      <p className="actions">
        <button type="button" className="button" onClick={descargar}>
          Agregar al calendario
        </button>
        <a className="button button-outline" href={chatLink(texto)} target="_blank" rel="noopener noreferrer">
          Hablar con el centro por WhatsApp
        </a>
      </p>
      {reserva.cancelable ? (
        <>
          <p>
            Desde este enlace podés confirmarlo, o cancelarlo hasta el {hastaTexto(reserva.cancelableHasta)} si no podés
            venir. Guardalo: es solo tuyo.
          </p>
          <p className="reserva-enlace">
            <Link to={turnoPath(reserva.token)}>{enlace}</Link>
          </p>
        </>
      ) : (
        <p>Si no podés venir, avisanos por WhatsApp: el turno es muy pronto para cancelarlo online.</p>
      )}
    </Paso>
  );
}
