import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { celularReservable } from '#shared/domain/telefono.ts';
import type { ProfesionalPublico, ReservaCreada, ServicioReservable } from '#shared/schemas/reserva.ts';

/**
 * The booking flow's state, in one place.
 *
 * Each step is its own history entry of `/reservar`, with the choices in the query
 * (`?paso=hora&servicio=4&con=2&dia=2026-12-01`), so Back goes to the previous step and a reload
 * (or a shared link) comes back to the same step with the same choices. A query rather than a path
 * per step: `/reservar` stays one prerendered page with one canonical address (decisions 025 and
 * 028), and the server needs no route per step. What the visitor types (name, phone, e-mail) is
 * personal, so it never goes into the address (kept in history, logs and shared links): it is kept
 * in this tab's sessionStorage, and so is the confirmed booking (its private cancel token).
 */

export type Paso = 'servicio' | 'profesional' | 'dia' | 'hora' | 'datos' | 'confirmar' | 'listo';
export const PASOS: readonly Paso[] = ['servicio', 'profesional', 'dia', 'hora', 'datos', 'confirmar', 'listo'];

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
  servicio?: number | null;
  /** An employee's id, 'cualquiera', or null (not chosen yet). */
  con?: number | typeof CUALQUIERA | null;
  dia?: string | null;
  hora?: string | null;
}

export interface Flujo {
  /** The step shown: the one asked for, or the first whose earlier choices are missing. */
  paso: Paso;
  servicio: ServicioReservable | null;
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

  const idServicio = Number(params.get('servicio'));
  const servicio = servicios.find((s) => s.id === idServicio) ?? null;
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
  // Without a step in the address, the first one missing, but never the result (only once booked).
  const buscado = pedido !== null && PASOS.includes(pedido) ? pedido : falta === 'listo' ? 'confirmar' : falta;
  const paso = PASOS.indexOf(buscado) <= PASOS.indexOf(falta) ? buscado : falta;

  const setDatos = useCallback((d: Datos) => {
    setDatosState(d);
    guardar(CLAVE_DATOS, { nombre: d.nombre, telefono: d.telefono, email: d.email });
  }, []);

  const direccion = useCallback(
    (siguiente: Paso, cambios: Cambios) => {
      const q = new URLSearchParams(params);
      for (const [clave, valor] of Object.entries(cambios) as [string, string | number | null | undefined][]) {
        if (valor === null) q.delete(clave);
        else if (valor !== undefined) q.set(clave, String(valor));
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

  return { paso, servicio, profesional, fecha, hora, datos, creada, aviso, setDatos, ir, terminar };
}
