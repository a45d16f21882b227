import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ListStatus } from '#web/components/list-status.tsx';
import { AdminOnly } from '#web/admin/admin-only.tsx';
import { ajustesQuery, useSaveAjustes } from './api.ts';

const TITLE = 'Ajustes';

/** The centre's settings, for admins (issue 19: who sees the figures; online booking adds more). */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <AjustesScreen />
    </AdminOnly>
  );
}

function AjustesScreen() {
  const ajustes = useQuery(ajustesQuery);
  const save = useSaveAjustes();

  const cambiar = (personalVeCifras: boolean) =>
    save.mutate(
      { personalVeCifras },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Ajustes guardados.' }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'No se pudieron guardar los ajustes', message: error.message }),
      },
    );

  return (
    <Stack gap="md" maw={760}>
      <title>{`${TITLE} | Panel`}</title>
      <Title order={1}>{TITLE}</Title>
      {ajustes.data === undefined ? (
        <ListStatus query={ajustes} empty={false} what="" />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Cifras del centro
            </Title>
            <Switch
              size="md"
              checked={save.isPending ? (save.variables.personalVeCifras ?? false) : ajustes.data.personalVeCifras}
              disabled={save.isPending}
              onChange={(e) => cambiar(e.currentTarget.checked)}
              label="El personal ve las cifras del centro"
              description="Historial y reportes, Excel, caja, deudores, y el porcentaje de ganancia y el resumen de cada empleado."
            />
            <Text size="sm" c="dimmed">
              Apagado, solo quienes administran el centro los ven. La agenda, los clientes y el precio, el cobro y la
              deuda de cada turno siguen a cargo del personal, que es quien cobra.
            </Text>
            {!ajustes.data.personalVeCifras && (
              <Alert color="#7a4a00" variant="light">
                Ahora el personal no ve las cifras del centro.
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
