import { useEffect, useRef, useState, type ReactNode } from 'react';
import { reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { ProfesionalPublico, ServicioReservable } from '#shared/schemas/reserva.ts';
import { ApiError } from '#web/lib/api.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { PageHead } from '#web/site/page-head.tsx';
import { reservasApi } from '#web/site/reservas.ts';
import { useDesafio } from '#web/site/use-desafio.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { anuncioDeReserva, Listo, PasoConfirmar } from './reservar-confirmar.tsx';
import { PasoDatos } from './reservar-datos.tsx';
import { PasoDia, PasoHora } from './reservar-dia-hora.tsx';
import { PasoOtro, PasoProfesional, PasoServicio } from './reservar-eleccion.tsx';
import { MAX_SERVICIOS, useReservaFlujo, type Paso } from './reservar-flujo.ts';
import { Resumen } from './reservar-paso.tsx';
import './reservar.css';

type Carga = 'cargando' | 'apagado' | 'tope' | 'error' | 'lista';

/** The chat instead of the steps: booking off, nobody to book with, or the day's online bookings all taken. */
function AlChat({ tope = false }: { tope?: boolean }) {
  return (
    <>
      {tope ? (
        <p className="lead" role="status">
          {reservaMessages.topeDiario}
        </p>
      ) : (
        <p className="lead">Por ahora los turnos se reservan por chat. Escribinos y te respondemos con los horarios.</p>
      )}
      <p className="actions center">
        <ChatButton>Reservar por WhatsApp</ChatButton>
      </p>
    </>
  );
}

/**
 * Online booking (issue 22): service → professional or 'Cualquiera' → day → free time → name and
 * phone → confirm, each step its own history entry (reservar-flujo.ts). After the service, 'Agregar
 * otro servicio' makes a visit of up to three, one after the other at one time (decision 056).
 * Drawn at build time as its loading state (without scripts, the chat instead); everything else
 * depends on the owner's switch and the agenda, so it is asked for once the page is in the browser.
 */
export function Component() {
  const hydrated = useHydrated();
  const [carga, setCarga] = useState<Carga>('cargando');
  const [servicios, setServicios] = useState<ServicioReservable[]>([]);
  const [equipo, setEquipo] = useState<ProfesionalPublico[]>([]);
  const flujo = useReservaFlujo(servicios, equipo);
  // The proof of work, solved in the background since the steps were shown.
  const desafio = useDesafio(carga === 'lista');
  const titulo = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    reservasApi
      .estado()
      .then(async ({ reservasOnline, topeAlcanzado }) => {
        if (!reservasOnline) return setCarga('apagado');
        if (topeAlcanzado) return setCarga('tope');
        const [s, e] = await Promise.all([reservasApi.servicios(), reservasApi.profesionales()]);
        setServicios(s);
        setEquipo(e);
        setCarga('lista');
      })
      .catch((err: unknown) => setCarga(err instanceof ApiError && err.status === 404 ? 'apagado' : 'error'));
  }, [hydrated]);

  const lista = carga === 'lista' && servicios.length > 0 && equipo.length > 0;
  const paso: Paso | null = lista ? flujo.paso : null;

  // Arriving at a step (a choice, 'Cambiar', Back or Forward), its heading takes the focus once it
  // is drawn, so a screen reader says where the visitor is; not on the first step the page shows.
  const anterior = useRef<Paso | null>(null);
  useEffect(() => {
    if (paso !== null && anterior.current !== null && anterior.current !== paso) titulo.current?.focus();
    anterior.current = paso;
  }, [paso]);

  let contenido: ReactNode;
  if (carga === 'cargando') {
    contenido = (
      <>
        <p className="note reserva-cargando" role="status">
          Buscando los horarios libres…
        </p>
        {/* Without scripts nothing would ever arrive: the chat instead. */}
        <noscript>
          <AlChat />
        </noscript>
      </>
    );
  } else if (carga === 'tope') {
    contenido = <AlChat tope />;
  } else if (carga === 'error') {
    contenido = (
      <p className="form-error" role="alert">
        No pudimos cargar los horarios. Revisá tu conexión y volvé a intentar, o escribinos por WhatsApp.
      </p>
    );
  } else if (!lista || paso === null) {
    contenido = <AlChat />;
  } else {
    const { elegidos, profesional, fecha, hora, creada } = flujo;
    const [primero, ...agregados] = elegidos;
    contenido = (
      <>
        {paso !== 'listo' && (
          <Resumen
            paso={paso}
            elegidos={elegidos}
            profesional={profesional}
            fecha={fecha}
            hora={hora}
            agregar={paso === 'profesional' && elegidos.length < Math.min(MAX_SERVICIOS, servicios.length)}
            onCambiar={(p) => flujo.ir(p)}
            onQuitar={(i) => {
              flujo.quitar(i);
              // Its button is gone: the keyboard goes on from the step's heading.
              titulo.current?.focus();
            }}
          />
        )}
        {flujo.aviso !== null && (
          <p className="form-error" role="alert">
            {flujo.aviso}
          </p>
        )}
        {paso === 'servicio' && <PasoServicio flujo={flujo} servicios={servicios} titulo={titulo} />}
        {paso === 'otro' && <PasoOtro flujo={flujo} servicios={servicios} titulo={titulo} />}
        {paso === 'profesional' && <PasoProfesional flujo={flujo} equipo={equipo} titulo={titulo} />}
        {paso === 'dia' && primero !== undefined && <PasoDia flujo={flujo} titulo={titulo} />}
        {paso === 'hora' && primero !== undefined && fecha !== null && (
          <PasoHora key={fecha} flujo={flujo} fecha={fecha} titulo={titulo} />
        )}
        {paso === 'datos' && <PasoDatos flujo={flujo} titulo={titulo} />}
        {paso === 'confirmar' &&
          primero !== undefined &&
          profesional !== undefined &&
          fecha !== null &&
          hora !== null && (
            <PasoConfirmar
              flujo={flujo}
              servicios={[primero, ...agregados]}
              profesional={profesional}
              fecha={fecha}
              hora={hora}
              desafio={desafio}
              onTope={() => setCarga('tope')}
              titulo={titulo}
            />
          )}
        {paso === 'listo' && creada !== null && <Listo reserva={creada} titulo={titulo} />}
      </>
    );
  }

  return (
    <>
      <PageHead path="/reservar" />
      <section className="page narrow reservar">
        <h1>Reservá online</h1>
        {/* Always there, so what is put in it is announced: the booking made. */}
        <p className="visually-hidden" role="status">
          {paso === 'listo' && flujo.creada !== null ? anuncioDeReserva(flujo.creada) : ''}
        </p>
        {contenido}
      </section>
    </>
  );
}
