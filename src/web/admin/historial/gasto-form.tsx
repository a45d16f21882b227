import { Alert, Button, Group, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { formatMoney } from '../../../shared/domain/money.ts';
import { gastoInputSchema, gastoMessages } from '../../../shared/schemas/gasto.ts';
import { useCrearGasto } from './api.ts';
import { DateField } from '../../components/date-field.tsx';
import { MoneyInput } from '../../components/number-inputs.tsx';

interface Values {
  descripcion: string;
  monto: number | string;
  fecha: string;
}

/**
 * 'Registrar Gasto': description, amount, date (today by default). The form clears only when the
 * server has saved the expense; a failure says why and keeps what was typed.
 */
export function GastoForm({ hoy }: { hoy: string }) {
  const crear = useCrearGasto();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { descripcion: '', monto: '', fecha: hoy },
    validate: schemaResolver(gastoInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const gasto = gastoInputSchema.parse(values);
    crear.mutate(gasto, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: `Gasto registrado: ${saved.descripcion}, ${formatMoney(saved.monto)}.`,
        });
        form.setValues({ descripcion: '', monto: '' });
        form.resetDirty();
      },
    });
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-labelledby="registrar-gasto">
        <Title order={2} size="h3" id="registrar-gasto" mb="sm">
          Registrar Gasto
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Descripción" required autoComplete="off" {...form.getInputProps('descripcion')} />
          <MoneyInput label="Monto" required {...form.getInputProps('monto')} />
          <DateField label="Fecha" required {...form.getInputProps('fecha')} />
        </SimpleGrid>
        {crear.error !== null && (
          <Alert color="red" role="alert" title={gastoMessages.guardar} mt="sm" p="sm">
            {crear.error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={crear.isPending} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            Agregar
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
