import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { noPuedeSerNegativo, type DescuentoInput } from '#shared/schemas/venta.ts';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import { netoDeBorrador, type LineaBorrador } from './rules.ts';

/*
 * The ticket's discounts, never the catalogue's price: a line's own, and the ticket's.
 */

/** The server's words for it: a '-' typed is not left out without a word. */
const DESCUENTO_NEGATIVO = noPuedeSerNegativo('El descuento');

/**
 * A line's own discount, in % or $, with an optional reason: it lowers what the line bills on
 * this ticket and never the catalogue's price. Applied to the screen; written with 'Cobrar'.
 */
export function DescuentoDeLinea({
  linea,
  onClose,
  onAplicar,
}: {
  linea: LineaBorrador | null;
  onClose: () => void;
  onAplicar: (descuento: DescuentoInput | undefined) => void;
}) {
  return (
    <Modal
      opened={linea !== null}
      onClose={onClose}
      title={linea === null ? '' : `Descuento: ${linea.descripcion}`}
      centered
    >
      {linea !== null && <Campos key={linea.key} linea={linea} onClose={onClose} onAplicar={onAplicar} />}
    </Modal>
  );
}

function Campos({
  linea,
  onClose,
  onAplicar,
}: {
  linea: LineaBorrador;
  onClose: () => void;
  onAplicar: (descuento: DescuentoInput | undefined) => void;
}) {
  const [tipo, setTipo] = useState<'%' | '$'>(linea.descuento?.tipo ?? '%');
  const [valor, setValor] = useState<number | string>(linea.descuento?.valor ?? '');
  const [motivo, setMotivo] = useState(linea.descuento?.motivo ?? '');
  const numero = typeof valor === 'number' ? valor : 0;
  const excede = numero > 0 && netoDeBorrador({ ...linea, descuento: { tipo, valor: numero } }) === null;
  const problema = numero < 0 ? DESCUENTO_NEGATIVO : excede ? 'El descuento no puede superar el importe.' : undefined;
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (problema !== undefined) return;
        onAplicar(
          numero > 0 ? { tipo, valor: numero, ...(motivo.trim() === '' ? {} : { motivo: motivo.trim() }) } : undefined,
        );
      }}
    >
      <Group gap="xs" align="flex-end">
        <TipoYValor
          grupo="En porcentaje o en pesos"
          label="Descuento de la línea"
          tipo={tipo}
          onTipo={setTipo}
          valor={valor}
          onValor={setValor}
          error={problema}
          w={170}
          autoFocus
        />
      </Group>
      <TextInput label="Motivo" value={motivo} onChange={(e) => setMotivo(e.currentTarget.value)} maxLength={200} />
      <Text size="xs" c="dimmed">
        El precio del servicio o del producto no cambia.
      </Text>
      <Group justify="flex-end" gap="xs">
        {linea.descuento !== undefined && (
          <Button variant="subtle" color="gray" onClick={() => onAplicar(undefined)}>
            Quitar descuento
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={problema !== undefined}>
          Aplicar
        </Button>
      </Group>
    </Stack>
  );
}

/** The ticket's own discount, shared over its lines but the tips: in % or $, with its reason. */
export function DescuentoDelTicket({
  descuento,
  onDescuento,
  motivo,
  onMotivo,
}: {
  descuento: DescuentoInput | null;
  onDescuento: (d: DescuentoInput) => void;
  motivo: string;
  onMotivo: (motivo: string) => void;
}) {
  const tipo = descuento?.tipo ?? '%';
  // The amount as typed: a '-' on its own (or any text not yet a number) stays in the field while
  // the ticket counts it as none, instead of turning into 0 under the cursor.
  const [escrito, setEscrito] = useState<number | string>(descuento?.valor ?? '');
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TipoYValor
        grupo="Tipo de descuento"
        label="Descuento"
        tipo={tipo}
        onTipo={(t) => onDescuento({ tipo: t, valor: descuento?.valor ?? 0 })}
        valor={escrito}
        onValor={(v) => {
          setEscrito(v);
          onDescuento({ tipo, valor: typeof v === 'number' ? v : 0 });
        }}
        error={typeof escrito === 'number' && escrito < 0 ? DESCUENTO_NEGATIVO : undefined}
        w={140}
        // Drawn when 'Descuento' is pressed, which goes away: the focus goes to its amount.
        enfocar
      />
      <TextInput
        label="Motivo"
        value={motivo}
        onChange={(e) => onMotivo(e.currentTarget.value)}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}

/**
 * A discount's kind and amount: '%' or '$' as two buttons (not a segmented control, which
 * measures the page as it is drawn) and the amount, written as the kind says.
 */
function TipoYValor({
  grupo,
  label,
  tipo,
  onTipo,
  valor,
  onValor,
  error,
  w,
  autoFocus = false,
  enfocar = false,
}: {
  grupo: string;
  label: string;
  tipo: '%' | '$';
  onTipo: (tipo: '%' | '$') => void;
  valor: number | string;
  onValor: (valor: number | string) => void;
  error?: string;
  w: number;
  /** Inside a dialog: its first field. */
  autoFocus?: boolean;
  /** Outside one: focused when drawn. */
  enfocar?: boolean;
}) {
  return (
    <>
      <Button.Group aria-label={grupo}>
        {(['%', '$'] as const).map((t) => (
          <Button
            key={t}
            variant={tipo === t ? 'filled' : 'default'}
            aria-pressed={tipo === t}
            onClick={() => onTipo(t)}
            px="sm"
          >
            {t}
          </Button>
        ))}
      </Button.Group>
      <MoneyInput
        label={label}
        prefix={tipo === '$' ? '$ ' : ''}
        suffix={tipo === '$' ? '' : ' %'}
        value={valor}
        onChange={onValor}
        error={error}
        w={w}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        autoFocus={enfocar}
      />
    </>
  );
}
