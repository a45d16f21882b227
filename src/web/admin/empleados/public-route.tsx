import { Box } from '@mantine/core';
import { AdminProviders } from '#web/admin/admin-providers.tsx';
import { RequireSession } from '#web/admin/session.tsx';
import { Component as EmpleadosPage } from './page.tsx';

/** `/empleados` is routed publicly too (spec section 2): the same screen, behind the same session check. */
export function Component() {
  return (
    <AdminProviders>
      <RequireSession>
        <Box p={{ base: 'sm', sm: 'lg' }} maw={1200} mx="auto">
          <EmpleadosPage />
        </Box>
      </RequireSession>
    </AdminProviders>
  );
}
