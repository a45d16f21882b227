import { useMemo, useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPercentage, IconPlus, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SERVICIOS_CSV_COLUMNS, SERVICIOS_CSV_FILE, serviciosToCsv } from '#shared/domain/catalogue-csv.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { contar } from '#shared/domain/plural.ts';
import { compareText } from '#shared/domain/text.ts';
import type { Servicio } from '#shared/schemas/servicio.ts';
import { RowActions, useCatalogueRows } from '#web/components/catalogue.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { CsvImportModal } from '#web/components/csv-import.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ExcelButton } from '#web/components/excel-button.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { downloadText } from '#web/lib/download.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { serviciosQuery, useDeleteServicio, useRefreshServicios } from './api.ts';
import { AumentoModal } from './aumento-modal.tsx';
import { ServicioFormModal } from './servicio-form.tsx';

const columns: Column<Servicio>[] = [
  { header: 'Categoría', cell: (s) => s.categoria },
  {
    header: 'Descripción',
    cell: (s) => (
      <>
        {s.descripcion}
        {s.nombre !== '' && (
          <Text size="xs" c="dimmed" component="span" display="block">
            {s.nombre}
          </Text>
        )}
        {!s.reservableOnline && (
          <Text size="xs" c="dimmed" component="span" display="block">
            No se reserva online
          </Text>
        )}
        {s.repetirCadaDias !== null && (
          <Text size="xs" c="dimmed" component="span" display="block">
            Se repite cada {contar(s.repetirCadaDias, 'día')}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Precio', cell: (s) => formatMoney(s.precio), align: 'right', nowrap: true },
  { header: 'Duración (min)', cell: (s) => s.duracionSugerida, align: 'right' },
];

/** Admin › Servicios: the base services, their categories, prices and durations. */
export function Component() {
  const conCifras = useCurrentUser().permisos.cifras;
  const servicios = useQuery(serviciosQuery);
  const refresh = useRefreshServicios();
  const [categoria, setCategoria] = useState<string | null>(null);
  const [aumentoOpened, aumento] = useDisclosure(false);
  const [importOpened, importer] = useDisclosure(false);
  const rows = useCatalogueRows<Servicio>(useDeleteServicio(), {
    saved: (s) => `Se guardó "${s.descripcion}".`,
    deleted: (s) => `Se eliminó "${s.descripcion}".`,
  });

  const all = useMemo(() => servicios.data ?? [], [servicios.data]);
  const categorias = useMemo(() => [...new Set(all.map((s) => s.categoria))].sort(compareText), [all]);
  // A category that no longer exists (its last service deleted) stops filtering.
  const filtro = categoria !== null && categorias.includes(categoria) ? categoria : null;
  const visible = filtro === null ? all : all.filter((s) => s.categoria === filtro);

  return (
    <Stack gap="md" maw={1100}>
      <title>Servicios | Panel</title>
      <Title order={1}>Servicios</Title>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Categoría"
          placeholder="Todas las categorías"
          data={categorias}
          value={filtro}
          onChange={setCategoria}
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
        />
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={rows.openNew}>
            Agregar servicio
          </Button>
          {/* Every price at once is the admins' while staff do not see the centre's figures. */}
          {conCifras && (
            <>
              <Button
                variant="light"
                leftSection={<IconPercentage size={18} aria-hidden="true" />}
                onClick={aumento.open}
                disabled={all.length === 0}
              >
                Aumentar precios
              </Button>
              <Button
                variant="default"
                leftSection={<IconUpload size={18} aria-hidden="true" />}
                onClick={importer.open}
              >
                Importar CSV
              </Button>
            </>
          )}
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => downloadText(SERVICIOS_CSV_FILE, serviciosToCsv(all))}
            disabled={all.length === 0}
          >
            Exportar CSV
          </Button>
          <ExcelButton path="/servicios-base/excel" disabled={all.length === 0} />
        </Group>
      </Group>

      <ListStatus
        query={servicios}
        empty={visible.length === 0}
        what={filtro === null ? 'Todavía no hay servicios. Agregá el primero.' : 'No hay servicios en esta categoría.'}
      />
      {visible.length > 0 && (
        <DataTable
          label="Servicios"
          rows={visible}
          rowKey={(s) => s.id}
          cardTitle={1}
          columns={columns}
          actions={(s) => <RowActions onEdit={() => rows.openEdit(s)} onDelete={() => rows.askDelete(s)} />}
        />
      )}

      <ServicioFormModal
        opened={rows.formOpened}
        servicio={rows.editing}
        categorias={categorias}
        onClose={rows.closeForm}
        onSaved={rows.onSaved}
      />
      <AumentoModal opened={aumentoOpened} onClose={aumento.close} count={all.length} />
      <CsvImportModal
        opened={importOpened}
        onClose={importer.close}
        title="Importar servicios"
        endpoint="/servicios-base/importar"
        noun={{ uno: 'servicio', varios: 'servicios' }}
        onImported={() => void refresh()}
        help={
          <>
            <p style={{ marginTop: 0 }}>
              Columnas: <b>{SERVICIOS_CSV_COLUMNS.join(', ')}</b>. La primera línea es el encabezado. Sirven los
              archivos de Excel separados por coma o por punto y coma, y precios como 1234,50.
            </p>
            <p style={{ marginBottom: 0 }}>
              Un servicio con la misma categoría y descripción que uno existente lo actualiza. Si alguna línea tiene
              errores no se importa nada y te mostramos cuáles corregir.
            </p>
          </>
        }
      />
      <ConfirmDialog question="¿Eliminar este servicio?" {...rows.deleteDialog}>
        {rows.toDelete !== null && `${rows.toDelete.categoria} · ${rows.toDelete.descripcion}`}
      </ConfirmDialog>
    </Stack>
  );
}
