import { useEffect } from 'react';
import { Alert, Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { CAJA_CERRADA, cajaMessages, cierreInputSchema, type CajaDia } from '#shared/schemas/caja.ts';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import { errorCode } from '#web/lib/api.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useCerrarCaja } from './api.ts';
import { EgresosEnEfectivo, efectivoDe, Linea } from './lineas.tsx';
import { diferenciaCon, diferenciaColor, diferenciaTexto, esperadoCon } from './rules.ts';

type CierreValues = { fondoInicial: number | string; contado: number | string; nota: string };

/**
 * 'Cerrar caja': the opening float (the last count suggested), the cash counted and a note; the
 * expected cash and the difference follow what is typed. A failure keeps what was typed; a day
 * closed meanwhile from another desk is said so, and its close takes the form's place.
 */
export function CierreForm({ dia, inicial }: { dia: CajaDia; inicial: CierreValues }) {
  const cerrar = useCerrarCaja();
  const { form, submit, saving, error } = useFormModal({
    initialValues: inicial,
    schema: cierreInputSchema,
    toInput: (v: CierreValues) => ({
      fecha: dia.fecha,
      fondoInicial: v.fondoInicial === '' ? undefined : Number(v.fondoInicial),
      contado: v.contado === '' ? undefined : Number(v.contado),
      nota: v.nota,
    }),
    mutation: cerrar,
    failure: cajaMessages.cerrar,
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: `Caja del ${formatFecha(saved.fecha)} cerrada: ${diferenciaTexto(saved.diferencia)}.`,
      });
    },
  });
  useEffect(() => {
    if (errorCode(cerrar.error) === CAJA_CERRADA) {
      notifications.show({ color: 'orange', message: cerrar.error?.message });
    }
  }, [cerrar.error]);
  const values = form.getValues();
  const esperado = esperadoCon(dia, values.fondoInicial);
  const diferencia = diferenciaCon(esperado, values.contado);

  return (
    <form onSubmit={submit} noValidate aria-label="Cerrar caja">
      <Stack gap="sm" maw={460}>
        <MoneyInput label="Fondo inicial" required {...form.getInputProps('fondoInicial')} />
        <Stack gap={4} aria-live="polite">
          <Linea label="+ Cobros en efectivo" value={formatMoney(efectivoDe(dia.ingresos.porMedio))} />
          <EgresosEnEfectivo dia={dia} />
          <Box pt={6} mt={2} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Linea label="Efectivo esperado en caja" value={esperado === null ? '—' : formatMoney(esperado)} strong />
          </Box>
        </Stack>
        <MoneyInput label="Efectivo contado" required {...form.getInputProps('contado')} />
        <Box aria-live="polite">
          <Linea
            label="Diferencia"
            value={diferencia === null ? '—' : diferenciaTexto(diferencia)}
            c={diferencia === null ? undefined : diferenciaColor(diferencia)}
            strong
          />
        </Box>
        <Textarea label="Nota" autosize minRows={1} maxRows={4} {...form.getInputProps('nota')} />
        {error !== null && (
          <Alert color="red" role="alert" title={error.title} p="sm">
            {error.message}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          El cierre es definitivo: después solo un administrador puede reabrir la caja.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button type="submit" loading={saving} leftSection={<IconLock size={16} aria-hidden="true" />}>
            Cerrar caja
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
