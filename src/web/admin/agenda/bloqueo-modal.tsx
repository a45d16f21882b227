import { NativeSelect, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatFecha } from '#shared/domain/dates.ts';
import { END_OF_DAY } from '#shared/domain/horarios.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { SLOTS } from '#shared/domain/slots.ts';
import { bloqueoInputSchema, type BloqueoDelDia } from '#shared/schemas/bloqueo.ts';
import type { Empleado } from '#shared/schemas/empleado.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DateField } from '#web/components/date-field.tsx';
import { FormModal } from '#web/components/form-modal.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useBorrarBloqueo, useCrearBloqueo } from './api.ts';

const DESDE = [...SLOTS];
const HASTA = [...SLOTS.slice(1), END_OF_DAY];

type Values = { idEmpleado: string; fecha: string; desde: string; hasta: string; motivo: string; semanal: boolean };

/**
 * 'Bloquear horario': a professional's time off within a day (lunch, a course, an errand), once
 * or every week on that weekday. The grid shades it, a booking over it asks first, and online
 * booking never offers it. A professional's own account blocks only her own time.
 */
export function BloqueoModal({
  opened,
  onClose,
  empleados,
  fecha,
  idEmpleado,
}: {
  opened: boolean;
  onClose: () => void;
  /** Whose time may be blocked: everyone for the desk, her alone for her own account. */
  empleados: readonly Empleado[];
  fecha: string;
  idEmpleado: number | null;
}) {
  const primero = idEmpleado ?? empleados[0]?.id ?? null;
  const { form, submit, saving, error } = useFormModal({
    opened,
    initialValues: {
      idEmpleado: primero === null ? '' : String(primero),
      fecha,
      desde: '13:00',
      hasta: '14:00',
      motivo: '',
      semanal: false,
    } as Values,
    schema: bloqueoInputSchema,
    toInput: (v) => ({ ...v, idEmpleado: v.idEmpleado === '' ? undefined : Number(v.idEmpleado) }),
    mutation: useCrearBloqueo(),
    failure: 'No se pudo bloquear el horario',
    onSaved: (b) => {
      notifications.show({
        color: 'green',
        message: `Horario bloqueado: ${b.desde} a ${b.hasta}${b.semanal ? ', cada semana' : ''}.`,
      });
      onClose();
    },
  });
  return (
    <FormModal
      opened={opened}
      title="Bloquear horario"
      error={error}
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Bloquear"
      size="sm"
    >
      <NativeSelect
        label="Profesional"
        data={empleados.map((e) => ({ value: String(e.id), label: nombreCompleto(e) }))}
        {...form.getInputProps('idEmpleado')}
      />
      <DateField label="Fecha" required {...form.getInputProps('fecha')} />
      <NativeSelect label="Desde" data={DESDE} {...form.getInputProps('desde')} />
      <NativeSelect label="Hasta" data={HASTA} {...form.getInputProps('hasta')} />
      <TextInput
        label="Motivo"
        placeholder="Almuerzo, curso, trámite…"
        required
        data-autofocus
        {...form.getInputProps('motivo')}
      />
      <Switch label="Repetir cada semana" {...form.getInputProps('semanal', { type: 'checkbox' })} />
    </FormModal>
  );
}

/** A block chosen in the grid: what it is, and 'Quitar bloqueo' (every week of it when weekly). */
export function QuitarBloqueo({ bloqueo, onClose }: { bloqueo: BloqueoDelDia | null; onClose: () => void }) {
  const borrar = useBorrarBloqueo();
  return (
    <ConfirmDialog
      opened={bloqueo !== null}
      question="¿Quitar este bloqueo?"
      confirmLabel="Quitar bloqueo"
      busy={borrar.isPending}
      error={borrar.error === null ? null : { title: 'No se pudo quitar el bloqueo', message: borrar.error.message }}
      onCancel={() => {
        borrar.reset();
        onClose();
      }}
      onConfirm={() =>
        bloqueo !== null &&
        borrar.mutate(bloqueo.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Se quitó el bloqueo.' });
            borrar.reset();
            onClose();
          },
        })
      }
    >
      {bloqueo === null
        ? ''
        : `${bloqueo.motivo === '' ? 'Bloqueado' : bloqueo.motivo}: ${formatFecha(bloqueo.fecha)}, de ${bloqueo.desde} a ${bloqueo.hasta}${bloqueo.semanal ? ' (se repite cada semana: se quita de todas)' : ''}.`}
    </ConfirmDialog>
  );
}
