import { Box, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '#shared/domain/money.ts';
import { rangoCorto } from '#shared/domain/ranges.ts';
import { LineasComision } from '#web/components/lineas-comision.tsx';
import { ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { usePeriodo } from '#web/components/periodo-picker.tsx';
import { Totals } from '#web/components/totals.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { misGananciasQuery } from './api.ts';

/**
 * Panel › Mis ganancias: a professional's own commissions and tips for a fortnight, a month or
 * any range, line by line, whatever the owner decided about the centre's figures.
 */
export function Component() {
  const hoy = useCentreDate().data?.hoy ?? null;
  const { rango, picker } = usePeriodo(hoy);
  const query = useQuery(misGananciasQuery(rango));
  const data = query.data;

  return (
    <Stack gap="md" maw={1000}>
      <title>Mis ganancias | Panel</title>
      <div>
        <Title order={1}>Mis ganancias</Title>
        <Text c="dimmed" size="sm">
          Tu comisión por cada servicio y producto cobrado, y tus propinas.
          {rango !== null && ` Del ${rangoCorto(rango)}.`}
        </Text>
      </div>
      {picker}
      {data === undefined ? (
        <ListStatus query={query} empty={false} what="" />
      ) : (
        <Box pos="relative">
          <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <Stack gap="md">
            <LoadNotice title="No pudimos actualizar tus ganancias" query={query} />
            <Totals
              label="Tus ganancias del período"
              items={[
                { label: 'Comisión', value: formatMoney(data.totalComision) },
                { label: 'Propinas', value: formatMoney(data.propinas) },
                { label: 'Total', value: formatMoney(data.total) },
              ]}
            />
            {data.lineas.length === 0 ? (
              <Text c="dimmed" size="sm">
                No hay cobros tuyos en este período.
              </Text>
            ) : (
              <LineasComision lineas={data.lineas} />
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
