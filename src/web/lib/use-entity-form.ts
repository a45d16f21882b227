import { useEffect } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import type { crudHooks } from './crud.ts';

interface EntityFormOptions<T extends { id: number }, Values extends Record<string, unknown>, Input> {
  opened: boolean;
  /** The item being edited, or null for a new one. */
  item: T | null;
  /** The values a new item starts with. */
  empty: Values;
  /** The shared schema: checks the fields in the form and gives the values to send. */
  schema: Parameters<typeof schemaResolver>[0] & { parse: (values: unknown) => Input };
  resource: ReturnType<typeof crudHooks<T, Input>>;
  /** The title of the save error shown in the modal ('Error al guardar servicio'). */
  errorTitle: string;
  onSaved: (saved: T) => void;
}

/**
 * The form of a catalogue add/edit modal: each opening starts from the item or the defaults, the
 * shared schema checks the fields, and a failed save leaves the values and gives the reason.
 */
export function useEntityForm<T extends { id: number }, Values extends Record<string, unknown>, Input>({
  opened,
  item,
  empty,
  schema,
  resource,
  errorTitle,
  onSaved,
}: EntityFormOptions<T, Values, Input>) {
  const save = resource.useSave();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: empty,
    validate: schemaResolver(schema, { sync: true }),
  });
  const { setValues, resetDirty, clearErrors } = form;
  const { reset } = save;

  useEffect(() => {
    if (!opened) return;
    const values = (item === null ? empty : { ...item }) as Values;
    setValues(values);
    resetDirty(values);
    clearErrors();
    reset();
  }, [opened, item, empty, setValues, resetDirty, clearErrors, reset]);

  const submit = form.onSubmit((values) => {
    save.mutate({ id: item?.id ?? null, values: schema.parse(values) }, { onSuccess: onSaved });
  });

  return {
    form,
    submit,
    saving: save.isPending,
    error: save.error === null ? null : { title: errorTitle, message: save.error.message },
  };
}
