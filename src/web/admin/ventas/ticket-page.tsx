import { Center, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { entregadoYVuelto } from '#shared/domain/comprobante.ts';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { Cargando, ListStatus } from '#web/components/list-status.tsx';
import { AnularTicket, TicketAnulado } from './anular.tsx';
import { ventaQuery } from './api.ts';
import { ComprobanteDelTicket } from './comprobante.tsx';
import { GiftcardsVendidas } from './giftcards-vendidas.tsx';
import { TicketEditor } from './ticket-editor.tsx';

/** A ticket (/admin/ventas/:id): its lines, balance and payments; more lines and payments while open. */
export function Component() {
  const id = Number(useParams().id);
  const venta = useQuery({ ...ventaQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0) return <ErrorScreen kind="notFound" />;
  if (venta.data === undefined) {
    return venta.isError ? (
      <ListStatus query={venta} empty={false} what="el ticket" />
    ) : (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }
  const v = venta.data;
  return (
    <Stack gap="lg">
      {v.anulada !== null && <TicketAnulado anulada={v.anulada} />}
      <TicketEditor
        // A new answer (after charging, a discount changed or annulling) starts the screen from it.
        key={`${v.id}-${v.pagos.length}-${v.lineas.length}-${v.total}-${JSON.stringify(v.descuento)}-${v.anulada?.at ?? ''}`}
        cliente={v.cliente ?? { id: 0, nombre: 'Sin cliente' }}
        fecha={v.fecha}
        venta={v}
        inicial={[]}
      />
      <GiftcardsVendidas giftcards={v.giftcards} />
      {v.pagos.length > 0 && (
        <Stack gap="xs" maw={720} component="section" aria-labelledby="pagos-registrados">
          <Title order={2} size="h4" id="pagos-registrados">
            Pagos registrados
          </Title>
          <Table.ScrollContainer minWidth={360} type="native">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Medio de pago</Table.Th>
                  <Table.Th ta="right">Monto</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {v.pagos.map((p) => {
                  // Cash handed above the payment, and the change given.
                  const vuelto = entregadoYVuelto(p);
                  return (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        {formatFecha(p.fecha)} {p.hora}
                      </Table.Td>
                      <Table.Td>
                        {p.medioPago}
                        {vuelto !== '' && (
                          <Text size="xs" c="dimmed">
                            {vuelto}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(p.monto)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <ComprobanteDelTicket venta={v} />
      <Group maw={720} justify="flex-end">
        <AnularTicket venta={v} />
      </Group>
    </Stack>
  );
}
