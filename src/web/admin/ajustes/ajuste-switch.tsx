import type { ReactNode } from 'react';
import { Paper, Stack, Switch, Title } from '@mantine/core';
import type { Ajustes } from '#shared/schemas/ajustes.ts';
import { useAjusteAlElegir } from './api.ts';

type ClaveSiNo = { [K in keyof Ajustes]: Ajustes[K] extends boolean ? K : never }[keyof Ajustes];

/** A yes-or-no setting in its own card, saved on switching, with what it means said below. */
export function AjusteSwitch({
  titulo,
  clave,
  guardado,
  label,
  description,
  children,
}: {
  titulo: string;
  clave: ClaveSiNo;
  guardado: boolean;
  label: string;
  description: string;
  children?: ReactNode;
}) {
  const { valor, elegir, guardando } = useAjusteAlElegir(clave, guardado);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {titulo}
        </Title>
        <Switch
          size="md"
          checked={valor}
          disabled={guardando}
          onChange={(e) => elegir(e.currentTarget.checked)}
          label={label}
          description={description}
        />
        {children}
      </Stack>
    </Paper>
  );
}
