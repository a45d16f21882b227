import type { ReactNode } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { messages } from '#shared/messages.ts';
import { ajustesMessages } from '#shared/schemas/ajustes.ts';
import { useCurrentUser } from './session.tsx';

/** Why a screen is not this user's, in its place: its title and a note. */
function Negada({ titulo, motivo, children }: { titulo: string; motivo: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={700}>
      <title>{`${titulo} | Panel`}</title>
      <Title order={1}>{titulo}</Title>
      <Alert color="#7a4a00" title={motivo}>
        {children}
      </Alert>
    </Stack>
  );
}

/** Screens only an admin may open; staff who reach the address get a clear answer, not a blank page. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const user = useCurrentUser();
  if (user.permisos.administrar) return children;
  return (
    <Negada titulo={title} motivo={messages.forbidden}>
      Esta sección es solo para quienes administran el centro. Si la necesitás, pedíselo a una administradora.
    </Negada>
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
    <Negada titulo="Cifras del centro" motivo={ajustesMessages.sinCifras}>
      Una administradora decidió que el historial, la caja y las ganancias los vea solo la administración. La agenda,
      los clientes y el cobro de cada turno siguen a tu cargo.
    </Negada>
  );
}

/**
 * The centre's screens, for the accounts of the centre's desk. A professional's own account who
 * reaches one of their addresses reads why instead of a screen of failed loads (the API answers
 * her 403 on every one of them).
 */
export function CentroOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.permisos.centro) return children;
  return (
    <Negada titulo="Tu cuenta profesional" motivo="Esta pantalla es del mostrador del centro.">
      Tu cuenta es la de una profesional: los clientes, el cobro y las cifras del centro los maneja el mostrador. Tu día
      está en Mi agenda y lo que ganás, en Mis ganancias.
    </Negada>
  );
}
