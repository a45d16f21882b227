import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { formatMoney, fromCents } from '#shared/domain/money.ts';
import { MEDIO_GIFTCARD, MEDIO_PAQUETE, MEDIOS_DE_TICKET } from '#shared/domain/pagos.ts';
import { sesionMessages, type PaqueteCliente } from '#shared/schemas/paquete.ts';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import type { PagoBorrador } from './rules.ts';

let claves = 0;
export const nuevoPago = (medioPago: string, monto: number | string): PagoBorrador => ({
  key: `p${++claves}`,
  medioPago,
  monto,
  entregado: '',
});

/** A pack as the payment's list names it: 'Pack de 4 lifting (quedan 3)'. */
export const nombreDePaquete = (p: PaqueteCliente) => `${p.nombre} (quedan ${p.sesionesRestantes})`;

/**
 * The ticket's payments: one or more methods ('+ Otro medio' splits the balance), cash with what
 * was handed and the change, a gift card with its code, a session of one of the client's packs
 * (`paquetes`: those she can use), whose amount is the line it pays. Each new method starts with
 * what the others leave.
 */
export function PagosDelTicket({
  pagos,
  onChange,
  queda,
  vuelto,
  problema,
  paquetes,
}: {
  pagos: PagoBorrador[];
  paquetes: PaqueteCliente[];
  onChange: (pagos: PagoBorrador[]) => void;
  /** What the balance still lacks after these payments, in cents. */
  queda: number;
  /** The change to give back, in cents. */
  vuelto: number;
  problema: string | null;
}) {
  const medios = paquetes.length > 0 ? MEDIOS_DE_TICKET : MEDIOS_DE_TICKET.filter((m) => m !== MEDIO_PAQUETE);
  const cambiar = (key: string, cambio: Partial<PagoBorrador>) =>
    onChange(pagos.map((p) => (p.key === key ? { ...p, ...cambio } : p)));
  return (
    <Stack gap="xs" component="section" aria-labelledby="pagos-titulo">
      <Title order={2} size="h4" id="pagos-titulo">
        Pagos
      </Title>
      {pagos.map((p, i) => (
        <Group key={p.key} gap="xs" align="flex-end" wrap="wrap">
          {/* The system's own list: one tap on a phone, and light to draw with the ticket. */}
          <NativeSelect
            label={`Medio de pago ${pagos.length > 1 ? i + 1 : ''}`.trim()}
            data={medios}
            value={p.medioPago}
            onChange={(e) => {
              const medioPago = e.currentTarget.value;
              cambiar(p.key, {
                medioPago,
                entregado: '',
                codigo: '',
                ...(medioPago === MEDIO_PAQUETE ? { monto: '', idPaqueteCliente: paquetes[0]?.id } : {}),
              });
            }}
            w={{ base: '100%', xs: 170 }}
          />
          {p.medioPago === MEDIO_PAQUETE && (
            <NativeSelect
              label="Paquete"
              data={paquetes.map((x) => ({ value: String(x.id), label: nombreDePaquete(x) }))}
              value={String(p.idPaqueteCliente ?? '')}
              onChange={(e) => cambiar(p.key, { idPaqueteCliente: Number(e.currentTarget.value) })}
              w={{ base: '100%', xs: 240 }}
            />
          )}
          <MoneyInput
            label="Monto"
            value={p.monto}
            // A session pays its line whole: its amount is that line's.
            disabled={p.medioPago === MEDIO_PAQUETE}
            onChange={(v) => cambiar(p.key, { monto: v })}
            w={{ base: 'calc(50% - 4px)', xs: 150 }}
          />
          {p.medioPago === MEDIO_GIFTCARD && (
            // A scanner reading the card's QR or barcode types the code here.
            <TextInput
              label="Código de la gift card"
              placeholder="K7QM-9XR4-TA"
              value={p.codigo ?? ''}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => cambiar(p.key, { codigo: e.currentTarget.value })}
              w={{ base: '100%', xs: 170 }}
            />
          )}
          {p.medioPago === 'Efectivo' && (
            <MoneyInput
              label="Entregado"
              value={p.entregado}
              onChange={(v) => cambiar(p.key, { entregado: v })}
              w={{ base: 'calc(50% - 4px)', xs: 150 }}
            />
          )}
          {pagos.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mb={2}
              aria-label={`Quitar el pago ${i + 1}`}
              onClick={() => onChange(pagos.filter((x) => x.key !== p.key))}
            >
              <IconX size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group gap="md" justify="space-between" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...pagos, nuevoPago('Débito', queda > 0 ? fromCents(queda) : '')])}
        >
          Otro medio
        </Button>
        <Group gap="md">
          {vuelto > 0 && (
            <Text fw={700} aria-live="polite">
              Vuelto: {formatMoney(fromCents(vuelto))}
            </Text>
          )}
          {queda > 0 && problema === null && <Text c="dimmed">Queda debiendo: {formatMoney(fromCents(queda))}</Text>}
        </Group>
      </Group>
      {pagos.some((p) => p.medioPago === MEDIO_PAQUETE && p.monto === '') && (
        <Text c="red.8" size="sm" role="alert">
          {sesionMessages.otroServicio}
        </Text>
      )}
      {problema !== null && (
        <Text c="red.8" size="sm" role="alert">
          {problema}
        </Text>
      )}
    </Stack>
  );
}
