import { Autocomplete, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { productoInputSchema, type Producto } from '#shared/schemas/producto.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { AS_TYPED, MoneyInput } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSaveProducto } from './api.ts';

export const saveProductoError = 'Error al guardar producto';

type Values = {
  nombre: string;
  marca: string;
  categoria: string;
  codigo: string;
  precio: number | string;
  costo: number | string;
  stock: number | string;
  stockMinimo: number | string;
  activo: boolean;
};

const empty: Values = {
  nombre: '',
  marca: '',
  categoria: '',
  codigo: '',
  precio: 0,
  costo: '',
  stock: 0,
  stockMinimo: 0,
  activo: true,
};

function valuesOf(p: Producto): Values {
  return { ...p, costo: p.costo ?? '' };
}

/** An empty number field: no cost; no stock or minimum means 0. */
const toInput = (v: Values) => ({
  ...v,
  costo: v.costo === '' ? null : v.costo,
  stock: v.stock === '' ? 0 : v.stock,
  stockMinimo: v.stockMinimo === '' ? 0 : v.stockMinimo,
});

/**
 * Add or edit a product. The stock is typed only for a new product (its starting stock); after
 * that it moves with 'Movimiento', so the field shows it and cannot be changed.
 */
export function ProductoFormModal({
  opened,
  producto,
  categorias,
  onClose,
  onSaved,
}: {
  opened: boolean;
  producto: Producto | null;
  categorias: string[];
  onClose: () => void;
  onSaved: (p: Producto) => void;
}) {
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: producto === null ? empty : valuesOf(producto),
    schema: productoInputSchema,
    toInput,
    mutation: useSaveProducto(),
    variables: (values) => ({ id: producto?.id ?? null, values }),
    failure: saveProductoError,
    onSaved,
  });

  return (
    <FormModal
      opened={opened}
      title={producto === null ? 'Nuevo producto' : 'Editar producto'}
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput label="Nombre" required data-autofocus {...form.getInputProps('nombre')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Marca" {...form.getInputProps('marca')} />
        <Autocomplete label="Categoría" data={categorias} openOnFocus={false} {...form.getInputProps('categoria')} />
      </SimpleGrid>
      <TextInput
        label="Código"
        description="SKU o código de barras: con el lector, hacé clic acá y escaneá."
        autoComplete="off"
        // The scanner's Enter would otherwise save the form half filled.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        {...form.getInputProps('codigo')}
      />
      <SimpleGrid cols={2}>
        <MoneyInput label="Precio" required {...form.getInputProps('precio')} />
        <MoneyInput label="Costo" {...form.getInputProps('costo')} />
      </SimpleGrid>
      <SimpleGrid cols={2}>
        <NumberInput
          {...AS_TYPED}
          label={producto === null ? 'Stock inicial' : 'Stock'}
          description={producto === null ? undefined : 'Cambia con un movimiento.'}
          disabled={producto !== null}
          allowDecimal={false}
          inputMode="numeric"
          {...form.getInputProps('stock')}
        />
        <NumberInput
          {...AS_TYPED}
          label="Stock mínimo"
          description="Con esto o menos: stock bajo."
          allowDecimal={false}
          inputMode="numeric"
          {...form.getInputProps('stockMinimo')}
        />
      </SimpleGrid>
      <Switch label="Activo (se vende)" {...form.getInputProps('activo', { type: 'checkbox' })} />
    </FormModal>
  );
}
