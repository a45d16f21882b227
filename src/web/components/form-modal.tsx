import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';

interface FormModalProps {
  opened: boolean;
  title: string;
  /** The failure of the last save: the modal stays open with what was typed, and says why. */
  error: { title: string; message: string } | null;
  saving: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The save button's text ('Guardar'; 'Aumentar' for the price increase). */
  submitLabel?: string;
  /** A save that undoes something (annulling a ticket): the button in red, with its icon. */
  danger?: ReactNode;
  size?: 'sm' | 'md';
  children: ReactNode;
}

/** The add/edit modal of a catalogue screen: fields, the save error if any, Cancelar and Guardar. */
export function FormModal({
  opened,
  title,
  error,
  saving,
  onSubmit,
  onClose,
  submitLabel = 'Guardar',
  danger,
  size = 'md',
  children,
}: FormModalProps) {
  return (
    // While saving the modal cannot close: a failure must be seen, with what was typed still there.
    <Modal opened={opened} onClose={saving ? () => undefined : onClose} title={title} centered size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {error !== null && (
            <Alert color="red" title={error.title} role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button
              type="submit"
              loading={saving}
              {...(danger === undefined ? {} : { color: 'red.8', leftSection: danger })}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
