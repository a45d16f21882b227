import { useState } from 'react';
import { Chip, Group, Input, Stack } from '@mantine/core';
import { PERIODOS, rangoDelPeriodo, type Periodo, type Rango } from '#shared/domain/ranges.ts';
import { DateField } from './date-field.tsx';

const OTRO = 'Otro rango';
type Eleccion = Periodo | typeof OTRO;

/**
 * The period a professional's earnings are read by: this fortnight, the one before, this month,
 * the one before, or any range typed. Starts on 'Esta quincena'; a range typed keeps its two days.
 */
export function usePeriodo(hoy: string | null) {
  const [eleccion, setEleccion] = useState<Eleccion>('Esta quincena');
  const [otro, setOtro] = useState<Rango | null>(null);
  const rango: Rango | null =
    hoy === null
      ? null
      : eleccion === OTRO
        ? (otro ?? rangoDelPeriodo('Esta quincena', hoy))
        : rangoDelPeriodo(eleccion, hoy);
  const picker = (
    <Stack gap="xs">
      <Input.Wrapper label="Período" id="periodo" labelElement="div">
        <Chip.Group value={eleccion} onChange={(next) => setEleccion(next as Eleccion)}>
          <Group gap="xs" mt={4} role="radiogroup" aria-labelledby="periodo-label">
            {[...PERIODOS, OTRO].map((p) => (
              <Chip key={p} value={p} variant="outline">
                {p}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      {eleccion === OTRO && rango !== null && (
        <Group gap="sm" align="flex-end">
          <DateField
            label="Desde"
            value={rango.desde}
            onChange={(desde) => desde !== null && setOtro({ desde, hasta: desde > rango.hasta ? desde : rango.hasta })}
            w={150}
          />
          <DateField
            label="Hasta"
            value={rango.hasta}
            onChange={(hasta) => hasta !== null && setOtro({ desde: hasta < rango.desde ? hasta : rango.desde, hasta })}
            w={150}
          />
        </Group>
      )}
    </Stack>
  );
  return { rango, picker };
}
