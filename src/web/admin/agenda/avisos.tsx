import { Alert, Button, Group, List, Text } from '@mantine/core';
import { LEGIBLE } from '#web/components/alert-styles.ts';
import { turnoCodes, type Aviso } from '#shared/schemas/turno.ts';
import { ApiError, errorCode } from '#web/lib/api.ts';

/** The warnings a refused save carries (409 'turno_con_avisos'), or none. */
export function avisosDelError(error: Error | null): Aviso[] {
  if (errorCode(error) !== turnoCodes.conAvisos || !(error instanceof ApiError)) return [];
  const { avisos } = error.body as { avisos?: unknown };
  return Array.isArray(avisos) ? (avisos as Aviso[]) : [];
}

/**
 * What the booking meets that the desk may accept: the professional's blocked time, the client
 * booked elsewhere at that time. Nothing was saved; 'Guardar igual' saves it over them, or a
 * change of time or professional clears them.
 */
export function AvisosDelTurno({
  avisos,
  saving,
  onGuardarIgual,
}: {
  avisos: readonly Aviso[];
  saving: boolean;
  onGuardarIgual: () => void;
}) {
  return (
    <Alert color="yellow" styles={LEGIBLE} title="Antes de guardar" role="alert">
      <List size="sm" spacing={4}>
        {avisos.map((a) => (
          <List.Item key={`${a.tipo}-${a.idTurno ?? a.mensaje}`}>{a.mensaje}</List.Item>
        ))}
      </List>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="sm">El turno todavía no se guardó.</Text>
        <Button size="compact-sm" color="#7a4a00" loading={saving} onClick={onGuardarIgual}>
          Guardar igual
        </Button>
      </Group>
    </Alert>
  );
}
