import { MAX_SERVICIOS_ONLINE } from '#shared/domain/reserva-messages.ts';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { celularReservable } from '#shared/domain/telefono.ts';
import type { ProfesionalPublico, ReservaCreada, ServicioReservable } from '#shared/schemas/reserva.ts';

/**
 * The booking flow's state, in one place.
 *
 * Each step is its own history entry of `/reservar`, with the choices in the query
 * (`?paso=hora&servicio=4&con=2&dia=2026-12-01`; a visit of several services repeats `servicio`, in
 * order), so Back goes to the previous step and a reload (or a shared link) comes back to the same
 * step with the same choices. A query rather than a path per step: `/reservar` stays one
 * prerendered page with one canonical address (decisions 025 and 028), and the server needs no
 * route per step. What the visitor types (name, phone, e-mail) is
 * personal, so it never goes into the address (kept in history, logs and shared links): it is kept
 * in this tab's sessionStorage, and so is the confirmed booking (its private cancel token).
 */

/** 'otro': one more service for the visit ('Agregar otro servicio'), never a step one must take. */
export type Paso = 'servicio' | 'otro' | 'profesional' | 'dia' | 'hora' | 'datos' | 'confirmar' | 'listo';
export const PASOS: readonly Paso[] = ['servicio', 'otro', 'profesional', 'dia', 'hora', 'datos', 'confirmar', 'listo'];

/** The most services one visit booked online. */
export const MAX_SERVICIOS = MAX_SERVICIOS_ONLINE;

export interface Datos {
  nombre: string;
  telefono: string;
  email: string;
  /** The honeypot: people never see it, robots fill it. Never kept. */
  sitio: string;
}

const DATOS_VACIOS: Datos = { nombre: '', telefono: '', email: '', sitio: '' };
const CLAVE_DATOS = 'reservar.datos';
const CLAVE_CREADA = 'reservar.creada';
/** 'Cualquiera' in the address. */
const CUALQUIERA = 'cualquiera';

function leer<T>(clave: string): T | null {
  try {
    const texto = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(clave);
    return texto === null ? null : (JSON.parse(texto) as T);
  } catch {
    // Storage off (a private window in some browsers) or an old value: start empty.
    return null;
  }
}

function guardar(clave: string, valor: unknown): void {
  try {
    sessionStorage.setItem(clave, JSON.stringify(valor));
  } catch {
    // Without storage the choices still live in the address; what was typed lives in the page.
  }
}

/** A change of choices: a value sets it, null takes it out of the address. */
interface Cambios {
  /** The visit's services, in order: one is `servicio=4`, as it always was. */
  servicio?: readonly number[] | null;
  /** An employee's id, 'cualquiera', or null (not chosen yet). */
  con?: number | typeof CUALQUIERA | null;
  dia?: string | null;
  hora?: string | null;
}

export interface Flujo {
  /** The step shown: the one asked for, or the first whose earlier choices are missing. */
  paso: Paso;
  /** The first service chosen (the only one, unless others were added). */
  servicio: ServicioReservable | null;
  /** Every service of the visit, in order: the first, then the ones added (at most MAX_SERVICIOS). */
  elegidos: readonly ServicioReservable[];
  /** undefined: not chosen yet; null: 'Cualquiera'. */
  profesional: ProfesionalPublico | null | undefined;
  fecha: string | null;
  hora: string | null;
  datos: Datos;
  creada: ReservaCreada | null;
  /** A message that belongs to this step's history entry (a time just taken, say). */
  aviso: string | null;
  setDatos: (d: Datos) => void;
  /** To another step, as a new history entry, with the choices changed. */
  ir: (paso: Paso, cambios?: Cambios, aviso?: string) => void;
  /** One more service, from 'otro': back to the professional in that entry's place, so Back undoes it. */
  agregar: (id: number) => void;
  /** Takes out the visit's service at `indice` (never the first); the time is chosen again. */
  quitar: (indice: number) => void;
  /** The booking made: shown in place of the confirmation step (no entry to go back to it). */
  terminar: (creada: ReservaCreada) => void;
}

const esFecha = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);
const esHora = (v: string | null): v is string => v !== null && /^\d{2}:\d{2}$/.test(v);

