import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Center, Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { formatFechaConAnio } from '#shared/domain/dates.ts';
import { contar } from '#shared/domain/plural.ts';
import { fromMinutes, toMinutes } from '#shared/domain/slots.ts';
import { capitalize } from '#shared/domain/text.ts';
import { BUSCAR_TURNOS_LIMITE, busquedaSuficiente, type Turno, type TurnoBuscado } from '#shared/schemas/turno.ts';
import { Cargando } from '#web/components/list-status.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { buscarTurnosQuery } from './api.ts';
import type { TurnoTarget } from './rules.ts';
import './buscar-turno.css';
import { Link } from 'react-router';
import { fichaHref } from '#web/lib/resources.ts';

/** How long typing pauses before the search is sent: one request per word, not per letter. */
const DEBOUNCE_MS = 250;

/** The booking when it came with its money, else null. */
function completo(turno: TurnoBuscado): Turno | null {
  const { costo, montoAbonado, medioPago } = turno;
  if (costo === undefined || montoAbonado === undefined || medioPago === undefined) return null;
  return { ...turno, costo, montoAbonado, medioPago };
}

/**
 * Opening a booking chosen in 'Buscar turno' on its own day. The agenda closes its modal whenever
 * the day changes (the modal belongs to the day it opened on), so the booking is opened only once
 * its day is the one shown and that day's list has arrived (not the previous day's, kept on
 * screen while the new one loads), with the booking as that list has it (the search's copy if
 * the list does not have it yet). Called by the agenda after its day-change effect, so on a day
 * already loaded the opening still comes after the closing.
 */
export function useOpenChosenTurno({
  fecha,
  turnos,
  goTo,
  open,
}: {
  fecha: string | null;
  turnos: UseQueryResult<Turno[]>;
  goTo: (fecha: string) => void;
  open: (target: TurnoTarget) => void;
}): (turno: TurnoBuscado) => void {
  // The choice, and the day it was made on: until the address changes, the agenda still shows that one.
  const [chosen, setChosen] = useState<{ turno: TurnoBuscado; from: string | null } | null>(null);
  // A choice is acted on once: opened, or dropped when the user went to yet another day meanwhile.
  const settled = useRef<typeof chosen>(null);
  const dayList = turnos.isPlaceholderData ? undefined : turnos.data;

  useEffect(() => {
    if (chosen === null || settled.current === chosen) return;
    if (fecha !== chosen.turno.fecha) {
      if (fecha !== chosen.from) settled.current = chosen;
      return;
    }
    if (dayList === undefined) return;
    settled.current = chosen;
    // The search's copy may lack the money (staff without the centre's figures): only a whole
    // booking opens.
    const turno = dayList.find((t) => t.id === chosen.turno.id) ?? completo(chosen.turno);
    if (turno !== null) open({ mode: 'edit', turno });
  }, [chosen, fecha, dayList, open]);

  return useCallback(
    (turno: TurnoBuscado) => {
      setChosen({ turno, from: fecha });
      goTo(turno.fecha);
    },
    [fecha, goTo],
  );
}

/**
 * 'Buscar turno': a button for the agenda's header and its dialog. Part of a client's
 * name or phone lists their appointments, past and upcoming, newest first; choosing one hands it
 * to `onChoose` (the agenda opens it on its day).
 */
export function BuscarTurno({ onChoose }: { onChoose: (turno: TurnoBuscado) => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [opened, setOpened] = useState(false);
  // Kept between openings: back from one booking, the same client's list is one click away.
  const [text, setText] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);

  const choose = (turno: TurnoBuscado) => {
    // The booking's modal may open at once (its day already loaded): focus is first given back
    // to this button, so that closing the booking returns there rather than to a list now gone.
    trigger.current?.focus();
    setOpened(false);
    onChoose(turno);
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="default"
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Buscar turno
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Buscar turno" size="lg" fullScreen={phone}>
        <Busqueda text={text} onText={setText} onChoose={choose} />
      </Modal>
    </>
  );
}

