import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { contar, plural } from '../../../shared/domain/plural.ts';
import { parsePercentage } from '../../../shared/schemas/servicio.ts';
import { useRaisePrices } from './api.ts';

export const aumentoTexts = {
  prompt: '¿Cuánto porcentaje querés aumentar?',
  invalid: 'Porcentaje inválido',
  failed: 'Error al actualizar precios',
} as const;

/** The percentage price increase: asks how much, checks it is above 0, raises every price. */
export function AumentoModal({ opened, onClose, count }: { opened: boolean; onClose: () => void; count: number }) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const raise = useRaisePrices();

  function close() {
    if (raise.isPending) return;
    setText('');
    setInvalid(false);
    raise.reset();
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const percentage = parsePercentage(text.trim());
    if (percentage === null) {
      setInvalid(true);
      return;
    }
    raise.mutate(percentage, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Precios actualizados',
          message: `${plural(count, 'Subió', 'Subieron')} un ${String(percentage).replace('.', ',')} % ${plural(count, 'el precio de', 'los precios de')} ${contar(count, 'servicio')}.`,
        });
        setText('');
        onClose();
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Aumentar precios" centered size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={aumentoTexts.prompt}
            description="Se aplica a todos los servicios, redondeado al centavo."
            placeholder="Por ejemplo: 10"
            inputMode="decimal"
            rightSection={<Text size="sm">%</Text>}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setInvalid(false);
            }}
            error={invalid ? aumentoTexts.invalid : null}
            data-autofocus
          />
          {raise.error !== null && (
            <Alert color="red" title={aumentoTexts.failed} role="alert">
              {raise.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={raise.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={raise.isPending}>
              Aumentar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
