import type { ReactNode } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { messages } from '#shared/messages.ts';
import { useCurrentUser } from './session.tsx';

/** Screens only an admin may open; staff who reach the address get a clear answer, not a blank page. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const user = useCurrentUser();
  if (user.role === 'admin') return children;
  return (
    <Stack gap="md" maw={700}>
      <title>{`${title} | Panel`}</title>
      <Title order={1}>{title}</Title>
      <Alert color="yellow" title={messages.forbidden}>
        Esta sección es solo para quienes administran el centro. Si la necesitás, pedíselo a una administradora.
      </Alert>
    </Stack>
  );
}
