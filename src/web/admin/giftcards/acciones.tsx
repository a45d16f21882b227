import { useState } from 'react';
import { ActionIcon, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconCalendarPlus } from '@tabler/icons-react';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatCodigo } from '#shared/domain/giftcard.ts';
import { anularGiftcardSchema, venceGiftcardSchema, type GiftcardsPagina } from '#shared/schemas/giftcard.ts';
import { DateField } from '#web/components/date-field.tsx';
import { FormModal } from '#web/components/form-modal.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useAnularGiftcard, useVenceGiftcard } from './api.ts';

type Card = GiftcardsPagina['giftcards'][number];

/** An admin's 'Anular' (with a reason) and 'Vencimiento' (a later last day) on a card not annulled. */
export function AccionesDeAdmin({ card }: { card: Card }) {
  const [abierto, setAbierto] = useState<'anular' | 'vence' | null>(null);
  const cerrar = () => setAbierto(null);
  const nombre = formatCodigo(card.codigo);
  const anular = useFormModal({
    initialValues: { motivo: '' },
    opened: abierto === 'anular',
    schema: anularGiftcardSchema,
    variables: (input) => ({ ...input, codigo: card.codigo }),
    mutation: useAnularGiftcard(),
    failure: 'No se pudo anular la gift card',
    onSaved: () => {
      notifications.show({ color: 'green', message: `Gift card ${nombre} anulada.` });
      cerrar();
    },
  });
  const vence = useFormModal({
    initialValues: { vence: card.vence },
    opened: abierto === 'vence',
    schema: venceGiftcardSchema,
    variables: (input) => ({ ...input, codigo: card.codigo }),
    mutation: useVenceGiftcard(),
    failure: 'No se pudo cambiar el vencimiento',
    onSaved: (_, { values }) => {
      notifications.show({ color: 'green', message: `Gift card ${nombre}: vence el ${formatFecha(values.vence)}.` });
      cerrar();
    },
  });
  if (card.anulada !== null) return null;
  // Icons, as the card's own menu beside them: with words the list's row no longer fit a laptop's width.
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Vencimiento">
        <ActionIcon
          variant="subtle"
          aria-label={`Cambiar el vencimiento de ${nombre}`}
          onClick={() => setAbierto('vence')}
        >
          <IconCalendarPlus size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Anular">
        <ActionIcon variant="subtle" color="red" aria-label={`Anular ${nombre}`} onClick={() => setAbierto('anular')}>
          <IconBan size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <FormModal
        opened={abierto === 'anular'}
        title={`¿Anular la gift card ${nombre}?`}
        error={anular.error}
        saving={anular.saving}
        onSubmit={anular.submit}
        onClose={cerrar}
        submitLabel="Anular gift card"
        danger={<IconBan size={16} aria-hidden="true" />}
      >
        <Text size="sm">No se podrá usar más. Su venta no cambia: para devolver el dinero, anulá el ticket.</Text>
        <Textarea
          label="Motivo de la anulación"
          required
          autosize
          minRows={2}
          data-autofocus
          {...anular.form.getInputProps('motivo')}
        />
      </FormModal>
      <FormModal
        opened={abierto === 'vence'}
        title={`Vencimiento de ${nombre}`}
        error={vence.error}
        saving={vence.saving}
        onSubmit={vence.submit}
        onClose={cerrar}
        submitLabel="Guardar vencimiento"
      >
        <DateField
          label="Válida hasta"
          {...vence.form.getInputProps('vence')}
          value={vence.form.values.vence === '' ? null : vence.form.values.vence}
          onChange={(v) => vence.form.setFieldValue('vence', v ?? '')}
        />
      </FormModal>
    </Group>
  );
}
