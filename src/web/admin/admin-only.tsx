import type { ReactNode } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { messages } from '#shared/messages.ts';
import { ajustesMessages } from '#shared/schemas/ajustes.ts';
import { useCurrentUser } from './session.tsx';

/** Screens only an admin may open; staff who reach the address get a clear answer, not a blank page. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const user = useCurrentUser();
  if (user.permisos.administrar) return children;
  return (
    <Stack gap="md" maw={700}>
      <title>{`${title} | Panel`}</title>
      <Title order={1}>{title}</Title>
      <Alert color="#7a4a00" title={messages.forbidden}>
        Esta sección es solo para quienes administran el centro. Si la necesitás, pedíselo a una administradora.
      </Alert>
    </Stack>
  );
}

/**
 * Screens that are the centre's figures (issue 19): while an admin keeps them to admins, staff
 * who reach the address read why instead of a screen of failed loads (the API answers 403).
 */
export function CifrasOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.permisos.cifras) return children;
  return (
    <Stack gap="md" maw={700}>
      <title>Cifras del centro | Panel</title>
      <Title order={1}>Cifras del centro</Title>
      <Alert color="#7a4a00" title={ajustesMessages.sinCifras}>
        Una administradora decidió que el historial, la caja y las ganancias los vea solo la administración. La agenda,
        los clientes y el cobro de cada turno siguen a tu cargo.
      </Alert>
    </Stack>
  );
}
