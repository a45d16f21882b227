import { useMemo, useState } from 'react';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { nombreCompleto } from '#shared/domain/names.ts';
import { matchesSearch } from '#shared/domain/text.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import { RowActions, useCatalogueRows } from '#web/components/catalogue.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { telefonoLink } from '#web/components/telefono-link.tsx';
import { useCurrentUser } from '#web/admin/session.tsx';
import { empleadosQuery, useDeleteEmpleado } from './api.ts';
import { EmpleadoFormModal } from './empleado-form.tsx';

const percent = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

const contacto: Column<Empleado>[] = [
  { header: 'Nombre', cell: (e) => nombreCompleto(e) },
  { header: 'Teléfono', cell: (e) => telefonoLink(e.telefono), nowrap: true },
  { header: 'Email', cell: (e) => e.email },
];

const columns: Column<Empleado>[] = [
  ...contacto,
  {
    header: '% Ganancia',
    cell: (e) => (e.porcentajeGanancia === undefined ? '—' : `${percent.format(e.porcentajeGanancia)} %`),
    align: 'right',
  },
];

/**
 * Admin › Empleados: the team, their contact details and profit share. While the admins keep the
 * centre's figures to themselves, staff manage the team without the share (the server keeps it)
 * and without the earnings summary.
 */
export function Component() {
  const conCifras = useCurrentUser().permisos.cifras;
  const list = useQuery(empleadosQuery);
  const [search, setSearch] = useState('');
  const rows = useCatalogueRows<Empleado>(useDeleteEmpleado(), {
    saved: (e) => `Se guardó a ${nombreCompleto(e)}.`,
    deleted: (e) => `Se eliminó a ${nombreCompleto(e)}.`,
  });

  const visible = useMemo(
    () => (list.data ?? []).filter((e) => matchesSearch(nombreCompleto(e), search)),
    [list.data, search],
  );

  return (
    <Stack gap="md" maw={1100}>
      <title>Empleados | Panel</title>
      <Title order={1}>Empleados</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar por nombre"
          placeholder="Nombre o apellido"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', xs: 280 }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={rows.openNew}>
          Agregar empleado
        </Button>
      </Group>

      <ListStatus
        query={list}
        empty={visible.length === 0}
        what={search === '' ? 'Todavía no hay empleados. Agregá el primero.' : 'Nadie coincide con la búsqueda.'}
      />
      {visible.length > 0 && (
        <DataTable
          label="Empleados"
          rows={visible}
          rowKey={(e) => e.id}
          columns={conCifras ? columns : contacto}
          minWidth={conCifras ? 720 : 560}
          actions={(e) => (
            <RowActions onEdit={() => rows.openEdit(e)} onDelete={() => rows.askDelete(e)}>
              {conCifras && (
                <Button size="compact-sm" variant="default" component={Link} to={`/admin/empleados/resumen/${e.id}`}>
                  Ver resumen
                </Button>
              )}
            </RowActions>
          )}
        />
      )}

      <EmpleadoFormModal
        opened={rows.formOpened}
        empleado={rows.editing}
        onClose={rows.closeForm}
        onSaved={rows.onSaved}
      />
      <ConfirmDialog question="¿Eliminar este empleado?" {...rows.deleteDialog}>
        {rows.toDelete !== null &&
          `${nombreCompleto(rows.toDelete)}. Si tiene turnos, sigue apareciendo en ellos y en los reportes.`}
      </ConfirmDialog>
    </Stack>
  );
}
