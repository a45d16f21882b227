import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { IconPercentage, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney, fromCents, toCents } from '#shared/domain/money.ts';
import { numeroDeTicket } from '#shared/domain/ticket.ts';
import type { DescuentoInput, Venta, VentaCobrada } from '#shared/schemas/venta.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { errorCode } from '#web/lib/api.ts';
import { useRefreshPaquetes } from '#web/lib/query-keys.ts';
import { paquetesDeClienteQuery, paquetesUsables } from '#web/lib/resources.ts';
import { AgregarLineaModal, type Agregado } from './agregar-linea.tsx';

import { useCobrarMas, useCobrarVenta } from './api.ts';
import { DescuentoDeLinea, DescuentoDelTicket } from './descuentos.tsx';
import { PagosDelTicket, nuevoPago } from './pagos.tsx';
import { LineasDelTicket, TotalesDelTicket } from './lineas-del-ticket.tsx';
import { SesionesDisponibles } from './sesiones-disponibles.tsx';
import {
  comoDescuento,
  conSesiones,
  lineasConBorrador,
  lineaAEnviar,
  pagosAEnviar,
  pesos,
  resumenDePagos,
  textoDescuento,
  type LineaBorrador,
  type PagoBorrador,
} from './rules.ts';
import { STOCK_INSUFICIENTE } from '#shared/schemas/producto.ts';
import { MEDIO_PAQUETE } from '#shared/domain/pagos.ts';

const BOTONES: Record<Agregado, string> = {
  servicio: 'Servicio',
  producto: 'Producto',
  propina: 'Propina',
  giftcard: 'Gift card',
  paquete: 'Paquete',
};

/**
 * The visit's ticket: the lines on it and those being added ('+ Servicio', '+ Producto',
 * 'Propina'), a discount on a new ticket (never the catalogue's price), the balance, and its
 * payments in one or more methods with the change. 'Cobrar' writes it all at once; what was typed
 * stays after a refusal.
 */
