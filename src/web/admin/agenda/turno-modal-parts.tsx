import { memo, type ReactNode } from 'react';
import { Alert, Anchor, Button, Chip, Group, Input, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp, IconCash, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatFechaCorta } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { MEDIO_PAGO_INICIAL } from '#shared/domain/pagos.ts';
import { pagadoReporte } from '#shared/domain/totals.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { clienteNotasQuery, fichaHref, paquetesDeClienteQuery, paquetesUsables } from '#web/lib/resources.ts';
import type { SaveFailure } from '#web/lib/use-form-modal.ts';
import { agendaTexts } from './texts.ts';
import { LEGIBLE } from '#web/components/alert-styles.ts';

/**
 * The booking modal's buttons: Eliminar, 'Cobrar' (the visit's ticket: several methods, products,
 * tips, a discount that leaves the catalogue alone) and the WhatsApp reminder for a booking,
 * Cancelar and Guardar.
 */
export function TurnoModalFooter({
  editing,
  propia,
  chat,
  reminder,
  reminding,
  sinWhatsapp,
  busy,
  saving,
  canSave,
  onDelete,
  onCancel,
  onReminder,
}: {
  editing: Turno | null;
  /** A professional's own account: no deletion or charging, which are the desk's. */
  propia: boolean;
  /** Her chat with the client (a wa.me link), while the settings show her the phone. */
  chat: string | null;
  /** Whether the booking can be reminded by WhatsApp: a usable phone, a day not yet past. */
  reminder: boolean;
  /** Its link is being made. */
  reminding: boolean;
  /** Opens the reminder's chat, with the booking's own link, and marks it sent. */
  onReminder: () => void;
  /** The client has a phone, but not one WhatsApp can take. */
  sinWhatsapp: boolean;
  busy: boolean;
  saving: boolean;
  canSave: boolean;
  onDelete: () => void;
  onCancel: () => void;
}) {
  return (
    <Group justify="space-between" mt="xs" gap="xs">
      <Group gap="xs">
        {editing !== null && !propia && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={onDelete}
            disabled={busy}
          >
            Eliminar
          </Button>
        )}
        {editing !== null && !propia && (
          <Button
            component={Link}
            to={`/admin/cobrar/${editing.id}`}
            variant="light"
            leftSection={<IconCash size={16} aria-hidden="true" />}
            disabled={busy}
          >
            Cobrar
          </Button>
        )}
        {reminder && (
          <Button
            variant="outline"
            color="#1b5e31"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
            loading={reminding}
            onClick={onReminder}
          >
            {agendaTexts.recordatorio}
          </Button>
        )}
        {chat !== null && (
          <Button
            component="a"
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            color="#1b5e31"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
          >
            {agendaTexts.whatsapp}
          </Button>
        )}
        {sinWhatsapp && !propia && (
          <Text size="xs" c="dimmed" maw={260}>
            Para el recordatorio por WhatsApp, el teléfono del cliente necesita la característica (por ejemplo 11
            2345-6789).
          </Text>
        )}
      </Group>
      <Group gap="xs" ml="auto">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} disabled={!canSave}>
          Guardar
        </Button>
      </Group>
    </Group>
  );
}

/**
 * '¿Eliminar este turno?', naming the booking and, when something was paid, the refund the
 * deletion records (what it had paid, in the method it was paid in, dated now: the server's
 * rule); a failure keeps it open and says why.
 */
export function DeleteTurnoDialog({
  turno,
  opened,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  turno: Turno;
  opened: boolean;
  busy: boolean;
  error: SaveFailure | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const pagado = pagadoReporte(turno);
  return (
    <ConfirmDialog
      opened={opened}
      question={agendaTexts.confirmarEliminar}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {turno.clienteNombre} · {turno.servicioNombre}, {formatFechaCorta(turno.fecha)} a las {turno.hora}
      {pagado > 0 && (
        // Inside the dialog's own paragraph: a line of its own, not a paragraph in a paragraph.
        <Text component="span" display="block" mt="xs" size="sm">
          {agendaTexts.devolucion(formatMoney(pagado), turno.medioPago ?? MEDIO_PAGO_INICIAL)}
        </Text>
      )}
    </ConfirmDialog>
  );
}

/**
 * One choice among a few, as chips with the roles of a radio group: the payment state, the
 * attendance. Chips, not a segmented control: that one measures the page on every opening.
 */
export function ChoiceChips<T extends string>({
  label,
  id,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  id: string;
  options: readonly T[];
  /** Null leaves every chip unchosen. */
  value: T | null;
  onChange: (value: T) => void;
  error?: ReactNode;
}) {
  const chosen: string = value ?? '';
  return (
    <Input.Wrapper label={label} id={id} labelElement="div" error={error}>
      <Chip.Group value={chosen} onChange={(next) => onChange(next as T)}>
        <Group gap="xs" mt={4} role="radiogroup" aria-labelledby={`${id}-label`}>
          {options.map((option) => (
            <Chip key={option} value={option} variant="outline">
              {option}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

/**
 * The chosen client's name as a link to their file, their pinned notes (an allergy, a care to
 * take) in plain sight while booking (issue 20), and her packs with sessions left: the one for
 * the service chosen says the booking uses one of its sessions when it is charged.
 */
export const ClienteElegido = memo(function ClienteElegido({
  propia,
  id,
  nombre,
  idServicio,
}: {
  /** A professional's own account: the pinned notes only (the file and the packs are the desk's). */
  propia: boolean;
  id: number;
  nombre: string;
  idServicio: number | null;
}) {
  const notas = useQuery(clienteNotasQuery(id));
  const fijadas = (notas.data ?? []).filter((n) => n.fijada);
  const paquetes = paquetesUsables(useQuery({ ...paquetesDeClienteQuery(id), enabled: !propia }).data ?? []);
  const delServicio = paquetes.find((p) => idServicio !== null && p.idServicios.includes(idServicio));
  return (
    <Stack gap={6} mt={-6}>
      {!propia && (
        <Anchor component={Link} to={fichaHref(id)} size="sm" w="fit-content">
          Ver ficha de {nombre}
        </Anchor>
      )}
      {delServicio !== undefined ? (
        <Text size="sm" c="grape.9" fw={600} role="status">
          Usa sesión del paquete (quedan {delServicio.sesionesRestantes}) · {delServicio.nombre}
        </Text>
      ) : (
        paquetes.length > 0 && (
          <Text size="sm" c="dimmed">
            Paquetes: {paquetes.map((p) => `${p.nombre} (quedan ${p.sesionesRestantes})`).join(' · ')}
          </Text>
        )
      )}
      {fijadas.length > 0 && (
        <Alert
          color="yellow"
          styles={LEGIBLE}
          p="xs"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={fijadas.length === 1 ? 'Nota fijada' : 'Notas fijadas'}
          // Announced as it appears: an allergy must not go unnoticed when the client is chosen.
          role="alert"
        >
          <Stack gap={4}>
            {fijadas.map((n) => (
              <Text key={n.id} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.texto}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
});