export function useReservaFlujo(
  servicios: readonly ServicioReservable[],
  equipo: readonly ProfesionalPublico[],
): Flujo {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [datos, setDatosState] = useState<Datos>(() => ({
    ...DATOS_VACIOS,
    ...leer<Partial<Datos>>(CLAVE_DATOS),
    sitio: '',
  }));
  const [creada, setCreada] = useState<ReservaCreada | null>(() => leer<ReservaCreada>(CLAVE_CREADA));

  const elegidos: ServicioReservable[] = [];
  for (const id of params.getAll('servicio')) {
    const s = servicios.find((x) => x.id === Number(id));
    if (s !== undefined && !elegidos.includes(s) && elegidos.length < MAX_SERVICIOS) elegidos.push(s);
  }
  const servicio = elegidos[0] ?? null;
  const con = params.get('con');
  const profesional = con === CUALQUIERA ? null : equipo.find((p) => String(p.id) === con);
  const dia = params.get('dia');
  const fecha = esFecha(dia) ? dia : null;
  const h = params.get('hora');
  const hora = esHora(h) ? h : null;

  // The first step whose choices are not all there yet: a step past it cannot be shown.
  let falta: Paso = 'listo';
  if (servicio === null) falta = 'servicio';
  else if (profesional === undefined) falta = 'profesional';
  else if (fecha === null) falta = 'dia';
  else if (hora === null) falta = 'hora';
  else if (datos.nombre.trim() === '' || !celularReservable(datos.telefono)) falta = 'datos';
  else if (creada === null) falta = 'confirmar';
  const pedido = params.get('paso') as Paso | null;
  // Without a step in the address, the first one missing, but never the result (only once booked);
  // no other service once the visit has the most it can.
  const buscado =
    pedido === 'otro' && elegidos.length >= MAX_SERVICIOS
      ? 'profesional'
      : pedido !== null && PASOS.includes(pedido)
        ? pedido
        : falta === 'listo'
          ? 'confirmar'
          : falta;
  const paso = PASOS.indexOf(buscado) <= PASOS.indexOf(falta) ? buscado : falta;

  const setDatos = useCallback((d: Datos) => {
    setDatosState(d);
    guardar(CLAVE_DATOS, { nombre: d.nombre, telefono: d.telefono, email: d.email });
  }, []);

  const direccion = useCallback(
    (siguiente: Paso, cambios: Cambios) => {
      const q = new URLSearchParams(params);
      for (const [clave, valor] of Object.entries(cambios) as [string, Cambios[keyof Cambios]][]) {
        if (valor === null) q.delete(clave);
        else if (typeof valor === 'object' && valor.length > 1) {
          q.delete(clave);
          for (const v of valor) q.append(clave, String(v));
        } else if (valor !== undefined) q.set(clave, String(valor));
      }
      if (siguiente === 'servicio') q.delete('paso');
      else q.set('paso', siguiente);
      const texto = q.toString();
      return `${location.pathname}${texto === '' ? '' : `?${texto}`}`;
    },
    [params, location.pathname],
  );

  const ir = useCallback(
    (siguiente: Paso, cambios: Cambios = {}, aviso?: string) => {
      // A choice moving on is first written into this step's own entry, so Back finds it chosen.
      if (Object.keys(cambios).length > 0 && PASOS.indexOf(siguiente) > PASOS.indexOf(paso)) {
        void navigate(direccion(paso, cambios), { replace: true });
      }
      void navigate(direccion(siguiente, cambios), { state: aviso === undefined ? null : { aviso } });
    },
    [navigate, direccion, paso],
  );

  const ids = elegidos.map((s) => s.id).join(',');
  const agregar = useCallback(
    (id: number) => {
      const servicio = [...ids.split(',').map(Number), id];
      void navigate(direccion('profesional', { servicio, dia: null, hora: null }), { replace: true });
    },
    [navigate, direccion, ids],
  );

  const quitar = useCallback(
    (indice: number) => {
      const servicio = ids
        .split(',')
        .map(Number)
        .filter((_, i) => i !== indice || i === 0);
      // The day stays chosen; the time, for a visit of another length, is chosen again.
      const destino = PASOS.indexOf(paso) < PASOS.indexOf('hora') ? paso : 'hora';
      void navigate(direccion(destino, { servicio, hora: null }));
    },
    [navigate, direccion, ids, paso],
  );

  const terminar = useCallback(
    (reserva: ReservaCreada) => {
      setCreada(reserva);
      guardar(CLAVE_CREADA, reserva);
      void navigate(direccion('listo', {}), { replace: true });
    },
    [navigate, direccion],
  );

  const estado = location.state as { aviso?: unknown } | null;
  const aviso = typeof estado?.aviso === 'string' ? estado.aviso : null;

  return {
    paso,
    servicio,
    elegidos,
    profesional,
    fecha,
    hora,
    datos,
    creada,
    aviso,
    setDatos,
    ir,
    agregar,
    quitar,
    terminar,
  };
}
