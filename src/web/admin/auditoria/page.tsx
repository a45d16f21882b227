import { useMemo, useState } from 'react';
import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addDays, isIsoDate } from '#shared/domain/dates.ts';
import { ENTIDADES_AUDITADAS, type AuditoriaEntry } from '#shared/schemas/auditoria.ts';
import { rangoMessages } from '#shared/schemas/rango.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { DateField } from '#web/components/date-field.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { AdminOnly } from '#web/admin/admin-only.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { auditoriaQuery } from './api.ts';
import { describeChange } from './describe.ts';

const ACCIONES: Record<string, string> = {
  crear: 'Alta',
  editar: 'Cambio',
  eliminar: 'Baja',
  archivar: 'Archivado',
  aumentar: 'Aumento de precios',
  importar: 'Importación',
  fusionar: 'Fusión de duplicados',
  exportar: 'Exportación',
  'borrar-datos': 'Datos personales borrados',
  reabrir: 'Reapertura',
  anular: 'Anulación',
};

const entidades = Object.entries(ENTIDADES_AUDITADAS).map(([value, label]) => ({ value, label }));

function Auditoria() {
  const centro = useCentreDate();
  const hoy = centro.data?.hoy ?? null;
  const [entity, setEntity] = useState<string | null>(null);
  const [desde, setDesde] = useState<string | null>(null);
  const [hasta, setHasta] = useState<string | null>(null);
  const from = desde ?? (hoy === null ? '' : addDays(hoy, -6));
  const to = hasta ?? hoy ?? '';
  const problem =
    !isIsoDate(from) || !isIsoDate(to) ? 'Completá las dos fechas.' : from > to ? rangoMessages.orden : null;
  const log = useQuery(auditoriaQuery({ desde: from, hasta: to, entity }, problem === null && hoy !== null));
  const timeZone = centro.data?.timeZone ?? 'America/Argentina/Buenos_Aires';
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat('es-AR', {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'medium',
      }),
    [timeZone],
  );
  const columns: Column<AuditoriaEntry>[] = [
    { header: 'Fecha y hora', cell: (e) => when.format(new Date(e.at)), nowrap: true },
    { header: 'Usuario', cell: (e) => e.username ?? '—' },
    { header: 'Acción', cell: (e) => ACCIONES[e.action] ?? e.action },
    {
      header: 'Registro',
      cell: (e) =>
        `${ENTIDADES_AUDITADAS[e.entity as keyof typeof ENTIDADES_AUDITADAS] ?? e.entity}${e.entityId === null ? '' : ` #${e.entityId}`}`,
      nowrap: true,
    },
    {
      header: 'Detalle',
      cell: (e) => (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {describeChange(e.before, e.after, timeZone)}
        </Text>
      ),
    },
  ];
  const rows = log.data ?? [];

  return (
    <Stack gap="md" maw={1300}>
      <title>Auditoría | Panel</title>
      <Title order={1}>Auditoría</Title>
      <Text c="dimmed" maw={720}>
        Cada alta, cambio y baja queda registrada con quién la hizo y cuándo. Se muestran las 500 más recientes del
        filtro elegido.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Qué"
          placeholder="Todo"
          data={entidades}
          value={entity}
          onChange={setEntity}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <SimpleGrid cols={2} spacing="sm" w={{ base: '100%', xs: 340 }}>
          <DateField label="Desde" value={from || null} onChange={setDesde} />
          <DateField label="Hasta" value={to || null} onChange={setHasta} />
        </SimpleGrid>
      </Group>
      {problem !== null && (
        <Text c="dimmed" role="status">
          {problem}
        </Text>
      )}
      <ListStatus query={log} empty={rows.length === 0} what="No hay movimientos con ese filtro." />
      {rows.length > 0 && (
        <DataTable
          label="Movimientos"
          rows={rows}
          rowKey={(e) => e.id}
          columns={columns}
          cardTitle={0}
          minWidth={900}
        />
      )}
    </Stack>
  );
}

/** Admin › Auditoría: who changed what and when (admins only). */
export function Component() {
  return (
    <AdminOnly title="Auditoría">
      <Auditoria />
    </AdminOnly>
  );
}
