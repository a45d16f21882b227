import { Alert, Button, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  movimientoInputSchema,
  TIPOS_MOVIMIENTO_MANUAL,
  type Movimiento,
  type Producto,
} from '#shared/schemas/producto.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { AS_TYPED, MoneyInput } from '#web/components/number-inputs.tsx';
import { errorCode } from '#web/lib/api.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useRegistrarMovimiento } from './api.ts';
import { cambioDeStock } from './rules.ts';
import { STOCK_INSUFICIENTE } from '#shared/schemas/producto.ts';

type Tipo = (typeof TIPOS_MOVIMIENTO_MANUAL)[number];

type Values = {
  tipo: Tipo;
  cantidad: number | string;
  motivo: string;
  costo: number | string;
};

const empty: Values = { tipo: 'Compra', cantidad: '', motivo: '', costo: '' };

const AYUDA: Record<Tipo, string> = {
  Compra: 'Entra mercadería: la cantidad se suma al stock.',
  Ajuste: 'Corrección del conteo: positiva suma, negativa resta.',
  'Uso interno': 'Se usó en un servicio: la cantidad se resta del stock.',
};

/**
 * 'Movimiento de stock' of one product: a purchase (with its unit cost), an adjustment (with its
 * reason) or an internal use. The stock it leaves is shown as it is typed; one below 0 is asked
 * about by the server ('stock_insuficiente') and recorded with 'Registrar igual'.
 */
export function MovimientoFormModal({
  producto,
  onClose,
  onSaved,
}: {
  producto: Producto | null;
  onClose: () => void;
  onSaved: (m: Movimiento) => void;
}) {
  const mutation = useRegistrarMovimiento();
  const { form, submit, saving, error } = useFormModal({
    opened: producto !== null,
    initialValues: empty,
    schema: movimientoInputSchema,
    toInput: (v: Values) => ({ ...v, costo: v.costo === '' || v.tipo !== 'Compra' ? null : v.costo }),
    mutation,
    variables: (values) => ({ id: producto?.id ?? 0, values }),
    failure: (err) =>
      errorCode(err) === STOCK_INSUFICIENTE ? null : { title: 'Error al registrar movimiento', message: err.message },
    onSaved,
    clearFailureOnChange: true,
  });
  const { tipo, cantidad } = form.getValues();
  const cambio = typeof cantidad === 'number' && Number.isInteger(cantidad) ? cambioDeStock(tipo, cantidad) : null;
  const queda = producto === null || cambio === null ? null : producto.stock + cambio;
  const preguntar = errorCode(mutation.error) === STOCK_INSUFICIENTE ? mutation.error : null;

  return (
    <FormModal
      opened={producto !== null}
      title="Movimiento de stock"
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Registrar"
    >
      <Text fw={600}>{producto?.nombre}</Text>
      <SegmentedControl
        fullWidth
        aria-label="Tipo de movimiento"
        data={[...TIPOS_MOVIMIENTO_MANUAL]}
        {...form.getInputProps('tipo')}
      />
      <Text size="sm" c="dimmed">
        {AYUDA[tipo]}
      </Text>
      <Group grow align="flex-start">
        <NumberInput
          {...AS_TYPED}
          label="Cantidad"
          required
          data-autofocus
          allowDecimal={false}
          inputMode="numeric"
          {...form.getInputProps('cantidad')}
        />
        {tipo === 'Compra' && <MoneyInput label="Costo unitario" {...form.getInputProps('costo')} />}
      </Group>
      <TextInput label="Motivo" required={tipo === 'Ajuste'} {...form.getInputProps('motivo')} />
      {producto !== null && (
        <Text size="sm">
          Stock actual: <b>{producto.stock}</b>
          {queda !== null && (
            <>
              {' '}
              → queda{' '}
              <Text span fw={700} c={queda < 0 ? 'red.9' : undefined}>
                {queda}
              </Text>
            </>
          )}
        </Text>
      )}
      {preguntar !== null && producto !== null && (
        <Alert color="orange" title="El stock quedaría negativo" role="alert">
          <Stack gap="xs">
            <Text size="sm">{preguntar.message}</Text>
            <Button
              color="orange.9"
              size="compact-sm"
              w="fit-content"
              loading={saving}
              onClick={() => {
                const vars = mutation.variables;
                if (vars !== undefined) {
                  mutation.mutate({ ...vars, values: { ...vars.values, confirmar: true } }, { onSuccess: onSaved });
                }
              }}
            >
              Registrar igual
            </Button>
          </Stack>
        </Alert>
      )}
    </FormModal>
  );
}
