import { useEffect, useEffectEvent, useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';

/** A failed save as a form shows it: a title ('Error al guardar cliente') and the reason. */
export interface SaveFailure {
  title: string;
  message: string;
}

interface FormModalOptions<Values extends Record<string, unknown>, Input, Vars, Saved> {
  /** The values the form starts from at each opening. */
  initialValues: Values;
  /**
   * Whether the modal is open: each opening starts the form again from `initialValues`, with no
   * error left from the last one. Leave it out to start the form by hand with `start`.
   */
  opened?: boolean;
  /** The shared zod schema: checks the fields and gives the values to send. */
  schema: z.ZodType<Input>;
  /** The form's values as the schema reads them, when the inputs hold them another way. */
  toInput?: (values: Values) => unknown;
  /** What the schema cannot check (two fields that must agree, a text the spec words its own way). */
  check?: (values: Values) => Record<string, string>;
  /** A problem with the whole form, in the spec's words, shown instead of sending. */
  problem?: (values: Values) => string | null;
  mutation: UseMutationResult<Saved, Error, Vars>;
  /** The mutation's variables for the checked input (the input itself by default). */
  variables?: (input: Input) => Vars;
  /** The title of a failed save ('Error al guardar servicio'), or how the form words a failure. */
  failure: string | ((error: Error) => SaveFailure | null);
  /** The field a server's refusal is about, when it is about one: shown under it, not above the buttons. */
  fieldOf?: (error: Error) => (keyof Values & string) | null;
  /** After a save: what was saved, and the form's values and `start` (to go on from them). */
  onSaved: (saved: Saved, form: { values: Values; start: (values?: Values) => void }) => void;
  /** A changed field drops the last failure (it is checked again on the next save). */
  clearFailureOnChange?: boolean;
}

/**
 * Every add/edit form of the panel, from the catalogue modals to the quick-create forms and the
 * booking modal: starts from its values at each opening, checks them with the shared schema,
 * saves, and on a failure keeps what was typed and says why in Spanish.
 */
export function useFormModal<Values extends Record<string, unknown>, Input, Vars = Input, Saved = unknown>(
  options: FormModalOptions<Values, Input, Vars, Saved>,
) {
  const { initialValues, opened, schema, mutation, failure, onSaved } = options;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    // Also called by `start`: a new opening has no problem or failure left from the last one.
    onValuesChange: () => {
      setProblem(null);
      if (options.clearFailureOnChange === true && mutation.error !== null) mutation.reset();
    },
  });

  /** Starts the form from `values`: nothing typed, checked or failed before is left. */
  function start(values: Values = initialValues) {
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    // Only when there is something to clear: a reset re-renders the form once more.
    if (mutation.status !== 'idle') mutation.reset();
  }

  // Only a new opening starts the form again, from the values of that moment.
  const onOpen = useEffectEvent(() => start());
  useEffect(() => {
    if (opened === true) onOpen();
  }, [opened]);

  /** Checks the values and, when they pass, saves them. */
  function send() {
    const values = form.getValues();
    const found = options.problem?.(values) ?? null;
    setProblem(found);
    if (found !== null) return;
    const input = (options.toInput ?? ((v: Values) => v))(values);
    const errors = { ...schemaResolver(schema, { sync: true })(input), ...options.check?.(values) };
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const parsed = schema.parse(input);
    const vars = options.variables === undefined ? (parsed as unknown as Vars) : options.variables(parsed);
    mutation.mutate(vars, {
      onSuccess: (saved) => onSaved(saved, { values, start }),
      onError: (err) => {
        const field = options.fieldOf?.(err) ?? null;
        if (field !== null) form.setFieldError(field, err.message);
      },
    });
  }

  const error =
    mutation.error === null || (options.fieldOf?.(mutation.error) ?? null) !== null
      ? null
      : typeof failure === 'string'
        ? { title: failure, message: mutation.error.message }
        : failure(mutation.error);

  return {
    form,
    start,
    send,
    /** For a `<form onSubmit>`. */
    submit: (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      send();
    },
    saving: mutation.isPending,
    problem,
    error,
  };
}
