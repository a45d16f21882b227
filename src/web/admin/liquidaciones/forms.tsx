import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { MEDIO_PAGO_INICIAL, type MedioPago } from '#shared/domain/pagos.ts';
import { adelantoInputSchema, liquidacionInputSchema, type LiquidacionPeriodo } from '#shared/schemas/liquidacion.ts';
import { DateField } from '#web/components/date-field.tsx';
import { FormModal } from '#web/components/form-modal.tsx';
import { MedioPagoSelect } from '#web/components/medio-pago-select.tsx';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useRegistrarAdelanto, useRegistrarLiquidacion } from './api.ts';

/**
 * 'Registrar pago': what the period still owes her, paid in the method chosen, as money out of
 * the day's cash. A second payment of the same lines is refused by the server, and said here.
 */
export function PagoModal({
  opened,
  onClose,
  periodo,
}: {
  opened: boolean;
  onClose: () => void;
  periodo: LiquidacionPeriodo;
}) {
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: { medioPago: MEDIO_PAGO_INICIAL as MedioPago },
    schema: liquidacionInputSchema,
    toInput: (values) => ({ ...values, idEmpleado: periodo.idEmpleado, desde: periodo.desde, hasta: periodo.hasta }),
    mutation: useRegistrarLiquidacion(),
    failure: 'No se pudo registrar el pago',
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: `Pago registrado: ${formatMoney(saved.monto)} a ${saved.empleado} en ${saved.medioPago}.`,
      });
      onClose();
    },
  });
  const p = periodo.pendiente;
  return (
    <FormModal
      opened={opened}
      title={`Registrar pago a ${periodo.empleado}`}
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Registrar pago"
      size="sm"
    >
      <Text size="sm">
        Del {formatFecha(periodo.desde)} al {formatFecha(periodo.hasta)}: comisión {formatMoney(p.comision)}, propinas{' '}
        {formatMoney(p.propinas)}
        {p.adelantos > 0 && `, menos adelantos ${formatMoney(p.adelantos)}`}.
      </Text>
      <Text fw={700}>A pagar: {formatMoney(p.monto)}</Text>
      <MedioPagoSelect data-autofocus {...form.getInputProps('medioPago')} />
    </FormModal>
  );
}

type AdelantoValues = { monto: number | string; medioPago: MedioPago; fecha: string };

/** 'Adelanto': money given to her any day, deducted by her next settlement. */
export function AdelantoModal({
  opened,
  onClose,
  idEmpleado,
  empleado,
  hoy,
}: {
  opened: boolean;
  onClose: () => void;
  idEmpleado: number;
  empleado: string;
  hoy: string;
}) {
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: { monto: '', medioPago: MEDIO_PAGO_INICIAL, fecha: hoy } as AdelantoValues,
    schema: adelantoInputSchema,
    toInput: (values) => ({ ...values, idEmpleado }),
    mutation: useRegistrarAdelanto(),
    failure: 'No se pudo registrar el adelanto',
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: `Adelanto registrado: ${formatMoney(saved.monto)} a ${empleado}.`,
      });
      onClose();
    },
  });
  return (
    <FormModal
      opened={opened}
      title={`Adelanto a ${empleado}`}
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Registrar adelanto"
      size="sm"
    >
      <MoneyInput label="Monto" required data-autofocus {...form.getInputProps('monto')} />
      <DateField label="Fecha" required {...form.getInputProps('fecha')} />
      <MedioPagoSelect {...form.getInputProps('medioPago')} />
    </FormModal>
  );
}
