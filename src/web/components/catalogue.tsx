import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * What every catalogue screen does with its rows: open the add/edit modal, ask before deleting,
 * delete, and say what happened. The screen keeps its own columns, filters and texts.
 */
export function useCatalogueRows<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  texts: { saved: (row: T) => string; deleted: (row: T) => string },
) {
  const [editing, setEditing] = useState<T | null>(null);
  const [formOpened, form] = useDisclosure(false);
  const [toDelete, setToDelete] = useState<T | null>(null);

  return {
    editing,
    formOpened,
    closeForm: form.close,
    openNew: () => {
      setEditing(null);
      form.open();
    },
    openEdit: (row: T) => {
      setEditing(row);
      form.open();
    },
    onSaved: (row: T) => {
      notifications.show({ color: 'green', message: texts.saved(row) });
      form.close();
    },
    askDelete: (row: T) => {
      remove.reset();
      setToDelete(row);
    },
    toDelete,
    /** Props for the ConfirmDialog; a failed delete keeps it open with 'Error al eliminar'. */
    deleteDialog: {
      opened: toDelete !== null,
      busy: remove.isPending,
      error: remove.error === null ? null : { title: 'Error al eliminar', message: remove.error.message },
      onConfirm: () => {
        if (toDelete === null) return;
        remove.mutate(toDelete.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: texts.deleted(toDelete) });
            setToDelete(null);
          },
        });
      },
      onCancel: () => setToDelete(null),
    },
  };
}

/** The Editar and Eliminar buttons of a row, and any extra action after them. */
export function RowActions({
  onEdit,
  onDelete,
  children,
}: {
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={onEdit}>
        Editar
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
        Eliminar
      </Button>
      {children}
    </>
  );
}
