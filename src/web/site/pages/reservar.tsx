import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#shared/domain/money.ts';
import { reservaCodes, reservaMessages } from '#shared/domain/reserva-messages.ts';
import type { Disponibilidad, ProfesionalPublico, ReservaCreada, ServicioReservable } from '#shared/schemas/reserva.ts';
import { ApiError, errorCode } from '#web/lib/api.ts';
import { ChatButton } from '#web/site/chat-button.tsx';
import { chatLink, contact } from '#web/lib/contact.ts';
import { PageHead } from '#web/site/page-head.tsx';
import { cancelPath, icsDeReserva, reservasApi } from '#web/site/reservas.ts';
import { useDesafio } from '#web/site/use-desafio.ts';
import { useHydrated } from '#web/site/use-hydrated.ts';
import { ReservaDetalle } from './reserva-detalle.tsx';
import { diaCorto, diaLargo, finDe, hastaTexto } from './reservar-texts.ts';

type Paso = 'servicio' | 'profesional' | 'dia' | 'hora' | 'datos' | 'confirmar';

/** Days shown at first; the rest of the horizon one tap away. */
const DIAS_VISIBLES = 14;

interface Datos {
  nombre: string;
  telefono: string;
  email: string;
  /** The honeypot: people never see it, robots fill it. */
  sitio: string;
}

/**
 * Online booking (issue 22): service → professional or 'Cualquiera' → day → free time → name and
 * phone → confirm. Drawn at build time as its loading state; everything else depends on the
 * owner's switch and the agenda, so it is asked for once the page is in the browser.
 */
