import { SimpleGrid, TextInput } from '@mantine/core';
import { clienteConTelefonoSchema, type Cliente } from '#shared/schemas/cliente.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSaveCliente } from './api.ts';

export const saveClienteError = 'Error al guardar cliente';

type Values = Omit<Cliente, 'id'>;
const empty: Values = { nombre: '', apellido: '', telefono: '', email: '' };

/** Add or edit a client: name and phone required, last name and email optional. */
export function ClienteFormModal({
  opened,
  cliente,
  onClose,
  onSaved,
}: {
  opened: boolean;
  cliente: Cliente | null;
  onClose: () => void;
  onSaved: (c: Cliente) => void;
}) {
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: cliente ?? empty,
    // The phone is required here (spec section 5), though the API takes a client without one.
    schema: clienteConTelefonoSchema,
    mutation: useSaveCliente(),
    variables: (values) => ({ id: cliente?.id ?? null, values }),
    failure: saveClienteError,
    onSaved,
  });

  return (
    <FormModal
      opened={opened}
      title={cliente === null ? 'Nuevo cliente' : 'Editar cliente'}
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Nombre" required data-autofocus autoComplete="off" {...form.getInputProps('nombre')} />
        <TextInput label="Apellido (opcional)" autoComplete="off" {...form.getInputProps('apellido')} />
      </SimpleGrid>
      <TextInput label="Teléfono" required type="tel" inputMode="tel" {...form.getInputProps('telefono')} />
      <TextInput label="Email (opcional)" type="email" inputMode="email" {...form.getInputProps('email')} />
    </FormModal>
  );
}
