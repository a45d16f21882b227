import { SimpleGrid, TextInput } from '@mantine/core';
import { clienteInputSchema, type Cliente } from '#shared/schemas/cliente.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSaveCliente } from './api.ts';
import { QuickCreate } from './quick-create.tsx';
import { agendaTexts } from './texts.ts';

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
  // Mounted anew each time it opens, so its first values are those of this opening.
  const { form, send, saving, error } = useFormModal({
    initialValues: { nombre: initialNombre, apellido: '', telefono: '', email: '' },
    schema: clienteInputSchema,
    // The spec's own words for a missing name.
    check: (values): Record<string, string> =>
      values.nombre.trim() === '' ? { nombre: agendaTexts.nombreObligatorio } : {},
    mutation: useSaveCliente(),
    variables: (values) => ({ id: null, values }),
    failure: agendaTexts.errorCrearCliente,
    onSaved: onCreated,
  });

  return (
    <QuickCreate
      title="Nuevo cliente"
      createLabel="Crear cliente"
      busy={saving}
      error={error}
      onCreate={send}
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
