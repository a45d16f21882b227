import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  /** The question, as the spec writes it ('¿Eliminar este servicio?'). */
  question: string;
  /** What is about to be removed, so the user can check it is the right one. */
  children?: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  /** Shown when the action failed; the dialog stays open so it can be tried again. */
  error?: { title: string; message: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  opened,
  question,
  children,
  confirmLabel = 'Eliminar',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={question} centered size="sm">
      <Stack gap="md">
        {children !== undefined && <Text size="sm">{children}</Text>}
        {error !== null && (
          <Alert color="red" title={error.title} role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
