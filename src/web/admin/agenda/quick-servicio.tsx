import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import {
  MAX_DURACION_MINUTOS,
  servicioDefaults,
  servicioInputSchema,
  type Servicio,
} from '#shared/schemas/servicio.ts';
import { MinutesInput, MoneyInput } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSaveServicio } from './api.ts';
import { QuickCreate } from './quick-create.tsx';
import { quickServicioProblem, type QuickServicioValues } from './rules.ts';
import { agendaTexts } from './texts.ts';

/** A new base service from the appointment modal: every field required, price and duration above 0. */
export function QuickServicio({
  initialDescripcion,
  categorias,
  onCreated,
  onCancel,
}: {
  initialDescripcion: string;
  categorias: string[];
  onCreated: (servicio: Servicio) => void;
  onCancel: () => void;
}) {
  // Mounted anew each time it opens, so its first values are those of this opening.
  const { form, send, saving, problem, error } = useFormModal({
    initialValues: { categoria: '', descripcion: initialDescripcion, ...servicioDefaults } as QuickServicioValues,
    schema: servicioInputSchema,
    toInput: (values) => ({ ...values, nombre: '' }),
    // The spec's own words ('Todos los campos son obligatorios'), above the fields.
    problem: quickServicioProblem,
    mutation: useSaveServicio(),
    variables: (values) => ({ id: null, values }),
    failure: agendaTexts.errorCrearServicio,
    onSaved: onCreated,
  });

  return (
    <QuickCreate
      title="Nuevo servicio"
      createLabel="Crear servicio"
      busy={saving}
      problem={problem}
      error={error}
      onCreate={send}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Autocomplete
          label="Categoría"
          required
          data={categorias}
          // Focused on opening: the list appears when typing or clicking, not over the next field.
          openOnFocus={false}
          autoComplete="off"
          {...form.getInputProps('categoria')}
        />
        <TextInput label="Descripción" required autoComplete="off" {...form.getInputProps('descripcion')} />
        <MoneyInput label="Precio" required {...form.getInputProps('precio')} />
        <MinutesInput max={MAX_DURACION_MINUTOS} {...form.getInputProps('duracionSugerida')} />
      </SimpleGrid>
    </QuickCreate>
  );
}
