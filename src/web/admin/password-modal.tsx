import { PasswordInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cambioPasswordSchema, PASSWORD_MIN, usuarioMessages } from '../../shared/schemas/usuario.ts';
import { FormModal } from '../components/form-modal.tsx';
import { api } from '../lib/api.ts';

/** 'Cambiar contraseña': the current one, then the new one twice. The other sessions end. */
export function PasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useMutation({
    mutationFn: (body: { actual: string; nueva: string }) =>
      api<undefined>('/auth/password', { method: 'PUT', body, redirectOn401: false }),
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { actual: '', nueva: '', repetida: '' },
    validate: (values) => {
      const errors = schemaResolver(cambioPasswordSchema, { sync: true })(values);
      if (values.repetida !== values.nueva) errors.repetida = 'Las dos contraseñas nuevas no coinciden.';
      return errors;
    },
  });
  const { reset } = form;
  const { reset: resetChange } = change;
  useEffect(() => {
    if (!opened) return;
    reset();
    resetChange();
  }, [opened, reset, resetChange]);

  const submit = form.onSubmit(({ actual, nueva }) =>
    change.mutate(
      { actual, nueva },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: 'Contraseña cambiada. Las otras sesiones abiertas con tu cuenta se cerraron.',
          });
          onClose();
        },
        // The server judges how guessable it is (decision 016): that refusal goes under the field.
        onError: (err) => {
          if (err.message === usuarioMessages.comun) form.setFieldError('nueva', err.message);
        },
      },
    ),
  );

  return (
    <FormModal
      opened={opened}
      title="Cambiar contraseña"
      error={
        change.error === null || change.error.message === usuarioMessages.comun
          ? null
          : { title: 'No se pudo cambiar la contraseña', message: change.error.message }
      }
      saving={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PasswordInput
        label="Contraseña actual"
        required
        autoComplete="current-password"
        data-autofocus
        {...form.getInputProps('actual')}
      />
      <PasswordInput
        label="Contraseña nueva"
        description={`Al menos ${PASSWORD_MIN} caracteres. Una frase fácil de recordar sirve.`}
        required
        autoComplete="new-password"
        {...form.getInputProps('nueva')}
      />
      <PasswordInput
        label="Repetí la contraseña nueva"
        required
        autoComplete="new-password"
        {...form.getInputProps('repetida')}
      />
    </FormModal>
  );
}
