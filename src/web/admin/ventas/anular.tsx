import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan } from '@tabler/icons-react';
import { formatInstante } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { numeroDeTicket } from '#shared/domain/ticket.ts';
import { anulacionInputSchema, type Venta } from '#shared/schemas/venta.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useAnularVenta } from './api.ts';
import { devolucionPorMedio } from './rules.ts';

/** 'Anular' on a ticket, for admins while it stands: a reason, and what it gives back said first. */
export function AnularTicket({ venta }: { venta: Venta }) {
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  if (user.role !== 'admin' || venta.anulada !== null) return null;
  return (
    <>
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconBan size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Anular
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`¿Anular el ${numeroDeTicket(venta.numero)}?`}>
        <AnularForm venta={venta} onClose={() => setOpened(false)} />
      </Modal>
    </>
  );
}

function AnularForm({ venta, onClose }: { venta: Venta; onClose: () => void }) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: { motivo: '' },
    schema: anulacionInputSchema,
    variables: (input) => ({ ...input, id: venta.id }),
    mutation: useAnularVenta(),
    failure: 'No se pudo anular el ticket',
    onSaved: () => {
      notifications.show({ color: 'green', message: `${numeroDeTicket(venta.numero)} anulado.` });
      onClose();
    },
  });
  const devolucion = devolucionPorMedio(venta.pagos);
  const total = devolucion.reduce((s, d) => s + d.monto, 0);
  return (
    <form onSubmit={submit} noValidate aria-label="Anular ticket">
      <Stack gap="sm">
        <Text size="sm">
          {devolucion.length === 0
            ? 'El ticket no tiene pagos que devolver.'
            : `Se registra la devolución de ${formatMoney(total)} con fecha de hoy (${devolucion
                .map((d) => `${d.medioPago} ${formatMoney(d.monto)}`)
                .join(' · ')}).`}{' '}
          Los productos vuelven al stock y los turnos del ticket quedan en 'Debe'. El ticket no se borra: queda anulado,
          con su motivo.
        </Text>
        <Textarea
          label="Motivo de la anulación"
          required
          autosize
          minRows={2}
          maxRows={5}
          data-autofocus
          {...form.getInputProps('motivo')}
        />
        {error !== null && (
          <Alert color="red" role="alert" title={error.title} p="sm">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" color="red.8" loading={saving} leftSection={<IconBan size={16} aria-hidden="true" />}>
            Anular ticket
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An annulled ticket says so first: when, by whom and why. */
export function TicketAnulado({ anulada }: { anulada: NonNullable<Venta['anulada']> }) {
  const timeZone = useCentreDate().data?.timeZone;
  const cuando = timeZone === undefined ? '' : ` el ${formatInstante(anulada.at, timeZone)}`;
  const quien = anulada.usuario === null ? '' : ` por ${anulada.usuario}`;
  return (
    <Alert color="red" title="Ticket anulado" maw={720}>
      {`Anulado${cuando}${quien}. Motivo: ${anulada.motivo}`}
    </Alert>
  );
}
