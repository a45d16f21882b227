import { useState } from 'react';
import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  MAX_DURACION_MINUTOS,
  servicioDefaults,
  servicioInputSchema,
  type Servicio,
} from '../../../shared/schemas/servicio.ts';
import { servicios } from '../servicios/api.ts';
import { QuickCreate } from './quick-create.tsx';
import { quickServicioProblem, type QuickServicioValues as Values } from './rules.ts';
import { agendaTexts } from './texts.ts';
import { MinutesInput, MoneyInput } from '../../components/number-inputs.tsx';

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
  const queryClient = useQueryClient();
  const save = servicios.useSave();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { categoria: '', descripcion: initialDescripcion, ...servicioDefaults },
    onValuesChange: () => setProblem(null),
  });

  function create() {
    const values = form.getValues();
    const found = quickServicioProblem(values);
    setProblem(found);
    if (found !== null) return;
    save.mutate(
      { id: null, values: servicioInputSchema.parse({ ...values, nombre: '' }) },
      {
        onSuccess: (servicio) => {
          queryClient.setQueryData<Servicio[]>(servicios.key, (list) =>
            list === undefined || list.some((s) => s.id === servicio.id) ? list : [...list, servicio],
          );
          onCreated(servicio);
        },
      },
    );
  }

  return (
    <QuickCreate
      title="Nuevo servicio"
      createLabel="Crear servicio"
      busy={save.isPending}
      problem={problem}
      error={save.error === null ? null : { title: agendaTexts.errorCrearServicio, message: save.error.message }}
      onCreate={create}
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
