import { Alert, Button, Group, NumberInput, Paper, Radio, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ajustesSchema, ESTADOS_TURNO_NUEVO, type Ajustes, type EstadoTurnoNuevo } from '#shared/schemas/ajustes.ts';
import { ListStatus } from '#web/components/list-status.tsx';
import { AS_TYPED } from '#web/components/number-inputs.tsx';
import { useFormModal } from '#web/lib/use-form-modal.ts';
import { AdminOnly } from '#web/admin/admin-only.tsx';
import { ajustesQuery, useAjusteAlElegir, useSaveAjustes } from './api.ts';
import { AjusteSwitch } from './ajuste-switch.tsx';
import { DiasCerrados } from './dias-cerrados.tsx';
import { useCentreDate } from '#web/lib/centre-date.ts';
import { CorreoElectronico } from './correos.tsx';
import { GiftCards } from './gift-cards.tsx';
import { PrecioDelTurno } from './precio-del-turno.tsx';
import { Recordatorios } from './recordatorios.tsx';

const TITLE = 'Ajustes';

/**
 * The centre's settings, for admins (issue 19: who sees the figures; issue 22: online booking;
 * a new booking's payment state).
 */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <AjustesScreen />
    </AdminOnly>
  );
}

function AjustesScreen() {
  const ajustes = useQuery(ajustesQuery);
  const hoy = useCentreDate().data?.hoy ?? null;
  return (
    <Stack gap="md" maw={760}>
      <title>{`${TITLE} | Panel`}</title>
      <Title order={1}>{TITLE}</Title>
      {ajustes.data === undefined ? (
        <ListStatus query={ajustes} empty={false} what="" />
      ) : (
        <>
          <CifrasDelCentro ven={ajustes.data.personalVeCifras} />
          <TelefonosDeProfesionales ven={ajustes.data.profesionalVeTelefonos} />
          {hoy !== null && <DiasCerrados ajustes={ajustes.data} hoy={hoy} />}
          <TurnoNuevo estado={ajustes.data.estadoPagoTurnoNuevo} />
          <PrecioDelTurno actualiza={ajustes.data.turnoActualizaServicio} />
          <ReservasOnline ajustes={ajustes.data} />
          <GiftCards meses={ajustes.data.giftcardMeses} />
          <Recordatorios ajustes={ajustes.data} />
          <CorreoElectronico />
        </>
      )}
    </Stack>
  );
}

/** Whether staff see the centre's figures (issue 19). Saved on switching. */
function CifrasDelCentro({ ven }: { ven: boolean }) {
  return (
    <AjusteSwitch
      titulo="Cifras del centro"
      clave="personalVeCifras"
      guardado={ven}
      label="El personal ve las cifras del centro"
      description="Historial y reportes, Excel, caja, deudores, y el porcentaje de ganancia y el resumen de cada empleado."
    >
      <Text size="sm" c="dimmed">
        Apagado, solo quienes administran el centro los ven. La agenda, los clientes y el precio, el cobro y la deuda de
        cada turno siguen a cargo del personal, que es quien cobra.
      </Text>
      {!ven && (
        <Alert color="#7a4a00" variant="light">
          Ahora el personal no ve las cifras del centro.
        </Alert>
      )}
    </AjusteSwitch>
  );
}

/** Whether a professional's own account sees her clients' phones and WhatsApp. Saved on switching. */
function TelefonosDeProfesionales({ ven }: { ven: boolean }) {
  return (
    <AjusteSwitch
      titulo="Cuentas de profesionales"
      clave="profesionalVeTelefonos"
      guardado={ven}
      label="Las profesionales ven el teléfono de sus clientes"
      description="En Mi agenda, el teléfono y el botón de WhatsApp de los clientes de sus turnos."
    >
      <Text size="sm" c="dimmed">
        Apagado, ven el nombre del cliente, el servicio y las notas fijadas, pero no el teléfono. Nunca ven los turnos
        de otras profesionales ni las cifras del centro.
      </Text>
    </AjusteSwitch>
  );
}

const ESTADO_TURNO_NUEVO_TEXTO: Record<EstadoTurnoNuevo, { label: string; description: string }> = {
  Pagado: { label: 'Pagado', description: 'Se cobra al reservar. Cuenta en la caja del día en que se guarda.' },
  Debe: {
    label: 'Debe',
    description: 'Se cobra el día del turno: al cobrar, se cambia a Pagado y entra en la caja de ese día.',
  },
};

