import { Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { contar, plural } from '#shared/domain/plural.ts';
import { aumentoMessages, aumentoSchema } from '#shared/schemas/servicio.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useRaisePrices } from './api.ts';

export const aumentoTexts = {
  prompt: '¿Cuánto porcentaje querés aumentar?',
  invalid: aumentoMessages.invalid,
  failed: 'Error al actualizar precios',
} as const;

/** The percentage price increase: asks how much, checks it is above 0, raises every price. */
export function AumentoModal({ opened, onClose, count }: { opened: boolean; onClose: () => void; count: number }) {
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: { porcentaje: '' },
    schema: aumentoSchema,
    mutation: useRaisePrices(),
    variables: ({ porcentaje }) => porcentaje,
    failure: aumentoTexts.failed,
    onSaved: (_list, { values }) => {
      const percentage = aumentoSchema.parse(values).porcentaje;
      notifications.show({
        color: 'green',
        title: 'Precios actualizados',
        message: `${plural(count, 'Subió', 'Subieron')} un ${String(percentage).replace('.', ',')} % ${plural(count, 'el precio de', 'los precios de')} ${contar(count, 'servicio')}.`,
      });
      onClose();
    },
  });

  return (
    <FormModal
      opened={opened}
      title="Aumentar precios"
      size="sm"
      submitLabel="Aumentar"
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={aumentoTexts.prompt}
        description="Se aplica a todos los servicios, redondeado al centavo."
        placeholder="Por ejemplo: 10"
        inputMode="decimal"
        rightSection={<Text size="sm">%</Text>}
        data-autofocus
        {...form.getInputProps('porcentaje')}
      />
    </FormModal>
  );
}
