import type { RefObject } from 'react';
import { formatMoney } from '#shared/domain/money.ts';
import type { ProfesionalPublico, ServicioReservable } from '#shared/schemas/reserva.ts';
import type { Flujo } from './reservar-flujo.ts';
import { Paso } from './reservar-paso.tsx';

function categorias(servicios: readonly ServicioReservable[]): [string, ServicioReservable[]][] {
  const grupos = new Map<string, ServicioReservable[]>();
  for (const s of servicios) grupos.set(s.categoria, [...(grupos.get(s.categoria) ?? []), s]);
  return [...grupos];
}

/** The services by category, each with its description, price and duration. */
function Servicios({
  servicios,
  elegido,
  onElegir,
}: {
  servicios: readonly ServicioReservable[];
  elegido: number | undefined;
  onElegir: (id: number) => void;
}) {
  return categorias(servicios).map(([categoria, lista]) => (
    <div key={categoria} className="reserva-grupo">
      <h3>{categoria}</h3>
      <div className="choices">
        {lista.map((s) => (
          <button
            key={s.id}
            type="button"
            className="choice"
            aria-pressed={elegido === s.id}
            onClick={() => onElegir(s.id)}
          >
            <span className="choice-title">{s.nombre}</span>
            {s.descripcion.trim() !== '' && s.descripcion !== s.nombre && (
              <span className="choice-desc">{s.descripcion}</span>
            )}
            <span className="choice-meta">
              {formatMoney(s.precio)} · {s.duracion} min
            </span>
          </button>
        ))}
      </div>
    </div>
  ));
}

/**
 * Step 1: the service, by category. The staff's short name ('Semi') comes with the description
 * the visitor understands, the price and the duration. Changed later, it replaces the visit's first
 * service and keeps the ones added.
 */
export function PasoServicio({
  flujo,
  servicios,
  titulo,
}: {
  flujo: Flujo;
  servicios: readonly ServicioReservable[];
  titulo: RefObject<HTMLHeadingElement | null>;
}) {
  const agregados = flujo.elegidos.slice(1).map((s) => s.id);
  return (
    <Paso titulo="¿Qué servicio querés?" refTitulo={titulo}>
      <Servicios
        servicios={servicios}
        elegido={flujo.servicio?.id}
        onElegir={(id) =>
          flujo.ir('profesional', { servicio: [id, ...agregados.filter((a) => a !== id)], dia: null, hora: null })
        }
      />
    </Paso>
  );
}

/** 'Agregar otro servicio': one more for the visit, after the ones chosen, among those not chosen yet. */
export function PasoOtro({
  flujo,
  servicios,
  titulo,
}: {
  flujo: Flujo;
  servicios: readonly ServicioReservable[];
  titulo: RefObject<HTMLHeadingElement | null>;
}) {
  const ultimo = flujo.elegidos.at(-1);
  return (
    <Paso titulo="¿Qué otro servicio querés?" refTitulo={titulo}>
      {ultimo !== undefined && (
        <p className="note reserva-sigue">Se hace a continuación de {ultimo.nombre}, en el mismo turno.</p>
      )}
      <Servicios
        servicios={servicios.filter((s) => !flujo.elegidos.includes(s))}
        elegido={undefined}
        onElegir={flujo.agregar}
      />
    </Paso>
  );
}

/** Step 2: a professional, or 'Cualquiera'. */
export function PasoProfesional({
  flujo,
  equipo,
  titulo,
}: {
  flujo: Flujo;
  equipo: readonly ProfesionalPublico[];
  titulo: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Paso titulo="¿Con quién?" refTitulo={titulo}>
      <div className="choices">
        {[null, ...equipo].map((p) => (
          <button
            key={p?.id ?? 'cualquiera'}
            type="button"
            className="choice"
            aria-pressed={flujo.profesional !== undefined && (flujo.profesional?.id ?? null) === (p?.id ?? null)}
            onClick={() => flujo.ir('dia', { con: p?.id ?? 'cualquiera', dia: null, hora: null })}
          >
            <span className="choice-title">{p === null ? 'Cualquiera' : p.nombre}</span>
            {p === null && <span className="choice-meta">La primera que tenga el horario libre</span>}
          </button>
        ))}
      </div>
    </Paso>
  );
}