/** The dialog's content: mounted only while it is open, so nothing is asked for while closed. */
function Busqueda({
  text,
  onText,
  onChoose,
}: {
  text: string;
  onText: (text: string) => void;
  onChoose: (turno: TurnoBuscado) => void;
}) {
  const [q] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const buscados = useQuery(buscarTurnosQuery(q));
  const hoy = useCentreDate().data?.hoy ?? null;
  // What is typed now decides the hint at once; the list follows the debounced text.
  const enough = busquedaSuficiente(text.trim());
  const selected = useRef(false);

  return (
    <Stack gap="sm">
      <TextInput
        label="Nombre o teléfono del cliente"
        placeholder="Por ejemplo: maria gomez, 5555 1234"
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        // Back in the dialog, typing replaces the last search (only at the opening: a click
        // later to fix a letter must not select everything).
        onFocus={(event) => {
          if (selected.current) return;
          selected.current = true;
          event.currentTarget.select();
        }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        // Decorative: the results below say 'Buscando…' in words, and a second named status would repeat it.
        rightSection={enough && buscados.isFetching ? <Loader size="xs" aria-hidden="true" /> : null}
        data-autofocus
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      {enough ? (
        <Resultados query={buscados} q={q} hoy={hoy} onChoose={onChoose} />
      ) : (
        <Text size="sm" c="dimmed">
          Escribí al menos 2 letras o números del nombre o del teléfono.
        </Text>
      )}
    </Stack>
  );
}

function Resultados({
  query,
  q,
  hoy,
  onChoose,
}: {
  query: UseQueryResult<{ turnos: TurnoBuscado[]; hayMas: boolean }>;
  q: string;
  hoy: string | null;
  onChoose: (turno: TurnoBuscado) => void;
}) {
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title="No pudimos buscar">
        {query.error.message}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void query.refetch()}>
          Reintentar
        </Anchor>
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Center py="md">
        <Cargando size="sm" label="Buscando" />
      </Center>
    );
  }
  const { turnos, hayMas } = query.data;
  // The previous search's results, kept while this one arrives: dimmed, and not yet "none found".
  const stale = query.isPlaceholderData;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" role="status">
        {stale
          ? 'Buscando…'
          : turnos.length === 0
            ? `No encontramos turnos para “${q}”.`
            : hayMas
              ? `Mostrando los ${BUSCAR_TURNOS_LIMITE} más recientes: escribí más del nombre o del teléfono para acotar.`
              : `${contar(turnos.length, 'turno')}, del más reciente al más antiguo.`}
      </Text>
      {turnos.length > 0 && (
        <ul className="buscar-turno-lista" aria-label="Turnos encontrados" aria-busy={stale} data-stale={stale}>
          {turnos.map((t) => (
            <li key={t.id}>
              <TurnoEncontrado turno={t} hoy={hoy} onChoose={onChoose} />
              <Link className="buscar-turno-ficha" to={fichaHref(t.idCliente)}>
                Ver ficha de {t.clienteNombre}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** One appointment found: a button that reads as a sentence, upcoming ones marked as such. */
function TurnoEncontrado({
  turno,
  hoy,
  onChoose,
}: {
  turno: TurnoBuscado;
  hoy: string | null;
  onChoose: (t: TurnoBuscado) => void;
}) {
  const cuando = hoy === null ? null : turno.fecha === hoy ? 'Hoy' : turno.fecha > hoy ? 'Próximo' : null;
  const fin = fromMinutes(toMinutes(turno.hora) + turno.duracion);
  const liberado = liberaHorario(turno.asistencia);
  return (
    <UnstyledButton className="buscar-turno-item" data-proximo={cuando !== null} onClick={() => onChoose(turno)}>
      <span className="buscar-turno-cabecera">
        <span className="buscar-turno-fecha">
          {capitalize(formatFechaConAnio(turno.fecha))}, {turno.hora}–{fin}
        </span>{' '}
        <span className="buscar-turno-estados">
          {cuando !== null && <span className="buscar-turno-cuando">{cuando}</span>}{' '}
          <span className="buscar-turno-pill" data-estado={turno.estado}>
            {turno.estado}
          </span>{' '}
          <span className="buscar-turno-pill" data-asistencia={turno.asistencia}>
            {turno.asistencia}
          </span>
        </span>
      </span>{' '}
      <span className="buscar-turno-linea">
        <b>{turno.clienteNombre}</b>
        {turno.clienteTelefono !== '' && ` · ${turno.clienteTelefono}`}
      </span>{' '}
      <span className="buscar-turno-linea buscar-turno-detalle" data-liberado={liberado}>
        {turno.servicioNombre}, con {turno.empleadoNombre}
      </span>
    </UnstyledButton>
  );
}
