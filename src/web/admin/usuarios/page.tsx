import { useState } from 'react';
import { Badge, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { nombreCompleto } from '#shared/domain/names.ts';
import { ROL_ETIQUETA } from '#shared/domain/permisos.ts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  PASSWORD_MIN,
  resetPasswordSchema,
  usuarioInputSchema,
  type Usuario,
  usuarioCodes,
} from '#shared/schemas/usuario.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { FormModal } from '#web/components/form-modal.tsx';
import { ListStatus } from '#web/components/list-status.tsx';
import { errorCode } from '#web/lib/api.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { AdminOnly } from '#web/admin/admin-only.tsx';
import { useCurrentUser } from '#web/admin/session.tsx';
import { empleadosQuery, usuariosQuery, useResetPassword, useSaveEstado, useSaveUsuario } from './api.ts';

const ROLES = [
  { value: 'staff', label: 'Staff (agenda, clientes, servicios, reportes)' },
  { value: 'admin', label: 'Administración (además, usuarios y auditoría)' },
  { value: 'profesional', label: 'Profesional (su agenda y sus ganancias)' },
];

const columns: Column<Usuario>[] = [
  { header: 'Usuario', cell: (u) => u.username },
  { header: 'Nombre', cell: (u) => u.nombre },
  { header: 'Email', cell: (u) => u.email ?? '' },
  { header: 'Rol', cell: (u) => ROL_ETIQUETA[u.role] },
  {
    header: 'Estado',
    cell: (u) =>
      u.active ? (
        <Badge color="#1b5e31" variant="outline">
          Activa
        </Badge>
      ) : (
        <Badge color="#495057" variant="outline">
          Desactivada
        </Badge>
      ),
  },
];

/** The server judges how guessable a password is (decision 016): that refusal goes under the field. */
const guessable = (error: Error) => (errorCode(error) === usuarioCodes.comun ? 'password' : null);

const nuevoUsuario = {
  username: '',
  nombre: '',
  email: '',
  role: 'staff',
  password: '',
  idEmpleado: null as string | null,
};

function NuevoUsuarioModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const empleados = useQuery(empleadosQuery);
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: nuevoUsuario,
    schema: usuarioInputSchema,
    // Only a professional's account names her employee.
    toInput: ({ idEmpleado, ...u }) => ({
      ...u,
      idEmpleado: u.role === 'profesional' && idEmpleado !== null ? Number(idEmpleado) : null,
    }),
    mutation: useSaveUsuario(),
    failure: 'No se pudo crear el usuario',
    fieldOf: guessable,
    onSaved: (u) => {
      notifications.show({ color: 'green', message: `Se creó la cuenta "${u.username}". Ya puede ingresar.` });
      onClose();
    },
  });

  return (
    <FormModal opened={opened} title="Nuevo usuario" error={error} saving={saving} onClose={onClose} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Nombre" required data-autofocus autoComplete="off" {...form.getInputProps('nombre')} />
        <TextInput
          label="Usuario"
          description="Para ingresar: minúsculas, sin espacios."
          required
          autoComplete="off"
          autoCapitalize="none"
          {...form.getInputProps('username')}
        />
      </SimpleGrid>
      <TextInput label="Email (opcional)" type="email" autoComplete="off" {...form.getInputProps('email')} />
      <Select label="Rol" data={ROLES} allowDeselect={false} required {...form.getInputProps('role')} />
      {form.getValues().role === 'profesional' && (
        <Select
          label="Empleado"
          description="Su agenda y sus ganancias son las de este empleado."
          data={(empleados.data ?? []).map((e) => ({ value: String(e.id), label: nombreCompleto(e) }))}
          searchable
          required
          {...form.getInputProps('idEmpleado')}
        />
      )}
      <PasswordInput
        label="Contraseña inicial"
        description={`Al menos ${PASSWORD_MIN} caracteres. Dásela en persona; la puede cambiar al ingresar.`}
        required
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}

