import { useEffect } from 'react';
import { Autocomplete, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MAX_DURACION_MINUTOS,
  servicioDefaults,
  servicioInputSchema,
  type Servicio,
} from '../../../shared/schemas/servicio.ts';
import { FormModal } from '../../components/form-modal.tsx';
import { servicios } from './api.ts';

export const saveServicioError = 'Error al guardar servicio';

interface Values {
  categoria: string;
  descripcion: string;
  precio: number | string;
  duracionSugerida: number | string;
  nombre: string;
}

const empty: Values = { categoria: '', descripcion: '', nombre: '', ...servicioDefaults };

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
  const save = servicios.useSave();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: empty,
    validate: schemaResolver(servicioInputSchema, { sync: true }),
  });
  const { setValues, resetDirty, clearErrors } = form;
  const { reset } = save;

  // Each opening starts from the service being edited, or from the defaults.
  useEffect(() => {
    if (!opened) return;
    const values = servicio === null ? empty : { ...servicio };
    setValues(values);
    resetDirty(values);
    clearErrors();
    reset();
  }, [opened, servicio, setValues, resetDirty, clearErrors, reset]);

  const submit = form.onSubmit((values) => {
    const parsed = servicioInputSchema.parse(values);
    save.mutate({ id: servicio?.id ?? null, values: parsed }, { onSuccess: onSaved });
  });

  return (
    <FormModal
      opened={opened}
      title={servicio === null ? 'Nuevo servicio' : 'Editar servicio'}
      error={save.error === null ? null : { title: saveServicioError, message: save.error.message }}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Autocomplete
        label="Categoría"
        placeholder="Por ejemplo: Manos"
        data={categorias}
        required
        data-autofocus
        {...form.getInputProps('categoria')}
      />
      <TextInput label="Descripción" required {...form.getInputProps('descripcion')} />
      <SimpleGrid cols={2}>
        <NumberInput
          label="Precio"
          required
          min={0}
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator="."
          prefix="$ "
          allowNegative={false}
          inputMode="decimal"
          {...form.getInputProps('precio')}
        />
        <NumberInput
          label="Duración (minutos)"
          required
          min={1}
          max={MAX_DURACION_MINUTOS}
          step={15}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          {...form.getInputProps('duracionSugerida')}
        />
      </SimpleGrid>
      <TextInput
        label="Nombre (opcional)"
        description="Un nombre corto para la agenda; si queda vacío se usa la descripción."
        {...form.getInputProps('nombre')}
      />
    </FormModal>
  );
}
