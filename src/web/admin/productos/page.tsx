import { useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PRODUCTOS_CSV_COLUMNS, PRODUCTOS_CSV_FILE, productosToCsv } from '#shared/domain/catalogue-csv.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { compareText } from '#shared/domain/text.ts';
import type { Producto } from '#shared/schemas/producto.ts';
import { RowActions, useCatalogueRows } from '#web/components/catalogue.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { CsvImportModal } from '#web/components/csv-import.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ExcelButton } from '#web/components/excel-button.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { downloadText } from '#web/lib/download.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { productosQuery, useDeleteProducto, useRefreshProductos } from './api.ts';
import { HistorialModal } from './historial-modal.tsx';
import { MovimientoFormModal } from './movimiento-form.tsx';
import { ProductoFormModal } from './producto-form.tsx';
import { detalleProducto } from './rules.ts';

const columns: Column<Producto>[] = [
  {
    header: 'Producto',
    cell: (p) => (
      <>
        {p.nombre}
        {detalleProducto(p) !== '' && (
          <Text size="xs" c="dimmed" component="span" display="block">
            {detalleProducto(p)}
          </Text>
        )}
        {!p.activo && (
          <Text size="xs" c="dimmed" component="span" display="block">
            Inactivo
          </Text>
        )}
      </>
    ),
  },
  { header: 'Precio', cell: (p) => formatMoney(p.precio), align: 'right', nowrap: true },
  {
    header: 'Stock',
    cell: (p) => (
      <Group gap={6} wrap="nowrap" display="inline-flex">
        {p.stockBajo && p.activo && (
          // Whole: a narrow column would cut it to 'STOCK BA…' (the column grows instead).
          <Badge color="red.9" variant="outline" size="sm" style={{ flex: 'none' }}>
            Stock bajo
          </Badge>
        )}
        {/* Below 0 only after a sale confirmed without stock: in red until it is counted again. */}
        <Text span fw={p.stock < 0 ? 700 : undefined} c={p.stock < 0 ? 'red.9' : undefined}>
          {p.stock}
        </Text>
      </Group>
    ),
    align: 'right',
    nowrap: true,
  },
  { header: 'Mínimo', cell: (p) => p.stockMinimo, align: 'right' },
];

/** Admin › Productos: what the centre sells or uses, its stock and each product's moves. */
export function Component() {
  const esAdmin = useCurrentUser().permisos.administrar;
  const [texto, setTexto] = useState('');
  const [debounced] = useDebouncedValue(texto.trim(), 250);
  // Enter (the barcode scanner's last key) searches at once, without waiting for the pause.
  const [buscado, setBuscado] = useState<string | null>(null);
  const q = buscado ?? debounced;
  const [stockBajo, setStockBajo] = useState(false);
  const productos = useQuery(productosQuery(q, stockBajo));
  const refresh = useRefreshProductos();
  const [importOpened, importer] = useDisclosure(false);
  const [moviendo, setMoviendo] = useState<Producto | null>(null);
  const [historial, setHistorial] = useState<Producto | null>(null);
  const rows = useCatalogueRows<Producto>(useDeleteProducto(), {
    saved: (p) => `Se guardó "${p.nombre}".`,
    deleted: (p) => `Se eliminó "${p.nombre}".`,
  });

  const visible = useMemo(() => productos.data ?? [], [productos.data]);
  const categorias = useMemo(
    () => [...new Set(visible.map((p) => p.categoria).filter((c) => c !== ''))].sort(compareText),
    [visible],
  );
  const filtrando = q !== '' || stockBajo;

  return (
    <Stack gap="md" maw={1100}>
      <title>Productos | Panel</title>
      <Title order={1}>Productos</Title>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar"
          placeholder="Nombre, marca o código"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={texto}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            setBuscado(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setBuscado(texto.trim());
          }}
          autoComplete="off"
          w={{ base: '100%', xs: 280 }}
        />
        <Switch label="Stock bajo" checked={stockBajo} onChange={(e) => setStockBajo(e.currentTarget.checked)} mb={8} />
        {esAdmin && (
          <Group gap="xs" wrap="wrap">
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={rows.openNew}>
              Agregar producto
            </Button>
            <Button variant="default" leftSection={<IconUpload size={18} aria-hidden="true" />} onClick={importer.open}>
              Importar CSV
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() => downloadText(PRODUCTOS_CSV_FILE, productosToCsv(visible))}
              disabled={visible.length === 0}
            >
              Exportar CSV
            </Button>
            <ExcelButton path="/productos/excel" disabled={visible.length === 0} />
          </Group>
        )}
      </Group>

      <ListStatus
        query={productos}
        empty={visible.length === 0}
        what={
          filtrando
            ? stockBajo && q === ''
              ? 'Ningún producto tiene stock bajo.'
              : 'No hay productos que coincidan.'
            : 'Todavía no hay productos. Agregá el primero.'
        }
      />
      {visible.length > 0 && (
        <DataTable
          label="Productos"
          rows={visible}
          rowKey={(p) => p.id}
          columns={columns}
          actions={
            esAdmin
              ? (p) => (
                  <>
                    <Button size="compact-sm" onClick={() => setMoviendo(p)}>
                      Movimiento
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setHistorial(p)}>
                      Historial
                    </Button>
                    <RowActions onEdit={() => rows.openEdit(p)} onDelete={() => rows.askDelete(p)} />
                  </>
                )
              : undefined
          }
        />
      )}

      {esAdmin && (
        <>
          <ProductoFormModal
            opened={rows.formOpened}
            producto={rows.editing}
            categorias={categorias}
            onClose={rows.closeForm}
            onSaved={rows.onSaved}
          />
          <MovimientoFormModal
            producto={moviendo}
            onClose={() => setMoviendo(null)}
            onSaved={(m) => {
              notifications.show({
                color: 'green',
                message: `Movimiento registrado (${m.tipo}): el stock de "${moviendo?.nombre ?? ''}" quedó en ${m.stockDespues}.`,
              });
              setMoviendo(null);
            }}
          />
          <HistorialModal producto={historial} onClose={() => setHistorial(null)} />
          <CsvImportModal
            opened={importOpened}
            onClose={importer.close}
            title="Importar productos"
            endpoint="/productos/importar"
            noun={{ uno: 'producto', varios: 'productos' }}
            onImported={() => void refresh()}
            help={
              <>
                <p style={{ marginTop: 0 }}>
                  Columnas: <b>{PRODUCTOS_CSV_COLUMNS.join(', ')}</b>. La primera línea es el encabezado; nombre y
                  precio son obligatorios.
                </p>
                <p style={{ marginBottom: 0 }}>
                  Un producto con el mismo código que uno existente lo actualiza (su stock no cambia: se mueve con un
                  movimiento). Si alguna línea tiene errores no se importa nada y te mostramos cuáles corregir.
                </p>
              </>
            }
          />
          <ConfirmDialog question="¿Eliminar este producto?" {...rows.deleteDialog}>
            {rows.toDelete !== null &&
              `${rows.toDelete.nombre}. Si tiene movimientos de stock se archiva: su historial se conserva.`}
          </ConfirmDialog>
        </>
      )}
    </Stack>
  );
}
