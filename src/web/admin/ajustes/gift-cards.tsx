import { Alert, Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ajustesSchema, type Ajustes } from '#shared/schemas/ajustes.ts';
import { AS_TYPED } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSaveAjustes } from './api.ts';

const giftcardsSchema = ajustesSchema.pick({ giftcardMeses: true });
const valores = (a: Pick<Ajustes, 'giftcardMeses'>) => ({ giftcardMeses: a.giftcardMeses as number | string });

/** How long a gift card sold from now on is valid (the FAQ's 6 months by default; decision 044). */
export function GiftCards({ meses }: { meses: number }) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: valores({ giftcardMeses: meses }),
    schema: giftcardsSchema,
    mutation: useSaveAjustes(),
    failure: 'No se pudieron guardar los ajustes',
    onSaved: (saved, { start }) => {
      start(valores(saved));
      notifications.show({ color: 'green', message: 'Ajustes guardados.' });
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Gift cards
        </Title>
        <NumberInput
          label="Validez de una gift card"
          description="Meses desde la venta. Las ya vendidas conservan su vencimiento."
          {...AS_TYPED}
          min={1}
          max={60}
          allowDecimal={false}
          inputMode="numeric"
          suffix=" meses"
          maw={260}
          {...form.getInputProps('giftcardMeses')}
        />
        {error !== null && (
          <Alert color="red" title={error.title}>
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Guardar gift cards
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
