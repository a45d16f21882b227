import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { finDe } from '#shared/domain/slots.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { useCancelarVisita } from './api.ts';

/** A booking marked 'Canceló' whose visit has other services still pending: the rest of the visit too? */
export interface CancelarVisitaTarget {
  turno: Turno;
  /** The visit's other bookings still pending. */
  otros: readonly Turno[];
}

/**
 * 'Cancelar toda la visita' or 'Solo este turno' when a client cancels one service of a visit of
 * several: she usually cancels the whole visit, and the desk should not have to mark each.
 */
export function CancelarVisitaDialog({
  target,
  onClose,
  onSoloEste,
}: {
  target: CancelarVisitaTarget | null;
  onClose: () => void;
  /** Marks only the booking tapped, as the attendance menu always did. */
  onSoloEste: (turno: Turno) => void;
}) {
  const cancelar = useCancelarVisita();
  const cerrar = () => {
    cancelar.reset();
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={cerrar}
      title="¿Cancelar toda la visita?"
      centered
      // At once, as the attendance menu that opens it.
      transitionProps={{ duration: 0 }}
    >
      {target !== null && (
        <Stack gap="sm">
          <Text size="sm">
            {target.turno.clienteNombre} tiene {target.otros.length === 1 ? 'otro servicio' : 'otros servicios'} en esta
            visita:
          </Text>
          <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
            {[target.turno, ...target.otros].map((t) => (
              <Text key={t.id} size="sm" component="li">
                {t.servicioNombre} con {t.empleadoNombre}, de {t.hora} a {finDe(t)}
              </Text>
            ))}
          </Stack>
          {cancelar.error !== null && (
            <Alert color="red" title="No se pudo cancelar la visita" role="alert">
              {cancelar.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button
              variant="default"
              onClick={() => {
                onSoloEste(target.turno);
                cerrar();
              }}
              disabled={cancelar.isPending}
            >
              Solo este turno
            </Button>
            <Button
              color="red"
              loading={cancelar.isPending}
              onClick={() =>
                cancelar.mutate(target.turno.idVisita, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      message: `Visita de ${target.turno.clienteNombre} cancelada: ${target.otros.length + 1} servicios.`,
                    });
                    cerrar();
                  },
                })
              }
            >
              Cancelar toda la visita
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The same question inside the booking's modal, when 'Canceló' is saved on one service of a visit
 * with others pending: the whole visit, or this booking alone (with whatever else was changed).
 */
export function PreguntaCancelarVisita({
  turno,
  otros,
  onSoloEste,
  onHecho,
}: {
  turno: Turno;
  otros: number;
  onSoloEste: () => void;
  onHecho: () => void;
}) {
  const cancelar = useCancelarVisita();
  return (
    <Alert color="yellow" title="¿Cancelar toda la visita?" role="alert">
      <Stack gap="xs">
        <Text size="sm">
          {turno.clienteNombre} tiene {otros === 1 ? 'otro servicio' : `otros ${otros} servicios`} en esta visita.
        </Text>
        {cancelar.error !== null && (
          <Text size="sm" c="red.8">
            {cancelar.error.message}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button size="compact-sm" variant="default" onClick={onSoloEste} disabled={cancelar.isPending}>
            Solo este turno
          </Button>
          <Button
            size="compact-sm"
            color="red"
            loading={cancelar.isPending}
            onClick={() =>
              cancelar.mutate(turno.idVisita, {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    message: `Visita de ${turno.clienteNombre} cancelada: ${otros + 1} servicios.`,
                  });
                  onHecho();
                },
              })
            }
          >
            Cancelar toda la visita
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
