import {
  Alert,
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addDays } from '#shared/domain/dates.ts';
import { FIRMA_RECORDATORIO, SALUDO_RECORDATORIO } from '#shared/domain/recordatorio-texto.ts';
import { recordatorioConEnlaces } from '#shared/domain/whatsapp.ts';
import { ajustesSchema, type Ajustes } from '#shared/schemas/ajustes.ts';
import { AS_TYPED } from '#web/components/number-inputs.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { contact } from '#web/lib/contact.ts';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { useSaveAjustes } from './api.ts';

const recordatoriosSchema = ajustesSchema.pick({
  recordatorioHoras: true,
  recordatorioSaludo: true,
  recordatorioFirma: true,
});

type RecordatoriosValues = {
  recordatorioHoras: number | string;
  recordatorioSaludo: string;
  recordatorioFirma: string;
};

const valores = (a: Ajustes): RecordatoriosValues => ({
  recordatorioHoras: a.recordatorioHoras,
  recordatorioSaludo: a.recordatorioSaludo,
  recordatorioFirma: a.recordatorioFirma,
});

/** The preview's booking: a client called María, a service, the day after tomorrow at 10:00. */
const EJEMPLO = { cliente: 'María', servicio: 'Manicura semipermanente', hora: '10:00' } as const;

/** The WhatsApp bubble's green, and its text: 14:1. */
const BURBUJA = { bg: '#d9fdd3', c: '#111b21' } as const;

/**
 * The reminders: how many hours ahead they are due (the day Recordatorios opens on,
 * and when the e-mail reminder goes out), and the WhatsApp reminder's greeting and closing, with
 * the message as the client reads it, following what is typed.
 */
export function Recordatorios({ ajustes }: { ajustes: Ajustes }) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: valores(ajustes),
    schema: recordatoriosSchema,
    mutation: useSaveAjustes(),
    failure: 'No se pudieron guardar los ajustes',
    onSaved: (saved, { start }) => {
      start(valores(saved));
      notifications.show({ color: 'green', message: 'Ajustes guardados.' });
    },
  });
  const hoy = useCentreDate().data?.hoy;
  const { recordatorioSaludo: saludo, recordatorioFirma: firma } = form.getValues();
  const deSiempre = saludo === SALUDO_RECORDATORIO && firma === FIRMA_RECORDATORIO;
  const vista =
    hoy === undefined
      ? null
      : recordatorioConEnlaces({
          cliente: EJEMPLO.cliente,
          fecha: addDays(hoy, 2),
          centro: contact.nombre,
          turnos: [{ servicio: EJEMPLO.servicio, hora: EJEMPLO.hora, url: `${window.location.origin}/turno/ejemplo` }],
          saludo,
          firma,
        });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Recordatorios
        </Title>
        <NumberInput
          label="Horas antes del recordatorio"
          description="Recordatorios abre en el día de ahora más estas horas (con 24, mañana). El recordatorio por correo electrónico sale estas horas antes del turno."
          {...AS_TYPED}
          min={1}
          max={168}
          allowDecimal={false}
          inputMode="numeric"
          suffix=" h"
          maw={440}
          {...form.getInputProps('recordatorioHoras')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Saludo"
            description="Al principio del mensaje. {nombre} es el nombre de la clienta; si no lo tiene, se omite."
            {...form.getInputProps('recordatorioSaludo')}
          />
          <TextInput
            label="Firma"
            description="Al final del mensaje. Vacía, termina en “Si no podés venir, avisanos.”"
            {...form.getInputProps('recordatorioFirma')}
          />
        </SimpleGrid>
        <Box component="figure" m={0}>
          <Text component="figcaption" size="sm" fw={500}>
            Vista previa
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            Así lo lee la clienta por WhatsApp, con un turno de ejemplo y su enlace para confirmarlo.
          </Text>
          {vista !== null && (
            <Text
              component="blockquote"
              m={0}
              size="sm"
              bg={BURBUJA.bg}
              c={BURBUJA.c}
              p="sm"
              maw={520}
              style={{ borderRadius: 8, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {vista}
            </Text>
          )}
        </Box>
        {error !== null && (
          <Alert color="red" title={error.title}>
            {error.message}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            disabled={deSiempre}
            onClick={() => {
              form.setValues({ recordatorioSaludo: SALUDO_RECORDATORIO, recordatorioFirma: FIRMA_RECORDATORIO });
              form.clearFieldError('recordatorioSaludo');
              form.clearFieldError('recordatorioFirma');
            }}
          >
            Usar el saludo y la firma de siempre
          </Button>
          <Button type="submit" loading={saving} disabled={!form.isDirty()} ml="auto">
            Guardar recordatorios
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