/** Where a booking made in the agenda starts: paid (the spec's default) or owing. Saved on choosing. */
function TurnoNuevo({ estado }: { estado: EstadoTurnoNuevo }) {
  const { valor, elegir, guardando } = useAjusteAlElegir('estadoPagoTurnoNuevo', estado);
  const cambiar = (value: string) => {
    const nuevo = ESTADOS_TURNO_NUEVO.find((e) => e === value);
    if (nuevo !== undefined) elegir(nuevo);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Turnos nuevos
        </Title>
        <Radio.Group
          label="Estado de pago de un turno nuevo"
          description="Con qué estado de pago empieza un turno que se agenda. Se puede cambiar en cada turno."
          value={valor}
          onChange={cambiar}
        >
          <Stack gap="xs" mt="xs">
            {ESTADOS_TURNO_NUEVO.map((e) => (
              <Radio
                key={e}
                value={e}
                disabled={guardando}
                label={ESTADO_TURNO_NUEVO_TEXTO[e].label}
                description={ESTADO_TURNO_NUEVO_TEXTO[e].description}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}

const reservasSchema = ajustesSchema.pick({
  reservasOnline: true,
  anticipacionMinimaHoras: true,
  horizonteDias: true,
  cancelacionHoras: true,
  reservasOnlineMaxPorDia: true,
});

type ReservasValues = {
  reservasOnline: boolean;
  anticipacionMinimaHoras: number | string;
  horizonteDias: number | string;
  cancelacionHoras: number | string;
  reservasOnlineMaxPorDia: number | string;
};

const reservasValues = (a: Ajustes): ReservasValues => ({
  reservasOnline: a.reservasOnline,
  anticipacionMinimaHoras: a.anticipacionMinimaHoras,
  horizonteDias: a.horizonteDias,
  cancelacionHoras: a.cancelacionHoras,
  reservasOnlineMaxPorDia: a.reservasOnlineMaxPorDia,
});

/** Online booking (issue 22): whether clients book themselves, and its limits, saved together. */
function ReservasOnline({ ajustes }: { ajustes: Ajustes }) {
  const { form, submit, saving, error } = useFormModal({
    initialValues: reservasValues(ajustes),
    schema: reservasSchema,
    mutation: useSaveAjustes(),
    failure: 'No se pudieron guardar los ajustes',
    onSaved: (saved, { start }) => {
      start(reservasValues(saved));
      notifications.show({ color: 'green', message: 'Ajustes guardados.' });
    },
  });
  const horas = { ...AS_TYPED, min: 0, max: 168, allowDecimal: false, inputMode: 'numeric', suffix: ' h' } as const;

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Reservas online
        </Title>
        <Switch
          size="md"
          label="Los clientes pueden reservar online"
          description="En la página Turnos aparece “Reservá online”: eligen servicio, profesional, día y horario libres según los horarios de cada empleado."
          {...form.getInputProps('reservasOnline', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Anticipación mínima"
            description="Horas antes del turno."
            {...horas}
            {...form.getInputProps('anticipacionMinimaHoras')}
          />
          <NumberInput
            label="Días hacia adelante"
            description="Hasta cuántos días antes se puede reservar."
            {...AS_TYPED}
            min={1}
            max={365}
            allowDecimal={false}
            inputMode="numeric"
            suffix=" días"
            {...form.getInputProps('horizonteDias')}
          />
          <NumberInput
            label="Aviso para cancelar"
            description="Horas antes del turno en que el cliente aún puede cancelarlo."
            {...horas}
            {...form.getInputProps('cancelacionHoras')}
          />
          <NumberInput
            label="Reservas online por día"
            description="Hechas en el día. Al llegar, la página ofrece reservar por WhatsApp hasta el día siguiente."
            {...AS_TYPED}
            min={1}
            max={1000}
            allowDecimal={false}
            inputMode="numeric"
            {...form.getInputProps('reservasOnlineMaxPorDia')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Solo se ofrecen los empleados con horarios cargados (en Empleados) y los servicios que se pueden reservar
          online (en Servicios).
        </Text>
        {error !== null && (
          <Alert color="red" title={error.title}>
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Guardar reservas online
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
