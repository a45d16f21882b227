import { ActionIcon, Button, Fieldset, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { REGLAS_INICIALES, type ReglasDeComision } from '#shared/domain/comisiones.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { compareText } from '#shared/domain/text.ts';
import { AS_TYPED } from '#web/components/number-inputs.tsx';
import { serviciosQuery } from './api.ts';

/** A % as the field holds it while typed ('12,' on the way to '12,5'): a number once it is one. */
type Porcentaje = number | string;

/** The rules as the form holds them: each % as typed, read as a number when sent (`reglasDelForm`). */
export interface ReglasEnForm {
  base: number;
  sobre: ReglasDeComision['sobre'];
  productos: Porcentaje;
  porCategoria: { categoria: string; porcentaje: Porcentaje }[];
  porServicio: { idServicio: number; porcentaje: Porcentaje }[];
}

/** The part of the employee's form these fields edit. */
export interface ComisionesValues {
  comisiones?: ReglasEnForm | undefined;
  [key: string]: unknown;
}

/** A % typed with a comma, as the API takes it: a number ('' is nothing, the schema says so). */
function numero(p: Porcentaje): number {
  if (typeof p === 'number') return p;
  return p.trim() === '' ? Number.NaN : Number(p.replace(',', '.'));
}

/** The rules as sent. */
export function reglasDelForm(r: ReglasEnForm): ReglasDeComision {
  return {
    base: r.base,
    sobre: r.sobre,
    productos: numero(r.productos),
    porCategoria: r.porCategoria.map((x) => ({ categoria: x.categoria, porcentaje: numero(x.porcentaje) })),
    porServicio: r.porServicio.map((x) => ({ idServicio: x.idServicio, porcentaje: numero(x.porcentaje) })),
  };
}

const SOBRE = [
  { value: 'cobrado', label: 'Lo cobrado' },
  { value: 'pagado', label: 'Lo pagado' },
];

/** A % field of the rules: 0 to 100, decimals with a comma. */
const porcentaje = {
  ...AS_TYPED,
  min: 0,
  max: 100,
  decimalSeparator: ',',
  suffix: ' %',
  inputMode: 'decimal',
} as const;

/**
 * Her commission rules (decision 052), inside the employee's form: on what they are taken, her %
 * on products, and her % on a category or a service instead of her share. Each ticket line keeps
 * the rule it was charged with: a change counts from the next charge on.
 */
export function ComisionesFields<V extends ComisionesValues>({ form }: { form: ReturnType<typeof useForm<V>> }) {
  const servicios = useQuery(serviciosQuery).data ?? [];
  const reglas: ReglasEnForm = form.getValues().comisiones ?? REGLAS_INICIALES;
  const categorias = [...new Set(servicios.map((s) => s.categoria))].sort(compareText);
  const opcionesServicio = servicios.map((s) => ({ value: String(s.id), label: servicioLabel(s) }));
  const set = (next: Partial<ReglasEnForm>) =>
    form.setFieldValue('comisiones' as never, { ...reglas, ...next } as never);

  return (
    <Fieldset legend="Comisiones" variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Su porcentaje de ganancia vale para cada servicio, salvo que una categoría o un servicio tenga el suyo. Lo que
          cambies cuenta desde el próximo cobro.
        </Text>
        <Group gap="sm" grow align="flex-start">
          <NativeSelect
            label="Se calculan sobre"
            description="Cobrado: después de los descuentos."
            data={SOBRE}
            value={reglas.sobre}
            onChange={(e) => set({ sobre: e.currentTarget.value as ReglasDeComision['sobre'] })}
          />
          <NumberInput
            label="Sobre productos"
            {...porcentaje}
            value={reglas.productos}
            onChange={(v) => set({ productos: v })}
            error={form.errors['comisiones.productos']}
          />
        </Group>
        {reglas.porCategoria.map((r, i) => (
          <Group key={`c${i}`} gap={6} wrap="nowrap" align="flex-end">
            <NativeSelect
              label={i === 0 ? 'Categoría' : undefined}
              aria-label={`Categoría ${i + 1}`}
              data={[...new Set([r.categoria, ...categorias])].filter((c) => c !== '')}
              flex={1}
              value={r.categoria}
              onChange={(e) =>
                set({
                  porCategoria: reglas.porCategoria.map((x, j) =>
                    j === i ? { ...x, categoria: e.currentTarget.value } : x,
                  ),
                })
              }
            />
            <NumberInput
              aria-label={`Porcentaje de la categoría ${i + 1}`}
              {...porcentaje}
              error={form.errors[`comisiones.porCategoria.${i}.porcentaje`]}
              w={96}
              value={r.porcentaje}
              onChange={(v) =>
                set({
                  porCategoria: reglas.porCategoria.map((x, j) => (j === i ? { ...x, porcentaje: v } : x)),
                })
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`Quitar la categoría ${i + 1}`}
              onClick={() => set({ porCategoria: reglas.porCategoria.filter((_, j) => j !== i) })}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        {reglas.porServicio.map((r, i) => (
          <Group key={`s${i}`} gap={6} wrap="nowrap" align="flex-end">
            <NativeSelect
              label={i === 0 ? 'Servicio' : undefined}
              aria-label={`Servicio ${i + 1}`}
              data={opcionesServicio}
              flex={1}
              value={String(r.idServicio)}
              onChange={(e) =>
                set({
                  porServicio: reglas.porServicio.map((x, j) =>
                    j === i ? { ...x, idServicio: Number(e.currentTarget.value) } : x,
                  ),
                })
              }
            />
            <NumberInput
              aria-label={`Porcentaje del servicio ${i + 1}`}
              {...porcentaje}
              error={form.errors[`comisiones.porServicio.${i}.porcentaje`]}
              w={96}
              value={r.porcentaje}
              onChange={(v) =>
                set({
                  porServicio: reglas.porServicio.map((x, j) => (j === i ? { ...x, porcentaje: v } : x)),
                })
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`Quitar el servicio ${i + 1}`}
              onClick={() => set({ porServicio: reglas.porServicio.filter((_, j) => j !== i) })}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        {[form.errors.comisiones, form.errors['comisiones.porCategoria'], form.errors['comisiones.porServicio']]
          .filter((e) => e !== undefined)
          .map((e) => (
            <Text key={String(e)} size="sm" c="red.8" role="alert">
              {e}
            </Text>
          ))}
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            // Each category once: none left without a rule, nothing to add.
            disabled={categorias.every((c) => reglas.porCategoria.some((r) => r.categoria === c))}
            onClick={() =>
              set({
                porCategoria: [
                  ...reglas.porCategoria,
                  {
                    categoria:
                      categorias.find((c) => !reglas.porCategoria.some((r) => r.categoria === c)) ??
                      categorias[0] ??
                      '',
                    porcentaje: reglas.base,
                  },
                ],
              })
            }
          >
            Por categoría
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            disabled={servicios.every((s) => reglas.porServicio.some((r) => r.idServicio === s.id))}
            onClick={() =>
              set({
                porServicio: [
                  ...reglas.porServicio,
                  {
                    idServicio:
                      servicios.find((s) => !reglas.porServicio.some((r) => r.idServicio === s.id))?.id ??
                      servicios[0]?.id ??
                      0,
                    porcentaje: reglas.base,
                  },
                ],
              })
            }
          >
            Por servicio
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
