import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '#shared/domain/money.ts';
import { contar } from '#shared/domain/plural.ts';
import type { Paquete } from '#shared/schemas/paquete.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { useCurrentUser } from '#web/admin/session.tsx';
import { paquetesQuery, serviciosQuery } from './api.ts';
import { PaqueteFormModal } from './paquete-form.tsx';

const columns: Column<Paquete>[] = [
  {
    header: 'Paquete',
    cell: (p) => (
      <>
        {p.nombre}
        <Text size="xs" c="dimmed" component="span" display="block">
          {p.servicios.join(' · ')}
        </Text>
        {!p.activo && (
          <Text size="xs" c="dimmed" component="span" display="block">
            No se vende
          </Text>
        )}
      </>
    ),
  },
  { header: 'Sesiones', cell: (p) => p.sesiones, align: 'right' },
  { header: 'Precio', cell: (p) => formatMoney(p.precio), align: 'right', nowrap: true },
  { header: 'Validez', cell: (p) => contar(p.validezDias, 'día'), align: 'right', nowrap: true },
];

/**
 * Admin › Paquetes: the session packs the centre sells ('Pack de 4 lifting'). The ticket sells
 * them and pays with their sessions; each client's are in her file.
 */
export function Component() {
  const esAdmin = useCurrentUser().permisos.administrar;
  const paquetes = useQuery(paquetesQuery);
  const servicios = useQuery({ ...serviciosQuery, enabled: esAdmin });
  const [opened, form] = useDisclosure(false);
  const [editing, setEditing] = useState<Paquete | null>(null);
  const lista = paquetes.data ?? [];

  return (
    <Stack gap="md" maw={1000}>
      <title>Paquetes | Panel</title>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Paquetes</Title>
        {esAdmin && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => {
              setEditing(null);
              form.open();
            }}
          >
            Agregar paquete
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        Sesiones que el cliente paga por adelantado. Se venden en el ticket (Cobrar) y cada sesión paga un servicio del
        paquete.
      </Text>
      <ListStatus query={paquetes} empty={lista.length === 0} what="Todavía no hay paquetes. Agregá el primero." />
      {lista.length > 0 && (
        <DataTable
          label="Paquetes"
          rows={lista}
          rowKey={(p) => p.id}
          columns={columns}
          actions={
            esAdmin
              ? (p) => (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => {
                      setEditing(p);
                      form.open();
                    }}
                  >
                    Editar
                  </Button>
                )
              : undefined
          }
        />
      )}
      {esAdmin && (
        <PaqueteFormModal
          opened={opened}
          paquete={editing}
          servicios={servicios.data ?? []}
          onClose={form.close}
          onSaved={(p) => {
            notifications.show({ color: 'green', message: `Se guardó "${p.nombre}".` });
            form.close();
          }}
        />
      )}
    </Stack>
  );
}
