import { Alert, Button, Group, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney } from '#shared/domain/money.ts';
import { MEDIO_PAGO_INICIAL, type MedioPago } from '#shared/domain/pagos.ts';
import { MedioPagoSelect } from '#web/components/medio-pago-select.tsx';
import { gastoInputSchema, gastoMessages } from '#shared/schemas/gasto.ts';
import { DateField } from '#web/components/date-field.tsx';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSaveGasto } from './api.ts';

type Values = {
  descripcion: string;
  monto: number | string;
  fecha: string;
  /** Issue 19: how it was paid, for the day's cash ('Efectivo' unless told). */
  medioPago: MedioPago;
};

/**
 * 'Registrar Gasto': description, amount, date (today by default). The form clears only when the
 * server has saved the expense; a failure says why and keeps what was typed.
 */
export function GastoForm({ hoy }: { hoy: string }) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: { descripcion: '', monto: '', fecha: hoy, medioPago: MEDIO_PAGO_INICIAL } as Values,
    schema: gastoInputSchema,
    mutation: useSaveGasto(),
    failure: gastoMessages.guardar,
    onSaved: (saved, { values, start }) => {
      notifications.show({
        color: 'green',
        message: `Gasto registrado: ${saved.descripcion}, ${formatMoney(saved.monto)}.`,
      });
      // The date stays: several expenses of one day are entered one after the other; the
      // method goes back to cash, the usual one.
      start({ ...values, descripcion: '', monto: '', medioPago: MEDIO_PAGO_INICIAL });
    },
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-labelledby="registrar-gasto">
        <Title order={2} size="h3" id="registrar-gasto" mb="sm">
          Registrar Gasto
        </Title>
        {/* By the form's own width, not the window's: beside the expenses' list at 1280 px four
            columns left the date 110 px wide, cut to '26/11/2'. Four fit from 720 px. */}
        <SimpleGrid type="container" cols={{ base: 1, '380px': 2, '720px': 4 }} spacing="sm">
          <TextInput label="Descripción" required autoComplete="off" {...form.getInputProps('descripcion')} />
          <MoneyInput label="Monto" required {...form.getInputProps('monto')} />
          <DateField label="Fecha" required {...form.getInputProps('fecha')} />
          <MedioPagoSelect {...form.getInputProps('medioPago')} />
        </SimpleGrid>
        {error !== null && (
          <Alert color="red" role="alert" title={error.title} mt="sm" p="sm">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={saving} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            Agregar
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
