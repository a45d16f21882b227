import { Box } from '@mantine/core';
import { AdminProviders } from '../admin-providers.tsx';
import { requireSession } from '../session.ts';
import { Component as EmpleadosPage } from './page.tsx';

/** `/empleados` is routed publicly too (spec section 2): the same screen, behind the same session check. */
export const loader = requireSession;

export function Component() {
  return (
    <AdminProviders>
      <Box p={{ base: 'sm', sm: 'lg' }} maw={1200} mx="auto">
        <EmpleadosPage />
      </Box>
    </AdminProviders>
  );
}