export function TicketEditor({
  cliente,
  fecha,
  venta,
  inicial,
}: {
  cliente: { id: number; nombre: string };
  fecha: string;
  /** The ticket already on record, or null for a new one. */
  venta: Venta | null;
  /** The lines a new ticket starts with: the visit's bookings. */
  inicial: LineaBorrador[];
}) {
  const navigate = useNavigate();
  const [borrador, setBorrador] = useState<LineaBorrador[]>(inicial);
  const [agregando, setAgregando] = useState<Agregado | null>(null);
  // The ticket's discount: a new ticket's, or an open ticket's changed ('Descuento' opens its fields).
  const [descuento, setDescuento] = useState<DescuentoInput | null>(() =>
    venta?.descuento == null ? null : { tipo: venta.descuento.tipo, valor: venta.descuento.valor },
  );
  const [motivo, setMotivo] = useState(venta?.descuento?.motivo ?? '');
  const [conDescuento, setConDescuento] = useState(false);
  const descuentoEscrito =
    descuento !== null && descuento.valor > 0 ? { ...descuento, motivo: motivo.trim() || undefined } : null;
  const cambiaDescuento =
    venta !== null &&
    conDescuento &&
    JSON.stringify(descuentoEscrito) !==
      JSON.stringify(
        venta.descuento === null
          ? null
          : { tipo: venta.descuento.tipo, valor: venta.descuento.valor, motivo: venta.descuento.motivo ?? undefined },
      );
  // The line whose own discount is being set.
  const [descontando, setDescontando] = useState<string | null>(null);
  const guardadas = venta?.lineas ?? [];
  // An annulled ticket is read only: nothing more is charged on it.
  const abierta = venta?.anulada == null;
  const lineas = lineasConBorrador(
    guardadas,
    borrador,
    comoDescuento(venta === null || conDescuento ? descuentoEscrito : venta.descuento),
  );
  const totalCents = lineas === null ? null : lineas.reduce((s, l) => s + l.total, 0);
  // Her packs with sessions left: a session pays a line of its service instead of money.
  const paquetes = paquetesUsables(useQuery(paquetesDeClienteQuery(cliente.id)).data ?? [], venta?.id ?? null);
  const pagadoCents = toCents(venta?.pagado ?? 0);
  // An annulled ticket is owed no more (its bookings are owed again on their own).
  const saldoCents = totalCents === null || !abierta ? 0 : Math.max(totalCents - pagadoCents, 0);
  const [pagos, setPagos] = useState<PagoBorrador[]>(() => [nuevoPago('Efectivo', '')]);
  // A session's amount is the line it pays; the first method of money takes what the others
  // leave of the balance until its amount is typed.
  const conMontos = conSesiones(pagos, lineas ?? [], paquetes);
  const auto = pagos.findIndex((p) => p.medioPago !== MEDIO_PAQUETE);
  const otros = conMontos.reduce((s, p, i) => (i === auto ? s : s + toCents(pesos(p.monto))), 0);
  const pagosVistos = conMontos.map((p, i) =>
    i === auto && p.monto === '' ? { ...p, monto: fromCents(Math.max(saldoCents - otros, 0)) } : p,
  );
  const resumen = resumenDePagos(saldoCents, pagosVistos);
  const [preguntaStock, setPreguntaStock] = useState<string | null>(null);

  const refreshPaquetes = useRefreshPaquetes();
  const nuevo = useCobrarVenta();
  const mas = useCobrarMas();
  const cobrando = nuevo.isPending || mas.isPending;
  const error = nuevo.error ?? mas.error;
  const hayAlgo = borrador.length > 0 || resumen.pagado > 0 || cambiaDescuento;
  // A discount never gives back money already taken (that is an annulment's): the server's rule.
  const debajo = totalCents !== null && totalCents < pagadoCents && abierta;

  function cobrar(confirmarStock = false) {
    const lineas = borrador.map(lineaAEnviar);
    const pagosBody = pagosAEnviar(pagosVistos);
    const hecho = (v: VentaCobrada) => {
      refreshPaquetes();
      notifications.show({
        color: 'green',
        title: `${numeroDeTicket(v.numero)} cobrado`,
        message: v.vuelto > 0 ? `Vuelto: ${formatMoney(v.vuelto)}.` : `Saldo: ${formatMoney(v.saldo)}.`,
      });
      setBorrador([]);
      setPagos([nuevoPago('Efectivo', '')]);
      void navigate(`/admin/ventas/${v.id}`, { replace: venta !== null });
    };
    const fallo = (err: Error) => {
      if (errorCode(err) === STOCK_INSUFICIENTE) setPreguntaStock(err.message);
    };
    if (venta === null) {
      const d = descuentoEscrito ?? undefined;
      nuevo.mutate(
        {
          idCliente: cliente.id,
          fecha,
          lineas,
          pagos: pagosBody,
          ...(d === undefined ? {} : { descuento: d }),
          ...(confirmarStock ? { confirmarStock } : {}),
        },
        { onSuccess: hecho, onError: fallo },
      );
    } else {
      mas.mutate(
        {
          id: venta.id,
          body: {
            lineas,
            pagos: pagosBody,
            ...(cambiaDescuento ? { descuento: descuentoEscrito } : {}),
            ...(confirmarStock ? { confirmarStock } : {}),
          },
        },
        { onSuccess: hecho, onError: fallo },
      );
    }
  }

  return (
    <Stack gap="md" maw={720}>
      <title>{`${venta === null ? 'Nuevo ticket' : numeroDeTicket(venta.numero)} | Panel`}</title>
      <div>
        <Title order={1}>{venta === null ? 'Nuevo ticket' : numeroDeTicket(venta.numero)}</Title>
        <Text c="dimmed">
          {cliente.nombre} · {formatFecha(fecha)}
        </Text>
      </div>

      <Paper withBorder radius="md" p="md">
        <LineasDelTicket
          guardadas={guardadas}
          borrador={borrador}
          onDescuento={setDescontando}
          onQuitar={(key) => setBorrador((b) => b.filter((x) => x.key !== key))}
        />
        {abierta && (
          <Group gap="xs" mt="sm">
            {(['servicio', 'producto', 'propina', 'giftcard', 'paquete'] as const).map((t) => (
              <Button
                key={t}
                variant="light"
                size="compact-sm"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => setAgregando(t)}
              >
                {BOTONES[t]}
              </Button>
            ))}
            {!conDescuento && (
              // Most visits have none: its fields are drawn when asked for.
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconPercentage size={14} aria-hidden="true" />}
                onClick={() => setConDescuento(true)}
              >
                Descuento
              </Button>
            )}
          </Group>
        )}
      </Paper>

      {abierta && conDescuento && (
        <DescuentoDelTicket descuento={descuento} onDescuento={setDescuento} motivo={motivo} onMotivo={setMotivo} />
      )}

      <TotalesDelTicket
        totalCents={totalCents}
        pagadoCents={pagadoCents}
        saldoCents={saldoCents}
        descuento={venta?.descuento != null && !conDescuento ? textoDescuento(venta.descuento) : null}
        debajo={debajo}
      />

      {abierta && saldoCents > 0 && (
        <SesionesDisponibles
          lineas={lineas ?? []}
          paquetes={paquetes}
          pagos={pagos}
          onUsar={(id) =>
            setPagos((actuales) => [{ ...nuevoPago(MEDIO_PAQUETE, ''), idPaqueteCliente: id }, ...actuales])
          }
        />
      )}

      {abierta && (saldoCents > 0 || borrador.length > 0) && (
        <PagosDelTicket
          pagos={pagosVistos}
          paquetes={paquetes}
          onChange={(nuevos) =>
            // The first amount stays automatic until it is typed, a session's always: the shown value is not kept.
            setPagos(
              nuevos.map((p, i) =>
                p.medioPago === MEDIO_PAQUETE ||
                (i === auto && pagos[auto]?.monto === '' && p.monto === pagosVistos[auto]?.monto)
                  ? { ...p, monto: '' }
                  : p,
              ),
            )
          }
          queda={resumen.queda}
          vuelto={resumen.vuelto}
          problema={resumen.problema}
        />
      )}

      {error !== null && errorCode(error) !== STOCK_INSUFICIENTE && (
        <Alert color="red" role="alert" title="No se pudo cobrar">
          {error.message}
        </Alert>
      )}
      {abierta && (
        <Group justify="flex-end">
          <Button
            size="md"
            loading={cobrando}
            disabled={
              !hayAlgo ||
              totalCents === null ||
              debajo ||
              resumen.problema !== null ||
              (descuento?.valor ?? 0) < 0 ||
              // A session with no line of its service left to pay (pagos.tsx says so).
              pagosVistos.some((p) => p.medioPago === MEDIO_PAQUETE && p.monto === '')
            }
            onClick={() => cobrar()}
          >
            Cobrar
          </Button>
        </Group>
      )}

      <DescuentoDeLinea
        linea={borrador.find((l) => l.key === descontando) ?? null}
        onClose={() => setDescontando(null)}
        onAplicar={(d) => {
          setBorrador((b) => b.map((l) => (l.key === descontando ? { ...l, descuento: d } : l)));
          setDescontando(null);
        }}
      />
      <AgregarLineaModal
        tipo={agregando}
        onClose={() => setAgregando(null)}
        onAgregar={(l) => {
          setBorrador((b) => [...b, l]);
          setAgregando(null);
        }}
      />
      <ConfirmDialog
        opened={preguntaStock !== null}
        question="¿Vender igual?"
        confirmLabel="Vender igual"
        busy={cobrando}
        error={null}
        onCancel={() => setPreguntaStock(null)}
        onConfirm={() => {
          setPreguntaStock(null);
          cobrar(true);
        }}
      >
        {preguntaStock}
      </ConfirmDialog>
    </Stack>
  );
}
