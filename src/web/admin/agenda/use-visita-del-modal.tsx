import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import type { Turno, TurnoValues } from '#shared/schemas/turno.ts';
import { agregadosParaEnviar, agregadosTexts, type Agregado } from './servicios-agregados.tsx';

/**
 * The booking modal's part of a visit of several services (decision 056): the services added
 * ('Agregar otro servicio'), whether a change moves this booking alone ('Solo este turno'), and
 * the question 'Cancelar toda la visita' when 'Canceló' is saved on one service of it. A
 * professional's own account has none of it: a visit is the desk's.
 */
export function useVisitaDelModal(editing: Turno | null, delDia: readonly Turno[], propia: boolean) {
  const [agregados, setAgregados] = useState<Agregado[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [soloEste, setSoloEste] = useState(false);
  const [pregunta, setPregunta] = useState(false);
  const otros =
    editing === null || propia ? [] : delDia.filter((t) => t.idVisita === editing.idVisita && t.id !== editing.id);
  // The ones that move with it, and the ones 'Cancelar toda la visita' would cancel.
  const acompanan = otros.filter((t) => !liberaHorario(t.asistencia)).length;
  const pendientes = otros.filter((t) => t.asistencia === 'Pendiente').length;
  return {
    agregados,
    error,
    soloEste,
    pregunta,
    acompanan,
    pendientes,
    /** Each opening starts with none of it. */
    reset() {
      setAgregados([]);
      setError(null);
      setSoloEste(false);
      setPregunta(false);
    },
    cambiarAgregados(next: Agregado[]) {
      setAgregados(next);
      setError(null);
    },
    setSoloEste,
    cerrarPregunta: () => setPregunta(false),
    /** What the save sends beside the booking's own values. */
    variables(values: TurnoValues) {
      return {
        values: soloEste ? { ...values, soloEsteTurno: true } : values,
        agregados: agregadosParaEnviar(agregados) ?? [],
      };
    },
    /** Whether the save may go now: an added service without its service, or a visit's 'Canceló', asks first. */
    listo(asistencia: string): boolean {
      if (agregadosParaEnviar(agregados) === null) {
        setError(agregadosTexts.sinServicio);
        return false;
      }
      if (asistencia === 'Canceló' && editing?.asistencia !== 'Canceló' && pendientes > 0) {
        setPregunta(true);
        return false;
      }
      return true;
    },
  };
}

/** 'Solo este turno', shown while the booking's visit has other services that would move with it. */
export function SoloEsteTurno({
  acompanan,
  checked,
  onChange,
}: {
  acompanan: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (acompanan === 0) return null;
  return (
    <Checkbox
      label="Solo este turno"
      description={
        checked
          ? 'Si cambia el día o la hora, se mueve solo y sale de la visita.'
          : acompanan === 1
            ? 'El otro servicio de la visita se mueve con este turno.'
            : `Los otros ${acompanan} servicios de la visita se mueven con este turno.`
      }
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
