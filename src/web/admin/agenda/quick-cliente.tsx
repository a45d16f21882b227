import { SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { clienteInputSchema, type Cliente } from '../../../shared/schemas/cliente.ts';
import { clientes } from '../clientes/cliente-form.tsx';
import { QuickCreate } from './quick-create.tsx';
import { agendaTexts } from './texts.ts';

const checkCliente = schemaResolver(clienteInputSchema, { sync: true });

/**
 * A new client from the appointment modal: only the name is required (spec section 5), so a
 * walk-in is booked at once; a phone, when typed, must be one. The agenda and the client list then
 * ask for the phone the reminders need.
 */
export function QuickCliente({
  initialNombre,
  onCreated,
  onCancel,
}: {
  /** What was typed in the client search, so it is not typed twice. */
  initialNombre: string;
  onCreated: (cliente: Cliente) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const save = clientes.useSave();
  const form = useForm({
    mode: 'controlled',
    initialValues: { nombre: initialNombre, apellido: '', telefono: '', email: '' },
    validate: (values) => {
      const errors = checkCliente(values);
      if (values.nombre.trim() === '') errors.nombre = agendaTexts.nombreObligatorio;
      return errors;
    },
  });

  function create() {
    if (form.validate().hasErrors) return;
    save.mutate(
      { id: null, values: clienteInputSchema.parse(form.getValues()) },
      {
        onSuccess: (cliente) => {
          // The picker shows the new client at once, before the list comes back.
          queryClient.setQueryData<Cliente[]>(clientes.key, (list) =>
            list === undefined || list.some((c) => c.id === cliente.id) ? list : [...list, cliente],
          );
          onCreated(cliente);
        },
      },
    );
  }

  return (
    <QuickCreate
      title="Nuevo cliente"
      createLabel="Crear cliente"
      busy={save.isPending}
      error={save.error === null ? null : { title: agendaTexts.errorCrearCliente, message: save.error.message }}
      onCreate={create}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput label="Nombre" required autoComplete="off" {...form.getInputProps('nombre')} />
        <TextInput label="Apellido (opcional)" autoComplete="off" {...form.getInputProps('apellido')} />
        <TextInput label="Teléfono (opcional)" type="tel" inputMode="tel" {...form.getInputProps('telefono')} />
        <TextInput label="Email (opcional)" type="email" inputMode="email" {...form.getInputProps('email')} />
      </SimpleGrid>
    </QuickCreate>
  );
}
