import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLockOpen } from '@tabler/icons-react';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import {
  cajaMessages,
  reaperturaInputSchema,
  type CajaDia,
  type Cierre,
  type HistorialCaja,
} from '#shared/schemas/caja.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useReabrirCaja } from './api.ts';
import { CierreForm } from './cierre-form.tsx';
import { EgresosEnEfectivo, efectivoDe, Linea } from './lineas.tsx';
import { cerradoCuando, diferenciaColor, diferenciaTexto } from './rules.ts';

const quien = (nombre: string | null) => nombre ?? 'un usuario dado de baja';

/**
 * The close of a closed day: who, when, the figures and the difference. A change to the day's
 * cash since asks for a recount; other changes (a transfer, a card) only say the cash is as counted.
 */
function CierreResumen({
  cierre,
  esperadoAhora,
  timeZone,
  admin,
}: {
  cierre: Cierre;
  /** The cash the drawer should hold now, with what was recorded after the close. */
  esperadoAhora: number;
  timeZone: string;
  admin: boolean;
}) {
  return (
    <Stack gap="xs">
      <Text fw={600} role="status">
        Caja cerrada por {quien(cierre.cerradoPor)} el {cerradoCuando(cierre.cerradoAt, timeZone)}
      </Text>
      <Stack gap={4}>
        <Linea label="Efectivo esperado al cerrar" value={formatMoney(cierre.esperado)} />
        <Linea label="Efectivo contado" value={formatMoney(cierre.contado)} />
        <Linea
          label="Diferencia"
          value={diferenciaTexto(cierre.diferencia)}
          c={diferenciaColor(cierre.diferencia)}
          strong
        />
      </Stack>
      {cierre.nota !== '' && (
        <Text size="sm">
          <Text span size="sm" c="dimmed">
            Nota:{' '}
          </Text>
          {cierre.nota}
        </Text>
      )}
      {cierre.efectivoCambiado ? (
        <Alert
          color="#7a4a00"
          role="alert"
          title="Hubo cambios después del cierre"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          p="sm"
        >
          Se registró, cambió o eliminó un cobro o un gasto en efectivo de este día después de cerrar la caja: el
          efectivo esperado pasó de {formatMoney(cierre.esperado)} a {formatMoney(esperadoAhora)}.{' '}
          {admin
            ? 'Para volver a contar el efectivo, reabrí la caja e indicá el motivo.'
            : 'Para volver a contar el efectivo, pedile a un administrador que reabra la caja.'}
        </Alert>
      ) : (
        cierre.modificadoDespuesDelCierre && (
          <Text size="sm" c="dimmed">
            Después del cierre se registraron cobros o gastos de este día que no cambian el efectivo esperado (por
            ejemplo, una transferencia): no hace falta volver a contar la caja.
          </Text>
        )
      )}
    </Stack>
  );
}

/** 'Reabrir caja' (admins): the reason, required; the day's close goes to its history. */
function ReabrirForm({ fecha, onClose }: { fecha: string; onClose: () => void }) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: { motivo: '' },
    schema: reaperturaInputSchema,
    variables: (input) => ({ ...input, fecha }),
    mutation: useReabrirCaja(),
    failure: cajaMessages.reabrir,
    onSaved: () => {
      notifications.show({ color: 'green', message: `Caja del ${formatFecha(fecha)} reabierta.` });
      onClose();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Reabrir caja">
      <Stack gap="sm" maw={460}>
        <Textarea
          label="Motivo de la reapertura"
          description="Queda en el historial del día junto con el cierre anterior."
          required
          autosize
          minRows={2}
          maxRows={5}
          data-autofocus
          {...form.getInputProps('motivo')}
        />
        {error !== null && (
          <Alert color="red" role="alert" title={error.title} p="sm">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button
            type="submit"
            color="red.8"
            loading={saving}
            leftSection={<IconLockOpen size={16} aria-hidden="true" />}
          >
            Reabrir caja
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The day's earlier closes and reopenings, oldest first. */
function Historial({ historial, timeZone }: { historial: HistorialCaja; timeZone: string }) {
  if (historial.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="caja-historial"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Title order={3} size="h5" id="caja-historial" mb={4}>
        Historial del día
      </Title>
      <List size="sm" spacing={6}>
        {historial.map((h, i) => (
          <List.Item key={i}>
            {h.tipo === 'cierre' ? (
              <>
                Cerrada por {quien(h.por)} el {cerradoCuando(h.at, timeZone)}: esperado {formatMoney(h.esperado)},
                contado {formatMoney(h.contado)},{' '}
                <Text span size="sm" fw={600} c={diferenciaColor(h.diferencia)}>
                  {diferenciaTexto(h.diferencia)}
                </Text>
                {h.nota !== '' && ` (nota: ${h.nota})`}
              </>
            ) : (
              <>
                Reabierta por {quien(h.por)} el {cerradoCuando(h.at, timeZone)}. Motivo: {h.motivo}
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Box>
  );
}

/** 'Efectivo en caja': the float plus cash in minus cash out, and the close (its form, or the final close). */
export function EfectivoEnCaja({ dia, hoy, timeZone }: { dia: CajaDia; hoy: string; timeZone: string }) {
  const admin = useCurrentUser().permisos.administrar;
  const [reabriendo, setReabriendo] = useState(false);
  const futuro = dia.fecha > hoy;
  const cierre = dia.cierre;

  const resumen = (
    <Stack gap={4} mb="md">
      <Linea label="Fondo inicial" value={formatMoney(dia.fondoInicial)} />
      <Linea label="+ Cobros en efectivo" value={formatMoney(efectivoDe(dia.ingresos.porMedio))} />
      <EgresosEnEfectivo dia={dia} />
      <Box pt={6} mt={2} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Linea label="Efectivo esperado en caja" value={formatMoney(dia.esperado)} strong />
      </Box>
    </Stack>
  );

  let cierreArea: ReactNode;
  if (futuro) {
    cierreArea = (
      <>
        {resumen}
        <Text size="sm" c="dimmed">
          {cajaMessages.futuro}
        </Text>
      </>
    );
  } else if (cierre === null) {
    cierreArea = (
      <CierreForm
        // Not keyed by the close: the save's own refresh brings the new close (this section is
        // drawn anew for each day).
        dia={dia}
        inicial={{ fondoInicial: dia.fondoInicial, contado: '', nota: '' }}
      />
    );
  } else {
    cierreArea = (
      <Stack gap="sm">
        {resumen}
        <CierreResumen cierre={cierre} esperadoAhora={dia.esperado} timeZone={timeZone} admin={admin} />
        {reabriendo ? (
          <ReabrirForm fecha={dia.fecha} onClose={() => setReabriendo(false)} />
        ) : admin ? (
          <Group justify="flex-end">
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconLockOpen size={16} aria-hidden="true" />}
              onClick={() => setReabriendo(true)}
            >
              Reabrir caja
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            El cierre es definitivo: solo un administrador puede reabrir la caja.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="caja-efectivo">
      <Title order={2} size="h4" id="caja-efectivo" mb="xs">
        Efectivo en caja
      </Title>
      <Stack gap="md">
        {cierreArea}
        <Historial historial={dia.historial} timeZone={timeZone} />
      </Stack>
    </Paper>
  );
}
