import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { Ausencia, Horario } from '#shared/domain/horarios.ts';
import { empleadoInputSchema, PORCENTAJE_GANANCIA_DEFAULT, type Empleado } from '#shared/schemas/empleado.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { AS_TYPED } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { useSaveEmpleado } from './api.ts';
import { ComisionesFields, reglasDelForm, type ReglasEnForm } from './comisiones-fields.tsx';
import { HorariosFields } from './horarios-fields.tsx';

export const saveEmpleadoError = 'Error al guardar empleado';

type Values = {
  nombre: string;
  apellido: string;
  telefono: string;
  email: string;
  porcentajeGanancia: number | string;
  horarios: Horario[];
  ausencias: Ausencia[];
  comisiones?: ReglasEnForm | undefined;
};

const empty: Values = {
  nombre: '',
  apellido: '',
  telefono: '',
  email: '',
  porcentajeGanancia: PORCENTAJE_GANANCIA_DEFAULT,
  horarios: [],
  ausencias: [],
};

/** Add or edit an employee; a new one starts with a 50 % profit share and no working hours. */
export function EmpleadoFormModal({
  opened,
  empleado,
  onClose,
  onSaved,
}: {
  opened: boolean;
  empleado: Empleado | null;
  onClose: () => void;
  onSaved: (e: Empleado) => void;
}) {
  // Staff who do not see the centre's figures edit everything but the share (the server keeps it).
  const conCifras = useCurrentUser().permisos.cifras;
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: empleado ?? empty,
    schema: empleadoInputSchema,
    toInput: ({ comisiones, ...values }) => ({
      ...values,
      ...(comisiones === undefined ? {} : { comisiones: reglasDelForm(comisiones) }),
    }),
    mutation: useSaveEmpleado(),
    variables: (values) => ({ id: empleado?.id ?? null, values }),
    failure: saveEmpleadoError,
    onSaved,
  });

  return (
    <FormModal
      opened={opened}
      title={empleado === null ? 'Nuevo empleado' : 'Editar empleado'}
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Nombre" required data-autofocus autoComplete="off" {...form.getInputProps('nombre')} />
        <TextInput label="Apellido" required autoComplete="off" {...form.getInputProps('apellido')} />
      </SimpleGrid>
      <TextInput label="Teléfono" type="tel" inputMode="tel" {...form.getInputProps('telefono')} />
      <TextInput label="Email" type="email" inputMode="email" {...form.getInputProps('email')} />
      {conCifras && (
        <NumberInput
          label="Porcentaje de ganancia"
          description="La parte de lo abonado que le corresponde (0 a 100)."
          required
          {...AS_TYPED}
          min={0}
          max={100}
          decimalSeparator=","
          suffix=" %"
          inputMode="decimal"
          {...form.getInputProps('porcentajeGanancia')}
        />
      )}
      {conCifras && <ComisionesFields form={form} />}
      <HorariosFields form={form} />
    </FormModal>
  );
}
