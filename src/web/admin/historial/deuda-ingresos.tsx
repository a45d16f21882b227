import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMoney } from '#shared/domain/money.ts';
import type { Reporte } from '#shared/schemas/reportes.ts';

function Figura({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatMoney(value)}
      </Text>
    </div>
  );
}

/**
 * Beside 'Total cobrado', as 'Total abonado' says how it counts: a payment made today for last
 * week's appointment is in today's 'Total cobrado' and in last week's 'Total abonado'.
 */
export const AYUDA_COBRADO =
  'Total cobrado, por día de cobro: lo que entró en estas fechas, de turnos de cualquier fecha.';

/**
 * Beside the spec's totals: how much of 'Total deuda' is overdue and how much is still to come,
 * what came in during the range by method, and what the range's tickets sold in products, took
 * off in discounts and carried in tips, and its gift cards (decision 044).
 */
export function DeudaEIngresos({ reporte }: { reporte: Reporte }) {
  const cobrado = reporte.ingresosPorMedio.reduce((sum, m) => sum + Math.round(m.monto * 100), 0) / 100;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="deuda-titulo">
        <Title order={2} size="h4" id="deuda-titulo" mb="sm">
          De la deuda del rango
        </Title>
        <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
          <Figura label="Deuda vencida" value={reporte.deudaVencida} />
          <Figura label="A cobrar" value={reporte.aCobrar} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          Vencida: de turnos cuya hora ya pasó. A cobrar: de turnos que todavía no llegaron.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ingresos-titulo">
        <Title order={2} size="h4" id="ingresos-titulo" mb="sm">
          Ingresos por medio de pago
        </Title>
        {reporte.ingresosPorMedio.length === 0 ? (
          <Text c="dimmed">No se registraron cobros en este rango.</Text>
        ) : (
          <dl style={{ margin: 0 }}>
            {[...reporte.ingresosPorMedio, { medioPago: 'Total cobrado', monto: cobrado }].map((m) => (
              <div
                key={m.medioPago}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 12,
                  padding: '2px 0',
                  fontWeight: m.medioPago === 'Total cobrado' ? 700 : undefined,
                }}
              >
                <Text component="dt" size="sm">
                  {m.medioPago}
                </Text>
                <Text component="dd" m={0} size="sm" fw="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(m.monto)}
                </Text>
              </div>
            ))}
          </dl>
        )}
        {reporte.ingresosPorMedio.length > 0 && (
          <Text size="xs" c="dimmed" mt="xs">
            {AYUDA_COBRADO}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tickets-titulo">
        <Title order={2} size="h4" id="tickets-titulo" mb="sm">
          De los tickets del rango
        </Title>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="sm" m={0}>
          <Figura label="Ventas de productos" value={reporte.tickets.productos} />
          <Figura label="Descuentos" value={reporte.tickets.descuentos} />
          <Figura label="Propinas" value={reporte.tickets.propinas} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          Por día de la visita, sin los tickets anulados. Las propinas son de cada profesional; los descuentos, lo que
          se restó a los precios de lista.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="giftcards-titulo">
        <Title order={2} size="h4" id="giftcards-titulo" mb="sm">
          De las gift cards
        </Title>
        <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
          <Figura label="Gift cards vendidas" value={reporte.giftcards.vendidas} />
          <Figura label="Canjeadas" value={reporte.giftcards.canjeadas} />
          <Figura label="Vencidas" value={reporte.giftcards.vencidas} />
          <Figura label="Saldo pendiente" value={reporte.giftcards.saldoPendiente} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          Vendidas: en los tickets del rango. Canjeadas: usadas para pagar, que no son ingresos. Saldo pendiente: lo que
          el centro todavía debe en gift cards vigentes al final del rango. Vencidas y saldo pendiente cuentan también
          las sesiones sin usar de los paquetes, a lo que se vendieron.
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
