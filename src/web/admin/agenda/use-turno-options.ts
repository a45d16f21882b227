import { useMemo } from 'react';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import { compareText } from '#shared/domain/text.ts';
import type { Cliente } from '#shared/schemas/cliente.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import type { Servicio } from '#shared/schemas/servicio.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { searchableItem } from '#web/lib/options-filter.ts';
import { clienteLabel, dadoDeBaja } from './rules.ts';

/** Adds the booking's own choice when it is no longer active, so the picker still shows it. */
function withCurrent(items: ComboboxItem[], value: string | undefined, label: string | undefined): ComboboxItem[] {
  if (value === undefined || label === undefined || items.some((i) => i.value === value)) return items;
  return [{ value, label: dadoDeBaja(label) }, ...items];
}

/**
 * The booking modal's pickers: clients, services by category, employees, and the categories for
 * a new service. Built when a list or the edited booking changes, not on every keystroke.
 */
export function useTurnoOptions({
  clientes,
  servicios,
  empleados,
  editing,
}: {
  clientes: readonly Cliente[];
  servicios: readonly Servicio[];
  empleados: readonly Empleado[];
  editing: Turno | null;
}) {
  const clienteOptions = useMemo(
    () =>
      withCurrent(
        clientes.map((c) => searchableItem(String(c.id), clienteLabel(c))),
        editing === null ? undefined : String(editing.idCliente),
        editing?.clienteNombre,
      ),
    [clientes, editing],
  );
  // Each service is found by its short name, its description and its category, folded here once
  // per list rather than on every keystroke.
  const servicioOptions = useMemo(() => {
    const groups = new Map<string, ComboboxItem[]>();
    for (const s of servicios) {
      const items = groups.get(s.categoria) ?? [];
      items.push(searchableItem(String(s.id), servicioLabel(s), s.descripcion, s.categoria));
      groups.set(s.categoria, items);
    }
    const data: (ComboboxItemGroup<ComboboxItem> | ComboboxItem)[] = [...groups.entries()]
      .sort(([a], [b]) => compareText(a, b))
      .map(([group, items]) => ({ group, items: items.sort((a, b) => compareText(a.label, b.label)) }));
    return editing !== null && !servicios.some((s) => s.id === editing.idServicio)
      ? [{ value: String(editing.idServicio), label: dadoDeBaja(editing.servicioNombre) }, ...data]
      : data;
  }, [servicios, editing]);
  const empleadoOptions = useMemo(
    () =>
      withCurrent(
        empleados.map((e) => ({ value: String(e.id), label: nombreCompleto(e) })),
        editing === null ? undefined : String(editing.idEmpleado),
        editing?.empleadoNombre,
      ),
    [empleados, editing],
  );
  const categorias = useMemo(() => [...new Set(servicios.map((s) => s.categoria))].sort(compareText), [servicios]);
  const clientePorId = useMemo(() => new Map(clientes.map((c) => [String(c.id), c])), [clientes]);
  return { clienteOptions, servicioOptions, empleadoOptions, categorias, clientePorId };
}
