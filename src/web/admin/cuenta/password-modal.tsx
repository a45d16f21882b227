import { PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cambioPasswordSchema, PASSWORD_MIN, usuarioCodes } from '#shared/schemas/usuario.ts';
import { FormModal } from '#web/components/form-modal.tsx';
import { errorCode } from '#web/lib/api.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useChangePassword } from './api.ts';

const empty = { actual: '', nueva: '', repetida: '' };

/** 'Cambiar contraseña': the current one, then the new one twice. The other sessions end. */
export function PasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: empty,
    schema: cambioPasswordSchema,
    check: (values): Record<string, string> =>
      values.repetida === values.nueva ? {} : { repetida: 'Las dos contraseñas nuevas no coinciden.' },
    mutation: useChangePassword(),
    failure: 'No se pudo cambiar la contraseña',
    // The server judges how guessable it is (decision 016): that refusal goes under the field.
    fieldOf: (error) => (errorCode(error) === usuarioCodes.comun ? 'nueva' : null),
    onSaved: () => {
      notifications.show({
        color: 'green',
        message: 'Contraseña cambiada. Las otras sesiones abiertas con tu cuenta se cerraron.',
      });
      onClose();
    },
  });

  return (
    <FormModal
      opened={opened}
      title="Cambiar contraseña"
      error={error}
      saving={saving}
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