function ResetModal({ usuario, onClose }: { usuario: Usuario | null; onClose: () => void }) {
  const { form, submit, saving, error } = useFormModal({
    opened: usuario !== null,
    initialValues: { password: '' },
    schema: resetPasswordSchema,
    mutation: useResetPassword(),
    variables: ({ password }) => ({ id: usuario?.id ?? 0, password }),
    failure: 'No se pudo restablecer la contraseña',
    fieldOf: guessable,
    onSaved: (u) => {
      notifications.show({
        color: 'green',
        message: `Nueva contraseña para "${u.username}". Sus sesiones abiertas se cerraron.`,
      });
      onClose();
    },
  });

  return (
    <FormModal
      opened={usuario !== null}
      title="Restablecer contraseña"
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <Text size="sm">
        Para <b>{usuario?.nombre}</b> ({usuario?.username}). Sus sesiones abiertas se cierran al guardar.
      </Text>
      <PasswordInput
        label="Contraseña nueva"
        description={`Al menos ${PASSWORD_MIN} caracteres.`}
        required
        data-autofocus
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}

function Usuarios() {
  const me = useCurrentUser();
  const usuarios = useQuery(usuariosQuery);
  const [nuevo, setNuevo] = useState(false);
  const [reseteando, setReseteando] = useState<Usuario | null>(null);
  const [cambiando, setCambiando] = useState<Usuario | null>(null);
  const estado = useSaveEstado();
  const rows = usuarios.data ?? [];

  return (
    <Stack gap="md" maw={1100}>
      <title>Usuarios | Panel</title>
      <Title order={1}>Usuarios</Title>
      <Text c="dimmed" maw={700}>
        Las cuentas del equipo. El staff usa la agenda, los clientes, los servicios y los reportes; la administración,
        además, gestiona las cuentas y lee la auditoría.
      </Text>
      <Group>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setNuevo(true)}>
          Agregar usuario
        </Button>
      </Group>
      <ListStatus query={usuarios} empty={rows.length === 0} what="Todavía no hay usuarios." />
      {rows.length > 0 && (
        <DataTable
          label="Usuarios"
          rows={rows}
          rowKey={(u) => u.id}
          columns={columns}
          cardTitle={1}
          actions={(u) => (
            <>
              {u.id !== me.id && (
                <Button size="compact-sm" variant="light" onClick={() => setReseteando(u)}>
                  Restablecer contraseña
                </Button>
              )}
              {u.id !== me.id && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color={u.active ? 'red' : '#1b5e31'}
                  onClick={() => {
                    estado.reset();
                    setCambiando(u);
                  }}
                >
                  {u.active ? 'Desactivar' : 'Reactivar'}
                </Button>
              )}
            </>
          )}
        />
      )}

      <NuevoUsuarioModal opened={nuevo} onClose={() => setNuevo(false)} />
      <ResetModal usuario={reseteando} onClose={() => setReseteando(null)} />
      <ConfirmDialog
        opened={cambiando !== null}
        question={cambiando?.active === false ? '¿Reactivar esta cuenta?' : '¿Desactivar esta cuenta?'}
        confirmLabel={cambiando?.active === false ? 'Reactivar' : 'Desactivar'}
        busy={estado.isPending}
        error={estado.error === null ? null : { title: 'No se pudo cambiar la cuenta', message: estado.error.message }}
        onCancel={() => setCambiando(null)}
        onConfirm={() => {
          if (cambiando === null) return;
          estado.mutate(
            { id: cambiando.id, active: !cambiando.active },
            {
              onSuccess: (u) => {
                notifications.show({
                  color: 'green',
                  message: u.active
                    ? `"${u.username}" puede volver a ingresar.`
                    : `"${u.username}" ya no puede ingresar.`,
                });
                setCambiando(null);
              },
            },
          );
        }}
      >
        {cambiando !== null &&
          (cambiando.active
            ? `${cambiando.nombre} (${cambiando.username}) no podrá ingresar y sus sesiones abiertas se cierran ahora.`
            : `${cambiando.nombre} (${cambiando.username}) podrá volver a ingresar con su contraseña.`)}
      </ConfirmDialog>
    </Stack>
  );
}

/** Admin › Usuarios: the team's accounts (admins only). */
export function Component() {
  return (
    <AdminOnly title="Usuarios">
      <Usuarios />
    </AdminOnly>
  );
}
