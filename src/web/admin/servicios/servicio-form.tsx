import { Autocomplete, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  MAX_DURACION_MINUTOS,
  MAX_REPETIR_CADA_DIAS,
  servicioDefaults,
  servicioInputSchema,
  type Servicio,
} from '#shared/schemas/servicio.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { useSaveServicio } from './api.ts';
import { AS_TYPED, MinutesInput, MoneyInput } from '#web/components/number-inputs.tsx';

export const saveServicioError = 'Error al guardar servicio';

type Values = {
  categoria: string;
  descripcion: string;
  precio: number | string;
  duracionSugerida: number | string;
  nombre: string;
  reservableOnline: boolean;
  /** Empty ('') while the service is not followed up. */
  repetirCadaDias: number | string;
  /** 'Costo de insumos': empty ('') for none; only for those who see the centre's figures. */
  costoInsumos: number | string;
};

const empty: Values = {
  categoria: '',
  descripcion: '',
  nombre: '',
  reservableOnline: true,
  repetirCadaDias: '',
  costoInsumos: '',
  ...servicioDefaults,
};

/** A saved service as the form holds it. */
function valuesOf(s: Servicio): Values {
  return { ...s, repetirCadaDias: s.repetirCadaDias ?? '', costoInsumos: s.costoInsumos ?? '' };
}

/** Add or edit a base service. `servicio` null is a new one (duration 30, price 0). */
export function ServicioFormModal({
  opened,
  servicio,
  categorias,
  onClose,
  onSaved,
}: {
  opened: boolean;
  servicio: Servicio | null;
  categorias: string[];
  onClose: () => void;
  onSaved: (s: Servicio) => void;
}) {
  const conCifras = useCurrentUser().permisos.cifras;
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: servicio === null ? empty : valuesOf(servicio),
    schema: servicioInputSchema,
    // An empty field sends null: the service is no longer followed up.
    toInput: ({ costoInsumos, ...values }) => ({
      ...values,
      repetirCadaDias: values.repetirCadaDias === '' ? null : values.repetirCadaDias,
      // Left out for those without the figures: the server keeps what it had.
      ...(conCifras ? { costoInsumos: costoInsumos === '' ? null : costoInsumos } : {}),
    }),
    mutation: useSaveServicio(),
    variables: (values) => ({ id: servicio?.id ?? null, values }),
    failure: saveServicioError,
    onSaved,
  });

  return (
    <FormModal
      opened={opened}
      title={servicio === null ? 'Nuevo servicio' : 'Editar servicio'}
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <Autocomplete
        label="Categoría"
        placeholder="Por ejemplo: Manos"
        data={categorias}
        required
        data-autofocus
        // Focused on opening: the list appears when typing or clicking, not over the next field.
        openOnFocus={false}
        {...form.getInputProps('categoria')}
      />
      <TextInput label="Descripción" required {...form.getInputProps('descripcion')} />
      <SimpleGrid cols={2}>
        <MoneyInput label="Precio" required {...form.getInputProps('precio')} />
        <MinutesInput max={MAX_DURACION_MINUTOS} {...form.getInputProps('duracionSugerida')} />
      </SimpleGrid>
      {conCifras && (
        <MoneyInput
          label="Costo de insumos (opcional)"
          description="Lo que gasta en materiales cada sesión: se descuenta antes de calcular la comisión."
          {...form.getInputProps('costoInsumos')}
        />
      )}
      <TextInput
        label="Nombre (opcional)"
        description="Un nombre corto para la agenda; si queda vacío se usa la descripción."
        {...form.getInputProps('nombre')}
      />
      <NumberInput
        {...AS_TYPED}
        label="Repetir cada (días)"
        description='Opcional: cada cuántos días se suele repetir. Para la lista "Para volver a llamar" de Recordatorios.'
        min={1}
        max={MAX_REPETIR_CADA_DIAS}
        decimalSeparator=","
        inputMode="numeric"
        {...form.getInputProps('repetirCadaDias')}
      />
      <Switch
        label="Se puede reservar online"
        description="Cuando las reservas online están activadas, los clientes lo eligen en la página para reservar."
        {...form.getInputProps('reservableOnline', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
