import { useState } from 'react';
import { Alert, Button, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan } from '@tabler/icons-react';
import { formatInstante } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { MEDIO_GIFTCARD, MEDIO_PAQUETE, MEDIOS_SIN_DINERO } from '#shared/domain/pagos.ts';
import { numeroDeTicket } from '#shared/domain/ticket.ts';
import { anulacionInputSchema, type Venta } from '#shared/schemas/venta.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { FormModal } from '#web/components/form-modal.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { useRefreshPaquetes } from '#web/lib/query-keys.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useAnularVenta } from './api.ts';
import { devolucionPorMedio } from './rules.ts';

/** 'Anular' on a ticket, for admins while it stands: a reason, and what it gives back said first. */
export function AnularTicket({ venta }: { venta: Venta }) {
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const refreshPaquetes = useRefreshPaquetes();
  const { form, submit, saving, error } = useFormModal({
    initialValues: { motivo: '' },
    opened,
    schema: anulacionInputSchema,
    variables: (input) => ({ ...input, id: venta.id }),
    mutation: useAnularVenta(),
    failure: 'No se pudo anular el ticket',
    onSaved: () => {
      // Its sessions went back to their packs.
      refreshPaquetes();
      notifications.show({ color: 'green', message: `${numeroDeTicket(venta.numero)} anulado.` });
      close();
    },
  });
  if (!user.permisos.administrar || venta.anulada !== null) return null;
  // A gift card gets its balance back and a pack its sessions: neither is money given back.
  const todo = devolucionPorMedio(venta.pagos);
  const devolucion = todo.filter((d) => !MEDIOS_SIN_DINERO.includes(d.medioPago));
  const vuelven = todo.filter((d) => MEDIOS_SIN_DINERO.includes(d.medioPago)).map((d) => d.medioPago);
  const total = devolucion.reduce((s, d) => s + d.monto, 0);
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
      <FormModal
        opened={opened}
        title={`¿Anular el ${numeroDeTicket(venta.numero)}?`}
        error={error}
        saving={saving}
        onSubmit={submit}
        onClose={close}
        submitLabel="Anular ticket"
        danger={<IconBan size={16} aria-hidden="true" />}
      >
        <Text size="sm">
          {devolucion.length === 0
            ? 'El ticket no tiene pagos que devolver.'
            : `Se registra la devolución de ${formatMoney(total)} con fecha de hoy (${devolucion
                .map((d) => `${d.medioPago} ${formatMoney(d.monto)}`)
                .join(' · ')}).`}{' '}
          {vuelven.includes(MEDIO_GIFTCARD) && 'La gift card con que se pagó recupera su saldo. '}
          {vuelven.includes(MEDIO_PAQUETE) && 'Las sesiones de paquete usadas vuelven al paquete. '}
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
      </FormModal>
    </>
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