export function Component() {
  const hydrated = useHydrated();
  // 'tope': the day's online bookings are all taken; the page offers the chat.
  const [carga, setCarga] = useState<'cargando' | 'apagado' | 'tope' | 'error' | 'lista'>('cargando');
  const [servicios, setServicios] = useState<ServicioReservable[]>([]);
  const [equipo, setEquipo] = useState<ProfesionalPublico[]>([]);
  const [paso, setPaso] = useState<Paso>('servicio');
  const [servicio, setServicio] = useState<ServicioReservable | null>(null);
  // null is 'Cualquiera'.
  const [profesional, setProfesional] = useState<ProfesionalPublico | null>(null);
  const [dias, setDias] = useState<{ fecha: string; libre: boolean }[] | null>(null);
  const [todosLosDias, setTodosLosDias] = useState(false);
  const [fecha, setFecha] = useState<string | null>(null);
  const [horas, setHoras] = useState<Disponibilidad | null>(null);
  const [hora, setHora] = useState<string | null>(null);
  const [datos, setDatos] = useState<Datos>({ nombre: '', telefono: '', email: '', sitio: '' });
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // The proof of work, solved in the background since the steps were shown.
  const desafio = useDesafio(carga === 'lista');
  const [creada, setCreada] = useState<ReservaCreada | null>(null);
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

  // The days of the chosen service and professional.
  useEffect(() => {
    if (servicio === null || paso !== 'dia') return;
    let vigente = true;
    reservasApi.dias(servicio.id, profesional?.id ?? null).then(
      (d) => vigente && setDias(d),
      (err: unknown) => {
        if (!vigente) return;
        setAviso(mensaje(err));
        setDias([]);
      },
    );
    return () => {
      vigente = false;
    };
  }, [servicio, profesional, paso]);

  // The free times of the chosen day, asked for again each time the step is shown.
  useEffect(() => {
    if (servicio === null || fecha === null || paso !== 'hora') return;
    let vigente = true;
    reservasApi.disponibilidad(servicio.id, fecha, profesional?.id ?? null).then(
      (h) => vigente && setHoras(h),
      (err: unknown) => {
        if (!vigente) return;
        setAviso(mensaje(err));
        setHoras([]);
      },
    );
    return () => {
      vigente = false;
    };
  }, [servicio, profesional, fecha, paso]);

  /** Moves to a step: its heading takes the focus, so a screen reader says where the visitor is. */
  function ir(siguiente: Paso) {
    // The days and times are asked for again on arriving at their step (below): none shown meanwhile.
    if (siguiente === 'dia') setDias(null);
    if (siguiente === 'hora') setHoras(null);
    setPaso(siguiente);
    requestAnimationFrame(() => titulo.current?.focus());
  }

  async function confirmar() {
    if (servicio === null || fecha === null || hora === null) return;
    setEnviando(true);
    setAviso(null);
    try {
      const reserva = await desafio.enviar((pago) =>
        reservasApi.reservar({
          idServicio: servicio.id,
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
      setCreada(reserva);
      requestAnimationFrame(() => titulo.current?.focus());
    } catch (err) {
      if (errorCode(err) === reservaCodes.topeDiario) {
        setCarga('tope');
        return;
      }
      const ocupado =
        err instanceof ApiError &&
        err.status === 409 &&
        err.message !== reservaMessages.demasiadasReservas &&
        err.message !== reservaMessages.fueraDeAnticipacion;
      // The server answers a time just taken in the agenda's words; the client reads its own.
      setAviso(ocupado ? reservaMessages.noDisponible : mensaje(err));
      // Taken meanwhile, or too soon now: back to the times, asked for again; what was typed stays.
      if (ocupado || (err instanceof ApiError && err.message === reservaMessages.fueraDeAnticipacion)) {
        setHora(null);
        ir('hora');
      } else if (err instanceof ApiError && err.status === 400) ir('datos');
    } finally {
      setEnviando(false);
    }
  }

  let contenido: ReactNode;
  if (creada !== null) {
    contenido = <Confirmacion reserva={creada} titulo={titulo} />;
  } else if (carga === 'cargando') {
    contenido = (
      <p className="note" role="status">
        Buscando los horarios libres…
      </p>
    );
  } else if (carga === 'tope') {
    contenido = (
      <>
        <p className="lead" role="status">
          {reservaMessages.topeDiario}
        </p>
        <p className="actions center">
          <ChatButton>Reservar por WhatsApp</ChatButton>
        </p>
      </>
    );
  } else if (carga === 'apagado' || (carga === 'lista' && (servicios.length === 0 || equipo.length === 0))) {
    contenido = (
      <>
        <p className="lead">Por ahora los turnos se reservan por chat. Escribinos y te respondemos con los horarios.</p>
        <p className="actions center">
          <ChatButton>Reservar por WhatsApp</ChatButton>
        </p>
      </>
    );
  } else if (carga === 'error') {
    contenido = (
      <p className="form-error" role="alert">
        No pudimos cargar los horarios. Revisá tu conexión y volvé a intentar, o escribinos por WhatsApp.
      </p>
    );
  } else {
    contenido = (
      <>
        <Resumen
          paso={paso}
          servicio={servicio}
          profesional={profesional}
          fecha={fecha}
          hora={hora}
          onCambiar={(p) => {
            setAviso(null);
            ir(p);
          }}
        />
        {aviso !== null && (
          <p className="form-error" role="alert">
            {aviso}
          </p>
        )}
        {paso === 'servicio' && (
          <Paso titulo="¿Qué servicio querés?" refTitulo={titulo}>
            {categorias(servicios).map(([categoria, lista]) => (
              <div key={categoria} className="reserva-grupo">
                <h3>{categoria}</h3>
                <div className="choices">
                  {lista.map((s) => (
                    <button
                      key={s.id}
                      type="button"
                      className="choice"
                      aria-pressed={servicio?.id === s.id}
                      onClick={() => {
                        setServicio(s);
                        setFecha(null);
                        setHora(null);
                        ir('profesional');
                      }}
                    >
                      <span className="choice-title">{s.nombre}</span>
                      <span className="choice-meta">
                        {formatMoney(s.precio)} · {s.duracion} min
                      </span>
                    </button>
                  ))}
                </div>
              </div>
            ))}
          </Paso>
        )}
        {paso === 'profesional' && (
          <Paso titulo="¿Con quién?" refTitulo={titulo}>
            <div className="choices">
              {[null, ...equipo].map((p) => (
                <button
                  key={p?.id ?? 'cualquiera'}
                  type="button"
                  className="choice"
                  aria-pressed={(profesional?.id ?? null) === (p?.id ?? null)}
                  onClick={() => {
                    setProfesional(p);
                    setFecha(null);
                    setHora(null);
                    setTodosLosDias(false);
                    ir('dia');
                  }}
                >
                  <span className="choice-title">{p === null ? 'Cualquiera' : p.nombre}</span>
                  {p === null && <span className="choice-meta">La primera que tenga el horario libre</span>}
                </button>
              ))}
            </div>
          </Paso>
        )}
        {paso === 'dia' && (
          <Paso titulo="¿Qué día?" refTitulo={titulo}>
            {dias === null ? (
              <p className="note" role="status">
                Buscando los días libres…
              </p>
            ) : (
              <>
                <div className="choices choices-dias">
                  {(todosLosDias ? dias : dias.slice(0, DIAS_VISIBLES)).map((d) => (
                    <button
                      key={d.fecha}
                      type="button"
                      className="choice"
                      disabled={!d.libre}
                      aria-pressed={fecha === d.fecha}
                      // The visible text first (voice control says what it sees), then the day in full.
                      aria-label={`${diaCorto(d.fecha)}, ${diaLargo(d.fecha)}${d.libre ? '' : ', sin horarios libres'}`}
                      onClick={() => {
                        setFecha(d.fecha);
                        setHora(null);
                        ir('hora');
                      }}
                    >
                      {diaCorto(d.fecha)}
                    </button>
                  ))}
                </div>
                {!todosLosDias && dias.length > DIAS_VISIBLES && (
                  <button type="button" className="button button-outline" onClick={() => setTodosLosDias(true)}>
                    Ver más días
                  </button>
                )}
              </>
            )}
          </Paso>
        )}
        {paso === 'hora' && fecha !== null && (
          <Paso titulo={`¿A qué hora? ${diaLargo(fecha)}`} refTitulo={titulo}>
            {horas === null ? (
              <p className="note" role="status">
                Buscando los horarios libres…
              </p>
            ) : horas.length === 0 ? (
              <p className="note">No quedan horarios libres ese día. Elegí otro día.</p>
            ) : (
              <div className="choices choices-horas">
                {horas.map((h) => (
                  <button
                    key={h.hora}
                    type="button"
                    className="choice"
                    aria-pressed={hora === h.hora}
                    onClick={() => {
                      setHora(h.hora);
                      setAviso(null);
                      ir('datos');
                    }}
                  >
                    {h.hora}
                  </button>
                ))}
              </div>
            )}
          </Paso>
        )}
        {paso === 'datos' && (
          <Paso titulo="Tus datos" refTitulo={titulo}>
            <DatosForm
              datos={datos}
              onChange={setDatos}
              onSubmit={() => {
                setAviso(null);
                ir('confirmar');
              }}
            />
          </Paso>
        )}
        {paso === 'confirmar' && servicio !== null && fecha !== null && hora !== null && (
          <Paso titulo="Confirmá tu turno" refTitulo={titulo}>
            <dl className="reserva-detalle">
              <dt>Servicio</dt>
              <dd>
                {servicio.nombre} · {formatMoney(servicio.precio)}
              </dd>
              <dt>Día y hora</dt>
              <dd>
                {diaLargo(fecha)}, de {hora} a {finDe(hora, servicio.duracion)}
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
        )}
      </>
    );
  }

  return (
    <>
      <PageHead path="/reservar" />
      <section className="page narrow reservar">
        <h1>Reservá online</h1>
        {contenido}
      </section>
    </>
  );
}

function mensaje(err: unknown): string {
  return err instanceof Error ? err.message : 'No pudimos completar la reserva. Intentá de nuevo.';
}

function categorias(servicios: readonly ServicioReservable[]): [string, ServicioReservable[]][] {
  const grupos = new Map<string, ServicioReservable[]>();
  for (const s of servicios) grupos.set(s.categoria, [...(grupos.get(s.categoria) ?? []), s]);
  return [...grupos];
}

function Paso({
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
function Resumen({
  paso,
  servicio,
  profesional,
  fecha,
  hora,
  onCambiar,
}: {
  paso: Paso;
  servicio: ServicioReservable | null;
  profesional: ProfesionalPublico | null;
  fecha: string | null;
  hora: string | null;
  onCambiar: (p: Paso) => void;
}) {
  const orden: Paso[] = ['servicio', 'profesional', 'dia', 'hora', 'datos', 'confirmar'];
  const antes = (p: Paso) => orden.indexOf(p) < orden.indexOf(paso);
  const filas: [Paso, string, string][] = [];
  if (servicio !== null && antes('servicio')) filas.push(['servicio', 'Servicio', servicio.nombre]);
  if (antes('profesional')) filas.push(['profesional', 'Con', profesional?.nombre ?? 'Cualquiera']);
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

function DatosForm({
  datos,
  onChange,
  onSubmit,
}: {
  datos: Datos;
  onChange: (d: Datos) => void;
  onSubmit: () => void;
}) {
  const campo = (key: keyof Datos) => ({
    value: datos[key],
    onChange: (e: { currentTarget: { value: string } }) => onChange({ ...datos, [key]: e.currentTarget.value }),
  });
  return (
    <form
      className="reserva-form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="reserva-nombre">Nombre y apellido</label>
      <input id="reserva-nombre" name="nombre" autoComplete="name" required maxLength={100} {...campo('nombre')} />
      <label htmlFor="reserva-telefono">Celular (WhatsApp)</label>
      <input
        id="reserva-telefono"
        name="telefono"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={40}
        aria-describedby="reserva-telefono-ayuda"
        {...campo('telefono')}
      />
      <p id="reserva-telefono-ayuda" className="note">
        Con código de área, por ejemplo 11 2345-6789. Te escribimos solo por este turno.
      </p>
      <label htmlFor="reserva-email">Email (opcional)</label>
      <input id="reserva-email" name="email" type="email" autoComplete="email" maxLength={254} {...campo('email')} />
      {/* The honeypot: out of sight and out of the keyboard's way; a robot fills it in. */}
      <div className="trampa" aria-hidden="true">
        <label htmlFor="reserva-sitio">Sitio web</label>
        <input id="reserva-sitio" name="sitio" tabIndex={-1} autoComplete="off" {...campo('sitio')} />
      </div>
      <p className="actions">
        <button type="submit" className="button">
          Continuar
        </button>
      </p>
    </form>
  );
}

function Confirmacion({ reserva, titulo }: { reserva: ReservaCreada; titulo: RefObject<HTMLHeadingElement | null> }) {
  const enlace = `${window.location.origin}${cancelPath(reserva.token)}`;
  const descargar = () => {
    const ics = icsDeReserva(reserva, {
      centro: contact.nombre,
      direccion: contact.direccion,
      cancelUrl: enlace,
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
  const texto = `¡Hola! Reservé online ${reserva.servicio} el ${diaLargo(reserva.fecha)} a las ${reserva.hora} con ${reserva.profesional}.`;
  return (
    <div className="reserva-paso">
      <h2 ref={titulo} tabIndex={-1}>
        ¡Listo! Tu turno quedó reservado
      </h2>
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
            Si no podés venir, cancelalo desde este enlace hasta el {hastaTexto(reserva.cancelableHasta)}. Guardalo: es
            solo tuyo.
          </p>
          <p className="reserva-enlace">
            <Link to={cancelPath(reserva.token)}>{enlace}</Link>
          </p>
        </>
      ) : (
        <p>Si no podés venir, avisanos por WhatsApp: el turno es muy pronto para cancelarlo online.</p>
      )}
    </div>
  );
}
