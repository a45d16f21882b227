import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { SaveFailure } from '#web/lib/use-form-modal.ts';

/**
 * A small form inside the appointment modal (a new client or service without leaving the
 * booking). It is not a <form>: it lives inside the modal's form, so Enter creates here instead
 * of saving the appointment.
 */
export function QuickCreate({
  title,
  createLabel,
  busy,
  problem,
  error,
  onCreate,
  onCancel,
  children,
}: {
  title: string;
  createLabel: string;
  busy: boolean;
  /** A check that failed before sending ('Todos los campos son obligatorios'). */
  problem?: string | null;
  /** The failure of the create call, with its title ('Error al crear cliente'). */
  error: SaveFailure | null;
  onCreate: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Opening the form takes the keyboard to its first field.
  useEffect(() => ref.current?.querySelector('input')?.focus(), []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    // An open picker's Enter chooses an option; otherwise Enter creates.
    if (event.target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    onCreate();
  }

  return (
    <Paper ref={ref} withBorder p="sm" radius="md" bg="gray.0" role="group" aria-label={title} onKeyDown={onKeyDown}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {children}
        {problem != null && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
        {error !== null && (
          <Alert color="red" title={error.title} role="alert" p="xs">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button size="xs" onClick={onCreate} loading={busy}>
            {createLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A picker with its 'Nuevo …' button underneath, which opens the quick-create form below it.
 * Closing the form (created or cancelled) gives the keyboard back to the button. A new `opening`
 * of the modal starts with the form closed; the picker itself stays mounted.
 */
export function WithQuickCreate({
  label,
  picker,
  form,
  opening,
  sinAlta = false,
}: {
  label: string;
  picker: ReactNode;
  form: (close: () => void) => ReactNode;
  opening: number;
  /** The picker alone: this account does not add to the list (a professional's own). */
  sinAlta?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [openingSeen, setOpeningSeen] = useState(opening);
  if (openingSeen !== opening) {
    setOpeningSeen(opening);
    setOpen(false);
  }
  const toggle = useRef<HTMLButtonElement>(null);
  // The opening the form was open in: closed in that same opening, the keyboard goes back to
  // the button; closed by a new opening, it stays where the modal puts it.
  const openedIn = useRef<number | null>(null);
  useEffect(() => {
    if (open) openedIn.current = opening;
    else if (openedIn.current !== null) {
      const same = openedIn.current === opening;
      openedIn.current = null;
      if (same) toggle.current?.focus();
    }
  }, [open, opening]);
  const close = () => setOpen(false);
  if (sinAlta) return picker;
  return (
    <>
      <Stack gap={4}>
        {picker}
        <Group>
          <Button
            ref={toggle}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {label}
          </Button>
        </Group>
      </Stack>
      {open && form(close)}
    </>
  );
}
