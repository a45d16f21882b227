import { useRef, useState } from 'react';
import { Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import { deudaReporte, pagadoReporte } from '#shared/domain/totals.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { CostoTurno, NotaNoFacturados } from '#web/components/costo-turno.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { LoadNotice } from '#web/components/list-status.tsx';
import { turnosPaginaQuery, VISTA_INICIAL, type VistaTurnos } from './api.ts';

const turnoColumns: Column<Turno>[] = [
  { header: 'Fecha', cell: (t) => formatFecha(t.fecha), nowrap: true },
  { header: 'Hora', cell: (t) => t.hora },
  { header: 'Cliente', cell: (t) => t.clienteNombre },
  { header: 'Empleado', cell: (t) => t.empleadoNombre },
  { header: 'Servicio', cell: (t) => t.servicioNombre },
  { header: 'Duración', cell: (t) => `${t.duracion} min`, align: 'right', nowrap: true },
  { header: 'Costo', cell: (t) => <CostoTurno turno={t} />, align: 'right', nowrap: true },
  { header: 'Pagado', cell: (t) => formatMoney(pagadoReporte(t)), align: 'right', nowrap: true },
  { header: 'Deuda', cell: (t) => formatMoney(deudaReporte(t)), align: 'right', nowrap: true },
];

/** The table's orders, as one choice each (a phone shows cards: no column headers to click). */
const ORDENES = [
  { value: 'fecha-asc', label: 'Fecha y hora, primero los más antiguos' },
  { value: 'fecha-desc', label: 'Fecha y hora, primero los más recientes' },
  { value: 'cliente-asc', label: 'Cliente, de la A a la Z' },
  { value: 'cliente-desc', label: 'Cliente, de la Z a la A' },
  { value: 'costo-desc', label: 'Costo, mayor primero' },
  { value: 'costo-asc', label: 'Costo, menor primero' },
  { value: 'deuda-desc', label: 'Deuda, mayor primero' },
] as const;

function toVista(value: string): Pick<VistaTurnos, 'orden' | 'dir'> | null {
  const found = ORDENES.find((o) => o.value === value);
  if (found === undefined) return null;
  const [orden, dir] = found.value.split('-') as [VistaTurnos['orden'], VistaTurnos['dir']];
  return { orden, dir };
}

/**
 * The history's 'Turnos' table, a page at a time (issue 19): the server sorts, searches and cuts
 * the page, so a busy month is not downloaded whole. Its order and search outlive a change of
 * range; the page goes back to the first. The page calls this first thing, so the first page is
 * asked for with the totals, not after the rest of the screen has been drawn.
 */
export function useTurnosTabla(rango: Rango | null) {
  const [busqueda, setBusqueda] = useState('');
  const [q] = useDebouncedValue(busqueda.trim(), 300);
  const [orden, setOrden] = useState<Pick<VistaTurnos, 'orden' | 'dir'>>(VISTA_INICIAL);
  // The page belongs to one range, order and search: any other starts at the first.
  const para = `${rango?.desde}|${rango?.hasta}|${orden.orden}|${orden.dir}|${q}`;
  const [paginaDe, setPaginaDe] = useState({ para, pagina: 1 });
  const pagina = paginaDe.para === para ? paginaDe.pagina : 1;
  const query = useQuery(turnosPaginaQuery(rango, { ...orden, q, pagina }));
  return {
    rango,
    query,
    busqueda,
    setBusqueda,
    q,
    orden,
    setOrden,
    pagina,
    setPagina: (p: number) => setPaginaDe({ para, pagina: p }),
  };
}

export function TurnosTable({ tabla }: { tabla: ReturnType<typeof useTurnosTabla> }) {
  const { rango, query, busqueda, setBusqueda, q, orden, setOrden, pagina, setPagina } = tabla;
  const section = useRef<HTMLDivElement>(null);
  const data = rango === null ? undefined : query.data;
  const rows = data?.turnos ?? [];
  const total = data?.total ?? 0;
  const paginas = data === undefined ? 0 : Math.ceil(data.total / data.porPagina);
  const primero = data === undefined ? 0 : (data.pagina - 1) * data.porPagina + 1;

  return (
    <Stack gap="sm" component="section" aria-labelledby="turnos-titulo" ref={section}>
      <Title order={2} size="h3" id="turnos-titulo">
        Turnos
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar cliente"
          placeholder="Nombre o teléfono"
          value={busqueda}
          onChange={(e) => setBusqueda(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 260 }}
          type="search"
          autoComplete="off"
        />
        <Select
          label="Ordenar por"
          data={ORDENES.map((o) => ({ value: o.value, label: o.label }))}
          value={`${orden.orden}-${orden.dir}`}
          onChange={(value) => {
            const next = value === null ? null : toVista(value);
            if (next !== null) setOrden(next);
          }}
          allowDeselect={false}
          // Its list is drawn only when it opens: a mounted closed list is placed again (a forced
          // style recalculation) on every drawing of the page (decisions 020 and 038).
          comboboxProps={{ keepMounted: false }}
          w={{ base: '100%', xs: 360 }}
        />
      </Group>
      <LoadNotice title="No pudimos cargar los turnos" query={query} />
      {rows.length === 0 ? (
        data !== undefined && (
          <Text c="dimmed">
            {q === '' ? 'No hay turnos en este rango.' : `Ningún turno de un cliente que coincida con "${q}".`}
          </Text>
        )
      ) : (
        <div
          aria-busy={query.isPlaceholderData}
          style={query.isPlaceholderData ? { opacity: 0.45, transition: 'opacity 150ms' } : undefined}
        >
          <DataTable
            label="Turnos"
            rows={rows}
            rowKey={(t) => t.id}
            columns={turnoColumns}
            cardTitle={2}
            minWidth={1000}
          />
          <NotaNoFacturados turnos={rows} />
        </div>
      )}
      {data !== undefined && total > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {`Turnos ${primero} a ${primero + rows.length - 1} de ${total}`}
          </Text>
          {paginas > 1 && (
            <nav aria-label="Páginas de turnos">
              <Pagination
                total={paginas}
                value={pagina}
                onChange={(p) => {
                  setPagina(p);
                  // The pages are under a long table: the next one is read from its top.
                  section.current?.scrollIntoView({ block: 'start' });
                }}
                siblings={1}
                boundaries={1}
                getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'next'
                      ? 'Página siguiente'
                      : control === 'previous'
                        ? 'Página anterior'
                        : control === 'first'
                          ? 'Primera página'
                          : 'Última página',
                })}
              />
            </nav>
          )}
        </Group>
      )}
    </Stack>
  );
}
