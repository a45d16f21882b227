import { MultiSelect, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { servicioLabel } from '#shared/domain/names.ts';
import { compareText } from '#shared/domain/text.ts';
import { paqueteInputSchema, type Paquete } from '#shared/schemas/paquete.ts';
import type { Servicio } from '#shared/schemas/servicio.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { AS_TYPED, MoneyInput } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSavePaquete } from './api.ts';

type Values = {
  nombre: string;
  idServicio: string | null;
  otros: string[];
  sesiones: number | string;
  precio: number | string;
  validezDias: number | string;
  activo: boolean;
};

const empty: Values = {
  nombre: '',
  idServicio: null,
  otros: [],
  sesiones: 4,
  precio: '',
  validezDias: 180,
  activo: true,
};

const valuesOf = (p: Paquete): Values => ({
  nombre: p.nombre,
  idServicio: String(p.idServicio),
  otros: p.idServicios.filter((id) => id !== p.idServicio).map(String),
  sesiones: p.sesiones,
  precio: p.precio,
  validezDias: p.validezDias,
  activo: p.activo,
});

/** Empty numbers go as they are, so the schema says which one is missing. */
const toInput = (v: Values) => ({
  nombre: v.nombre,
  idServicio: v.idServicio === null ? undefined : Number(v.idServicio),
  idServicios: v.otros.map(Number).filter((id) => String(id) !== v.idServicio),
  sesiones: v.sesiones === '' ? undefined : v.sesiones,
  precio: v.precio === '' ? undefined : v.precio,
  validezDias: v.validezDias === '' ? undefined : v.validezDias,
  activo: v.activo,
});

/** Add or edit a pack: its name, service (or any of several), sessions, price and validity. */
export function PaqueteFormModal({
  opened,
  paquete,
  servicios,
  onClose,
  onSaved,
}: {
  opened: boolean;
  paquete: Paquete | null;
  servicios: Servicio[];
  onClose: () => void;
  onSaved: (p: Paquete) => void;
}) {
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: paquete === null ? empty : valuesOf(paquete),
    schema: paqueteInputSchema,
    toInput,
    mutation: useSavePaquete(),
    variables: (values) => ({ id: paquete?.id ?? null, values }),
    failure: 'Error al guardar paquete',
    onSaved,
  });
  const opciones = servicios
    .map((s) => ({ value: String(s.id), label: servicioLabel(s) }))
    .sort((a, b) => compareText(a.label, b.label));

  return (
    <FormModal
      opened={opened}
      title={paquete === null ? 'Nuevo paquete' : 'Editar paquete'}
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label="Nombre"
        placeholder="Pack de 4 lifting"
        required
        data-autofocus
        {...form.getInputProps('nombre')}
      />
      <Select
        label="Servicio"
        required
        searchable
        data={opciones}
        nothingFoundMessage="Ningún servicio coincide"
        {...form.getInputProps('idServicio')}
      />
      <MultiSelect
        label="Otros servicios que puede pagar (opcional)"
        description="Una sesión paga cualquiera de estos servicios."
        searchable
        clearable
        data={opciones.filter((o) => o.value !== form.values.idServicio)}
        {...form.getInputProps('otros')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <NumberInput
          {...AS_TYPED}
          label="Sesiones"
          required
          allowDecimal={false}
          inputMode="numeric"
          {...form.getInputProps('sesiones')}
        />
        <MoneyInput label="Precio" required {...form.getInputProps('precio')} />
        <NumberInput
          {...AS_TYPED}
          label="Validez (días)"
          required
          allowDecimal={false}
          inputMode="numeric"
          {...form.getInputProps('validezDias')}
        />
      </SimpleGrid>
      <Switch
        label="Se vende"
        description="Uno que ya no se vende sigue valiendo para quien lo compró."
        {...form.getInputProps('activo', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
