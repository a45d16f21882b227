import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconPhoneOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { contar } from '#shared/domain/plural.ts';
import type { Deudor } from '#shared/schemas/reportes.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { telefonoLink } from '#web/components/telefono-link.tsx';
import { Totals } from '#web/components/totals.tsx';
import { fichaHref } from '#web/lib/resources.ts';
import { contact } from '#web/lib/contact.ts';
import { deudoresQuery } from './api.ts';
import { contactoDeudor, filasDePaginas } from './rules.ts';

const columns: Column<Deudor>[] = [
  {
    header: 'Cliente',
    cell: (d) => (
      <Anchor component={Link} to={fichaHref(d.idCliente)}>
        {d.nombre}
      </Anchor>
    ),
  },
  {
    header: 'Debe',
    cell: (d) =>
      d.deuda > 0 && d.saldoTickets > 0 ? (
        <>
          {formatMoney(d.debe)}
          <Text size="xs" c="dimmed">{`${formatMoney(d.saldoTickets)} de tickets`}</Text>
        </>
      ) : (
        formatMoney(d.debe)
      ),
    align: 'right',
    nowrap: true,
  },
  { header: 'Desde', cell: (d) => formatFecha(d.desde), nowrap: true },
  { header: 'Turnos', cell: (d) => String(d.turnos), align: 'right' },
  { header: 'Tickets', cell: (d) => String(d.tickets), align: 'right' },
  { header: 'Teléfono', cell: (d) => telefonoLink(d.telefono), nowrap: true },
];

function Contacto({ deudor }: { deudor: Deudor }) {
  const contacto = contactoDeudor(deudor, contact.nombre);
  if ('motivo' in contacto) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconPhoneOff size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm">{contacto.motivo}</Text>
      </Group>
    );
  }
  return (
    <Anchor
      href={contacto.href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`Escribir por WhatsApp a ${deudor.nombre}`}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconBrandWhatsapp size={16} aria-hidden="true" />
        Escribir por WhatsApp
      </Group>
    </Anchor>
  );
}

/** 'Cobrar': the visit of the oldest booking owed, whose ticket takes the payment; or else the oldest ticket owed. */
function CobrarDeudor({ deudor: d }: { deudor: Deudor }) {
  const turno = d.idTurno > 0;
  return (
    <Button
      component={Link}
      to={turno ? `/admin/cobrar/${d.idTurno}` : `/admin/ventas/${d.idVenta}`}
      size="compact-sm"
      variant="light"
      aria-label={`Cobrar a ${d.nombre} ${turno ? 'el turno' : 'el ticket'} del ${formatFecha(d.desde)}`}
    >
      Cobrar
    </Button>
  );
}

/**
 * Admin › Deudores (issue 19): who owes for appointments already past or on tickets (a product
 * taken away unpaid), most owed first, with a polite WhatsApp note ready to send. A screen of its
 * own rather than part of the history: it is a to-do list for the front desk, over all time, not the figures of a chosen range. The list
 * comes a page at a time ('Mostrar más'); its totals are the whole list's.
 */
export function Component() {
  const query = useInfiniteQuery(deudoresQuery());
  const paginas = query.data?.pages ?? [];
  const deudores = filasDePaginas(paginas);
  const clientes = paginas[0]?.clientes ?? 0;
  const faltan = clientes - deudores.length;

  return (
    <Stack gap="md" maw={1100}>
      <title>Deudores | Panel</title>
      <div>
        <Title order={1}>Deudores</Title>
        <Text c="dimmed" size="sm">
          Clientes con saldo pendiente de turnos que ya pasaron o de tickets.
        </Text>
      </div>
      {query.data === undefined ? (
        <ListStatus query={query} empty={false} what="" />
      ) : deudores.length === 0 ? (
        <>
          <LoadNotice title="No pudimos actualizar la lista" query={query} />
          <ListStatus query={query} empty what="Nadie debe turnos pasados ni tickets." />
        </>
      ) : (
        <>
          {/* A page that could not be added is said beside its button; this is the list's own reload. */}
          {!query.isFetchNextPageError && <LoadNotice title="No pudimos actualizar la lista" query={query} />}
          <Totals
            label="Resumen de deudas"
            items={[
              { label: 'Deuda vencida', value: formatMoney(paginas[0]?.deuda ?? 0) },
              {
                label: 'Saldo de tickets',
                value: formatMoney(paginas[0]?.saldoTickets ?? 0),
                ayuda: 'Productos, propinas y servicios sin turno.',
              },
              { label: 'Clientes que deben', value: contar(clientes, 'cliente') },
            ]}
          />
          <DataTable
            label="Deudores"
            rows={deudores}
            rowKey={(d) => d.idCliente}
            columns={columns}
            minWidth={760}
            actions={(d) => (
              <Group gap="sm" wrap="nowrap">
                <CobrarDeudor deudor={d} />
                <Contacto deudor={d} />
              </Group>
            )}
          />
          {query.hasNextPage && faltan > 0 && (
            <Stack gap="xs">
              {query.isFetchNextPageError && (
                <Text size="sm" c="red" role="alert">
                  {`No pudimos traer más deudores: ${query.error?.message ?? ''}`}
                </Text>
              )}
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed">
                  {`Se muestran ${deudores.length} de ${contar(clientes, 'cliente')}, los que más deben primero.`}
                </Text>
                <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {`Mostrar ${Math.min(paginas[0]?.porPagina ?? 0, faltan)} más`}
                </Button>
              </Group>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
