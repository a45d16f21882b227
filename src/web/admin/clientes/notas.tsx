import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPin, IconPinnedOff, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notaInputSchema, type Nota } from '#shared/schemas/cliente.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { clienteNotasQuery, useDeleteNota, useSaveNota } from './api.ts';

const guardarError = 'No se pudo guardar la nota';

/** When a note was written, on the centre's clock (its time zone, once known). */
function useFechaHora(): (iso: string) => string {
  const timeZone = useCentreDate().data?.timeZone;
  const format = useMemo(
    () => new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short', timeZone }),
    [timeZone],
  );
  return (iso) => format.format(new Date(iso));
}

type Values = { texto: string; fijada: boolean };

/** The form of a new note, or of the one being edited (in place of its text). */
function NotaForm({ idCliente, nota, onDone }: { idCliente: number; nota: Nota | null; onDone?: () => void }) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: { texto: nota?.texto ?? '', fijada: nota?.fijada ?? false } as Values,
    schema: notaInputSchema,
    mutation: useSaveNota(idCliente),
    variables: (values) => ({ id: nota?.id ?? null, values }),
    failure: guardarError,
    onSaved: (_saved, { start }) => {
      notifications.show({ color: 'green', message: nota === null ? 'Nota agregada.' : 'Nota guardada.' });
      if (nota === null) start({ texto: '', fijada: false });
      onDone?.();
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={nota === null ? 'Nueva nota' : 'Nota'}
          description={nota === null ? 'Preferencias, alergias, lo que se usó (curva, medida, color).' : undefined}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps('texto')}
        />
        <Checkbox
          label="Fijar: se muestra al dar un turno (alergias, cuidados)"
          {...form.getInputProps('fijada', { type: 'checkbox' })}
        />
        {error !== null && (
          <Alert color="red" role="alert" title={error.title} p="sm">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {onDone !== undefined && (
            <Button variant="default" onClick={onDone} disabled={saving}>
              Cancelar
            </Button>
          )}
          <Button
            type="submit"
            loading={saving}
            leftSection={nota === null ? <IconPlus size={16} aria-hidden="true" /> : undefined}
          >
            {nota === null ? 'Agregar nota' : 'Guardar nota'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The staff's notes about a client: pinned ones on top (they also show in the agenda's booking
 * modal), then the newest first, each with who wrote it and when.
 */
export function NotasCliente({ idCliente, editable }: { idCliente: number; editable: boolean }) {
  const notas = useQuery(clienteNotasQuery(idCliente));
  const save = useSaveNota(idCliente);
  const remove = useDeleteNota(idCliente);
  const [editando, setEditando] = useState<number | null>(null);
  const [aBorrar, setABorrar] = useState<Nota | null>(null);
  const fechaHora = useFechaHora();
  const list = notas.data ?? [];

  function fijar(nota: Nota) {
    save.mutate(
      { id: nota.id, values: { texto: nota.texto, fijada: !nota.fijada } },
      {
        onError: (error) => notifications.show({ color: 'red', title: guardarError, message: error.message }),
      },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="notas-titulo">
      <Title order={2} size="h3" id="notas-titulo">
        Notas
      </Title>
      {editable && (
        <Paper withBorder radius="md" p="sm">
          <NotaForm idCliente={idCliente} nota={null} />
        </Paper>
      )}
      <ListStatus query={notas} empty={list.length === 0} what="Todavía no hay notas de este cliente." />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notas del cliente">
        {list.map((nota) => (
          <Paper
            key={nota.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            bg={nota.fijada ? 'var(--mantine-color-yellow-0)' : undefined}
          >
            {editando === nota.id ? (
              <NotaForm idCliente={idCliente} nota={nota} onDone={() => setEditando(null)} />
            ) : (
              <Stack gap={6}>
                {nota.fijada && (
                  <Badge color="#7a4f00" variant="outline" leftSection={<IconPin size={12} aria-hidden="true" />}>
                    Fijada
                  </Badge>
                )}
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{nota.texto}</Text>
                <Text size="xs" c="dimmed">
                  {nota.autor ?? 'Usuario eliminado'} · {fechaHora(nota.creada)}
                  {nota.editada !== nota.creada && ` · editada ${fechaHora(nota.editada)}`}
                </Text>
                {editable && (
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={
                        nota.fijada ? (
                          <IconPinnedOff size={14} aria-hidden="true" />
                        ) : (
                          <IconPin size={14} aria-hidden="true" />
                        )
                      }
                      onClick={() => fijar(nota)}
                      disabled={save.isPending}
                    >
                      {nota.fijada ? 'Desfijar' : 'Fijar'}
                    </Button>
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditando(nota.id)}>
                      Editar
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => {
                        remove.reset();
                        setABorrar(nota);
                      }}
                    >
                      Eliminar
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={aBorrar !== null}
        question="¿Eliminar esta nota?"
        busy={remove.isPending}
        error={remove.error === null ? null : { title: 'No se pudo eliminar la nota', message: remove.error.message }}
        onCancel={() => setABorrar(null)}
        onConfirm={() => {
          if (aBorrar === null) return;
          remove.mutate(aBorrar.id, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: 'Nota eliminada.' });
              setABorrar(null);
            },
          });
        }}
      >
        {aBorrar?.texto}
      </ConfirmDialog>
    </Stack>
  );
}
