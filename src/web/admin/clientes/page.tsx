import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPhonePlus, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CLIENTES_CSV_COLUMNS, clientesCsvFile, clientesToCsv } from '#shared/domain/catalogue-csv.ts';
import { todayIn } from '#shared/domain/dates.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import type { Cliente, Duplicado } from '#shared/schemas/cliente.ts';
import { RowActions, useCatalogueRows } from '#web/components/catalogue.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { CsvImportModal } from '#web/components/csv-import.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ExcelButton } from '#web/components/excel-button.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { downloadText } from '#web/lib/download.ts';
import { searchableItem, searchMatcher } from '#web/lib/options-filter.ts';
import { fichaHref } from '#web/lib/resources.ts';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { clientesQuery, duplicadosQuery, useDeleteCliente, useRefreshClientes } from './api.ts';
import { ClienteFormModal } from './cliente-form.tsx';
import { LEGIBLE } from '#web/components/alert-styles.ts';

/** Rows drawn at once; the search finds the rest. */
const SHOWN = 200;
const DEFAULT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * The list's columns. A client booked from the agenda with only a name has no phone, so no
 * reminder can reach them: the cell offers to add it (opens the client's form).
 */
function columnsFor(addPhone: (c: Cliente) => void): Column<Cliente>[] {
  return [
    {
      header: 'Nombre',
      cell: (c) => (
        <Anchor component={Link} to={fichaHref(c.id)}>
          {nombreCompleto(c)}
        </Anchor>
      ),
    },
    {
      header: 'Teléfono',
      cell: (c) =>
        c.telefono === '' ? (
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            leftSection={<IconPhonePlus size={16} aria-hidden="true" />}
            aria-label={`Agregar teléfono de ${nombreCompleto(c)}`}
            title="Sin teléfono no le llegan los recordatorios por WhatsApp"
            onClick={() => addPhone(c)}
          >
            Agregar teléfono
          </Button>
        ) : (
          <a href={`tel:${c.telefono.replace(/[^\d+]/g, '')}`}>{c.telefono}</a>
        ),
      nowrap: true,
    },
    { header: 'Email', cell: (c) => c.email },
  ];
}

/** Clients named per group: a phone shared by a whole family or office would list them all. */
const POR_GRUPO = 5;

const MOTIVOS: Record<Duplicado['motivo'], string> = { telefono: 'mismo teléfono', nombre: 'mismo nombre' };

/** The likely duplicates, each a link to the files (an admin merges them from there). */
function Duplicados({ grupos, admin }: { grupos: readonly Duplicado[]; admin: boolean }) {
  if (grupos.length === 0) return null;
  return (
    <Alert color="yellow" title="Posibles clientes duplicados" p="sm" styles={LEGIBLE}>
      <Text size="sm" mb={6}>
        {admin
          ? 'Abrí la ficha que queda y usá "Fusionar duplicado" para pasarle la historia de la otra.'
          : 'Pedile a una persona con rol de administración que los fusione.'}
      </Text>
      <List size="sm" spacing={4}>
        {grupos.slice(0, 10).map((g) => (
          <List.Item key={`${g.motivo}-${g.clientes.map((c) => c.id).join('-')}`}>
            {g.clientes.slice(0, POR_GRUPO).map((c, i) => (
              <span key={c.id}>
                {i > 0 && ' / '}
                <Anchor component={Link} to={fichaHref(c.id)} size="sm">
                  {[nombreCompleto(c), c.telefono].filter((p) => p !== '').join(' · ')}
                </Anchor>
              </span>
            ))}
            {g.clientes.length > POR_GRUPO && ` y ${g.clientes.length - POR_GRUPO} más`} ({MOTIVOS[g.motivo]})
          </List.Item>
        ))}
      </List>
      {grupos.length > 10 && (
        <Text size="sm" mt={6}>
          Y {grupos.length - 10} más.
        </Text>
      )}
    </Alert>
  );
}

/** Admin › Clientes: the client book, with CSV export and import. */
export function Component() {
  const list = useQuery(clientesQuery);
  const duplicados = useQuery(duplicadosQuery);
  const admin = useCurrentUser().permisos.administrar;
  const centro = useCentreDate();
  const refresh = useRefreshClientes();
  const [search, setSearch] = useState('');
  const [conNotas, setConNotas] = useState(false);
  const [importOpened, importer] = useDisclosure(false);
  const rows = useCatalogueRows<Cliente>(useDeleteCliente(), {
    saved: (c) => `Se guardó a ${nombreCompleto(c)}.`,
    deleted: (c) => `Se eliminó a ${nombreCompleto(c)}.`,
  });

  const columns = columnsFor(rows.openEdit);
  const all = useMemo(() => list.data ?? [], [list.data]);
  // Each client's search text folded once per list, not per keystroke: found by name, phone
  // (its digits, whatever the spacing) or e-mail, as the agenda's picker finds them.
  const buscables = useMemo(
    () => all.map((c) => ({ c, item: searchableItem(String(c.id), nombreCompleto(c), c.telefono, c.email) })),
    [all],
  );
  const matching = useMemo(() => {
    const matches = searchMatcher(search);
    return buscables.filter((b) => matches(b.item)).map((b) => b.c);
  }, [buscables, search]);
  const visible = matching.slice(0, SHOWN);
  // While searching, the duplicates of whom the search finds.
  const gruposVisibles = useMemo(() => {
    if (search.trim() === '') return duplicados.data ?? [];
    const encontrados = new Set(matching.map((c) => c.id));
    return (duplicados.data ?? []).filter((g) => g.clientes.some((c) => encontrados.has(c.id)));
  }, [duplicados.data, search, matching]);

  function exportCsv() {
    // The file is named with the centre's date; the centre's time zone stands in until it has loaded.
    const fecha = centro.data?.hoy ?? todayIn(DEFAULT_TIME_ZONE);
    downloadText(clientesCsvFile(fecha), clientesToCsv(all));
  }

  return (
    <Stack gap="md" maw={1100}>
      <title>Clientes | Panel</title>
      <Title order={1}>Clientes</Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar por nombre, teléfono o email"
          placeholder="Nombre, teléfono o email"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          w={{ base: '100%', xs: 340 }}
        />
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={rows.openNew}>
            Agregar cliente
          </Button>
          <Button variant="default" leftSection={<IconUpload size={18} aria-hidden="true" />} onClick={importer.open}>
            Importar CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={exportCsv}
            disabled={all.length === 0}
          >
            Exportar CSV
          </Button>
          <ExcelButton path={`/clientes/excel${conNotas ? '?notas=1' : ''}`} disabled={all.length === 0} />
          {/* The notes are personal data: in the file only when asked for (issue 20). */}
          <Checkbox
            label="Incluir notas en el Excel"
            checked={conNotas}
            onChange={(e) => setConNotas(e.currentTarget.checked)}
          />
        </Group>
      </Group>

      <Duplicados grupos={gruposVisibles} admin={admin} />

      <ListStatus
        query={list}
        empty={visible.length === 0}
        what={search === '' ? 'Todavía no hay clientes. Agregá el primero.' : 'Nadie coincide con la búsqueda.'}
      />
      {visible.length > 0 && (
        <DataTable
          label="Clientes"
          rows={visible}
          rowKey={(c) => c.id}
          columns={columns}
          minWidth={600}
          actions={(c) => (
            <>
              <Button
                component={Link}
                to={fichaHref(c.id)}
                size="compact-sm"
                variant="light"
                aria-label={`Ver ficha de ${nombreCompleto(c)}`}
              >
                Ver ficha
              </Button>
              <RowActions onEdit={() => rows.openEdit(c)} onDelete={() => rows.askDelete(c)} />
            </>
          )}
        />
      )}
      {matching.length > SHOWN && (
        <Text size="sm" c="dimmed">
          Mostrando {SHOWN} de {matching.length} clientes. Buscá por nombre, teléfono o email para encontrar el resto.
        </Text>
      )}

      <ClienteFormModal
        opened={rows.formOpened}
        cliente={rows.editing}
        onClose={rows.closeForm}
        onSaved={rows.onSaved}
      />
      <CsvImportModal
        opened={importOpened}
        onClose={importer.close}
        title="Importar clientes"
        endpoint="/clientes/importar"
        noun={{ uno: 'cliente', varios: 'clientes' }}
        onImported={() => void refresh()}
        help={
          <>
            <p style={{ marginTop: 0 }}>
              Columnas: <b>{CLIENTES_CSV_COLUMNS.join(', ')}</b>. La primera línea es el encabezado. Sirven los archivos
              de Excel separados por coma o por punto y coma.
            </p>
            <p style={{ marginBottom: 0 }}>
              Un cliente con el mismo nombre y teléfono que uno existente no se repite (se actualiza su email). Si
              alguna línea tiene errores no se importa nada y te mostramos cuáles corregir.
            </p>
          </>
        }
      />
      <ConfirmDialog question="¿Eliminar este cliente?" {...rows.deleteDialog}>
        {rows.toDelete !== null &&
          [nombreCompleto(rows.toDelete), rows.toDelete.telefono].filter((p) => p !== '').join(' · ')}
      </ConfirmDialog>
    </Stack>
  );
}
