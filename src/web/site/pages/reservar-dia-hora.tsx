import { useEffect, useState, type RefObject } from 'react';
import type { Disponibilidad } from '#shared/schemas/reserva.ts';
import { reservasApi } from '#web/site/reservas.ts';
import type { Flujo } from './reservar-flujo.ts';
import { Paso } from './reservar-paso.tsx';
import { diaCorto, diaLargo } from './reservar-texts.ts';

/** Days shown at first; the rest of the horizon one tap away. */
const DIAS_VISIBLES = 14;

function mensaje(err: unknown): string {
  return err instanceof Error ? err.message : 'No pudimos cargar los horarios. Intentá de nuevo.';
}

/** The visit's services as the API takes them, and as an effect's dependency: '4' or '4,7'. */
const idsDe = (flujo: Flujo) => flujo.elegidos.map((s) => s.id).join(',');
const separar = (ids: string) => ids.split(',').map(Number);

/**
 * Step 3: the day, from today to the horizon; a day without a free time is shown, disabled. For a
 * visit of several services, a free time is one where all of them fit, one after the other.
 */
export function PasoDia({ flujo, titulo }: { flujo: Flujo; titulo: RefObject<HTMLHeadingElement | null> }) {
  const idEmpleado = flujo.profesional?.id ?? null;
  const ids = idsDe(flujo);
  // Asked for each time the step is shown; none shown meanwhile.
  const [dias, setDias] = useState<{ fecha: string; libre: boolean }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [todos, setTodos] = useState(false);
  useEffect(() => {
    let vigente = true;
    reservasApi.dias(separar(ids), idEmpleado).then(
      (d) => vigente && setDias(d),
      (err: unknown) => {
        if (!vigente) return;
        setError(mensaje(err));
        setDias([]);
      },
    );
    return () => {
      vigente = false;
    };
  }, [ids, idEmpleado]);
  // The chosen day stays in view when it is past the first two weeks.
  const elegido = dias?.findIndex((d) => d.fecha === flujo.fecha) ?? -1;
  const verTodos = todos || elegido >= DIAS_VISIBLES;

  return (
    <Paso titulo="¿Qué día?" refTitulo={titulo}>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {dias === null ? (
        <p className="note" role="status">
          Buscando los días libres…
        </p>
      ) : (
        <>
          <div className="choices choices-dias">
            {(verTodos ? dias : dias.slice(0, DIAS_VISIBLES)).map((d) => (
              <button
                key={d.fecha}
                type="button"
                className="choice"
                disabled={!d.libre}
                aria-pressed={flujo.fecha === d.fecha}
                // The visible text first (voice control says what it sees), then the day in full.
                aria-label={`${diaCorto(d.fecha)}, ${diaLargo(d.fecha)}${d.libre ? '' : ', sin horarios libres'}`}
                onClick={() => flujo.ir('hora', { dia: d.fecha, hora: null })}
              >
                {diaCorto(d.fecha)}
              </button>
            ))}
          </div>
          {!verTodos && dias.length > DIAS_VISIBLES && (
            <button type="button" className="button button-outline" onClick={() => setTodos(true)}>
              Ver más días
            </button>
          )}
        </>
      )}
    </Paso>
  );
}

/** Step 4: a free time of the chosen day, asked for again each time the step is shown. */
export function PasoHora({
  flujo,
  fecha,
  titulo,
}: {
  flujo: Flujo;
  fecha: string;
  titulo: RefObject<HTMLHeadingElement | null>;
}) {
  const idEmpleado = flujo.profesional?.id ?? null;
  const ids = idsDe(flujo);
  const siguen = flujo.elegidos.slice(1).map((s) => s.nombre);
  const [horas, setHoras] = useState<Disponibilidad | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let vigente = true;
    reservasApi.disponibilidad(separar(ids), fecha, idEmpleado).then(
      (h) => vigente && setHoras(h),
      (err: unknown) => {
        if (!vigente) return;
        setError(mensaje(err));
        setHoras([]);
      },
    );
    return () => {
      vigente = false;
    };
  }, [ids, fecha, idEmpleado]);

  return (
    <Paso titulo={`¿A qué hora? ${diaLargo(fecha)}`} refTitulo={titulo}>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {horas === null ? (
        <p className="note" role="status">
          Buscando los horarios libres…
        </p>
      ) : horas.length === 0 ? (
        error === null && <p className="note">No quedan horarios libres ese día. Elegí otro día.</p>
      ) : (
        <>
          {siguen.length > 0 && (
            <p className="note reserva-sigue">
              Es la hora en que empieza {flujo.servicio?.nombre}; {siguen.join(' y ')}{' '}
              {siguen.length > 1 ? 'siguen' : 'sigue'} a continuación.
            </p>
          )}
          <div className="choices choices-horas">
            {horas.map((h) => (
              <button
                key={h.hora}
                type="button"
                className="choice"
                aria-pressed={flujo.hora === h.hora}
                onClick={() => flujo.ir('datos', { hora: h.hora })}
              >
                {h.hora}
              </button>
            ))}
          </div>
        </>
      )}
    </Paso>
  );
}
