import { useState } from 'react';
import { Anchor, Badge, Button, Center, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconBrandWhatsapp,
  IconCalendarPlus,
  IconMail,
  IconPencil,
  IconPhone,
  IconUsersGroup,
  IconUserX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import { contar } from '#shared/domain/plural.ts';
import { deudaReporte, pagadoReporte } from '#shared/domain/totals.ts';
import { whatsappNumber } from '#shared/domain/whatsapp.ts';
import type { CifrasCliente, ClienteFicha } from '#shared/schemas/cliente.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ErrorScreen } from '#web/components/error-screen.tsx';
import { Cargando, ListStatus, LoadNotice } from '#web/components/list-status.tsx';
import { Totals, type TotalItem } from '#web/components/totals.tsx';
import { fichaHref } from '#web/lib/resources.ts';
import { useCurrentUser } from '#web/admin/session.tsx';
import { fichaQuery, fichaTurnosQuery } from './api.ts';
import { PaquetesCliente } from './paquetes.tsx';
import { TicketsCliente } from './tickets.tsx';
import { BorrarDatosModal } from './borrar-datos.tsx';
import { ClienteFormModal } from './cliente-form.tsx';
import { FusionModal } from './fusion.tsx';
import { NotasCliente } from './notas.tsx';

const turnoColumns: Column<Turno>[] = [
  { header: 'Fecha', cell: (t) => formatFecha(t.fecha), nowrap: true },
  { header: 'Hora', cell: (t) => t.hora, nowrap: true },
  { header: 'Servicio', cell: (t) => t.servicioNombre },
  { header: 'Empleado', cell: (t) => t.empleadoNombre ?? '' },
  { header: 'Asistencia', cell: (t) => t.asistencia },
  { header: 'Costo', cell: (t) => formatMoney(t.costo), align: 'right', nowrap: true },
  { header: 'Pagado', cell: (t) => formatMoney(pagadoReporte(t)), align: 'right', nowrap: true },
  { header: 'Deuda', cell: (t) => formatMoney(deudaReporte(t)), align: 'right', nowrap: true },
  { header: 'Medio de pago', cell: (t) => t.medioPago ?? '—', nowrap: true },
];

function fechaO(fecha: string | null, nada = '—'): string {
  return fecha === null ? nada : formatFecha(fecha);
}

/** The file's figures, over all the client's appointments (the server sums them). */
function Cifras({ cifras }: { cifras: CifrasCliente }) {
  const items: TotalItem[] = [
    { label: 'Visitas', value: String(cifras.visitas) },
    { label: 'Última visita', value: fechaO(cifras.ultimaVisita) },
    {
      label: 'Próximo turno',
      value: cifras.proximoTurno === null ? '—' : formatFecha(cifras.proximoTurno.fecha),
      detalle: cifras.proximoTurno === null ? undefined : `${cifras.proximoTurno.hora} h`,
    },
    // The lifetime figures come only to those who see the centre's figures.
    ...(cifras.totalPagado === undefined ? [] : [{ label: 'Total pagado', value: formatMoney(cifras.totalPagado) }]),
    ...(cifras.deudaVencida === undefined ? [] : [{ label: 'Deuda vencida', value: formatMoney(cifras.deudaVencida) }]),
    { label: 'A cobrar', value: formatMoney(cifras.aCobrar), detalle: 'turnos por venir' },
    // A product taken away unpaid, a tip: owed beside her appointments, only when there is one.
    ...(cifras.saldoTickets === 0
      ? []
      : [{ label: 'Saldo de tickets', value: formatMoney(cifras.saldoTickets), detalle: 'productos y otros' }]),
    {
      label: 'No vino',
      value: String(cifras.noVino),
      detalle: cifras.ultimoNoVino === null ? undefined : `última vez ${formatFecha(cifras.ultimoNoVino)}`,
    },
    {
      label: 'Canceló',
      value: String(cifras.cancelo),
      detalle: cifras.ultimaCancelacion === null ? undefined : `última vez ${formatFecha(cifras.ultimaCancelacion)}`,
    },
    {
      label: 'Servicio más frecuente',
      value: cifras.servicioFrecuente?.nombre ?? '—',
      detalle: cifras.servicioFrecuente === null ? undefined : contar(cifras.servicioFrecuente.veces, 'vez', 'veces'),
    },
    {
      label: 'Viene cada',
      value: cifras.diasEntreVisitas === null ? '—' : `${cifras.diasEntreVisitas.toLocaleString('es-AR')} días`,
      detalle: cifras.diasEntreVisitas === null ? undefined : 'en promedio',
    },
  ];
  return <Totals label="Resumen del cliente" items={items} cols={{ base: 2, sm: 3, lg: 5 }} />;
}

/** Phone with one-tap call and WhatsApp (the agenda's Argentine number rules), and e-mail. */
function Contacto({ cliente }: { cliente: ClienteFicha }) {
  const nombre = nombreCompleto(cliente);
  const whatsapp = cliente.telefono === '' ? null : whatsappNumber(cliente.telefono);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Contacto">
      <Stack gap="xs">
        {cliente.telefono === '' ? (
          <Text c="dimmed">Sin teléfono: no le llegan los recordatorios por WhatsApp.</Text>
        ) : (
          <Group gap="sm" wrap="wrap">
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {cliente.telefono}
            </Text>
            <Button
              component="a"
              href={`tel:${cliente.telefono.replace(/[^\d+]/g, '')}`}
              variant="light"
              size="compact-md"
              leftSection={<IconPhone size={16} aria-hidden="true" />}
              aria-label={`Llamar a ${nombre}`}
            >
              Llamar
            </Button>
            {whatsapp === null ? (
              <Text size="sm" c="dimmed">
                Revisá el número: no parece un celular para WhatsApp.
              </Text>
            ) : (
              <Button
                component="a"
                href={`https://wa.me/${whatsapp}`}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                size="compact-md"
                leftSection={<IconBrandWhatsapp size={16} color="#2b8a3e" aria-hidden="true" />}
                aria-label={`Escribir por WhatsApp a ${nombre}`}
              >
                WhatsApp
              </Button>
            )}
          </Group>
        )}
        {cliente.email !== '' && (
          <Anchor href={`mailto:${cliente.email}`} style={{ overflowWrap: 'anywhere' }}>
            <Group gap={6} component="span" wrap="nowrap">
              <IconMail size={16} aria-hidden="true" />
              {cliente.email}
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function TurnosCliente({ id }: { id: number }) {
  const [pagina, setPagina] = useState(1);
  const query = useQuery(fichaTurnosQuery(id, pagina));
  const data = query.data;
  const paginas = data === undefined ? 1 : Math.max(1, Math.ceil(data.total / data.porPagina));
  // Fewer appointments than the page shown (one deleted, a merge undone elsewhere): the last page.
  if (pagina > paginas && !query.isPlaceholderData) setPagina(paginas);
  return (
    <Stack gap="sm" component="section" aria-labelledby="turnos-cliente">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="turnos-cliente">
          Turnos
        </Title>
        {data !== undefined && (
          <Text size="sm" c="dimmed">
            {contar(data.total, 'turno', 'turnos')}
          </Text>
        )}
      </Group>
      <ListStatus query={query} empty={data?.turnos.length === 0} what="Todavía no tiene turnos." />
      {data !== undefined && data.turnos.length > 0 && (
        <div aria-busy={query.isPlaceholderData} style={query.isPlaceholderData ? { opacity: 0.5 } : undefined}>
          <DataTable
            label="Turnos del cliente"
            rows={data.turnos}
            rowKey={(t) => t.id}
            columns={turnoColumns}
            // What she owes is charged on the visit's ticket (the booking's, or a new one).
            actions={(t) =>
              deudaReporte(t) > 0 ? (
                <Button
                  component={Link}
                  to={`/admin/cobrar/${t.id}`}
                  size="compact-sm"
                  variant="light"
                  aria-label={`Cobrar el turno del ${formatFecha(t.fecha)} a las ${t.hora}`}
                >
                  Cobrar
                </Button>
              ) : null
            }
            minWidth={820}
          />
        </div>
      )}
      {paginas > 1 && (
        <Pagination
          total={paginas}
          value={pagina}
          onChange={setPagina}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Página anterior' : control === 'next' ? 'Página siguiente' : control,
          })}
          getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
        />
      )}
    </Stack>
  );
}

/**
 * Admin › Clientes › the client file (issue 20): contact, figures, notes and appointments of one
 * client; edit, book, and for admins merge a duplicate into it or erase its personal data.
 */
export function Component() {
  const params = useParams();
  // As the server reads an id: whole, positive, within a database integer.
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') && Number(params.id) <= 2_147_483_647 ? Number(params.id) : null;
  if (id === null) return <ErrorScreen kind="notFound" />;
  return <Ficha key={id} id={id} />;
}

function Ficha({ id }: { id: number }) {
  const user = useCurrentUser();
  const admin = user.permisos.administrar;
  const ficha = useQuery(fichaQuery(id));
  const [editando, setEditando] = useState(false);
  const [fusionando, setFusionando] = useState(false);
  const [borrando, setBorrando] = useState(false);

  if (ficha.isPending) {
    return (
      <Center py="xl">
        <Cargando />
      </Center>
    );
  }
  if (ficha.isError) {
    return 'status' in ficha.error && ficha.error.status === 404 ? (
      <ErrorScreen kind="notFound" />
    ) : (
      <ListStatus query={ficha} empty={false} what="" />
    );
  }
  const { cliente, cifras } = ficha.data;
  const nombre = nombreCompleto(cliente);
  const activo = !cliente.archivado;

  return (
    <Stack gap="lg" maw={1100}>
      <title>{`${nombre} | Clientes | Panel`}</title>
      <Anchor component={Link} to="/admin/clientes" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Volver a Clientes
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{nombre}</Title>
          <Group gap="xs">
            {cliente.datosBorrados && (
              <Badge variant="outline" color="#495057">
                Datos personales borrados
              </Badge>
            )}
            {cliente.archivado && !cliente.datosBorrados && (
              <Badge variant="outline" color="#495057">
                Archivado
              </Badge>
            )}
            {cliente.fusionadoEn !== null && (
              <Anchor component={Link} to={fichaHref(cliente.fusionadoEn)} size="sm">
                Fusionado: ver la ficha que lo reemplaza
              </Anchor>
            )}
          </Group>
        </Stack>
        {activo && (
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={`/admin/agenda?cliente=${cliente.id}`}
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
            >
              Nuevo turno
            </Button>
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden="true" />}
              onClick={() => setEditando(true)}
            >
              Editar
            </Button>
            {admin && (
              <Button
                variant="default"
                leftSection={<IconUsersGroup size={18} aria-hidden="true" />}
                onClick={() => setFusionando(true)}
              >
                Fusionar duplicado
              </Button>
            )}
          </Group>
        )}
      </Group>

      {!cliente.datosBorrados && <Contacto cliente={cliente} />}
      <Cifras cifras={cifras} />
      <LoadNotice title="No pudimos actualizar la ficha" query={ficha} />
      {!cliente.datosBorrados && <NotasCliente idCliente={cliente.id} editable={cliente.fusionadoEn === null} />}
      <TurnosCliente id={cliente.id} />

      <PaquetesCliente id={cliente.id} />
      <TicketsCliente id={cliente.id} />

      {admin && !cliente.datosBorrados && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="privacidad">
          <Stack gap="xs">
            <Title order={2} size="h4" id="privacidad">
              Privacidad
            </Title>
            <Text size="sm" c="dimmed">
              Si el cliente lo pide, se borran su nombre, teléfono, email y notas. Sus turnos y pagos quedan, sin datos
              personales, para que los totales no cambien.
            </Text>
            <Button
              variant="light"
              color="red"
              w="fit-content"
              leftSection={<IconUserX size={18} aria-hidden="true" />}
              onClick={() => setBorrando(true)}
            >
              Borrar datos personales
            </Button>
          </Stack>
        </Paper>
      )}

      <ClienteFormModal
        opened={editando}
        cliente={editando ? cliente : null}
        onClose={() => setEditando(false)}
        onSaved={(c) => {
          notifications.show({ color: 'green', message: `Se guardó a ${nombreCompleto(c)}.` });
          setEditando(false);
        }}
      />
      {admin && <FusionModal opened={fusionando} cliente={cliente} onClose={() => setFusionando(false)} />}
      {admin && <BorrarDatosModal opened={borrando} cliente={cliente} onClose={() => setBorrando(false)} />}
    </Stack>
  );
}
