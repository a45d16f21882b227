import { useState } from 'react';
import { Button, Group, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '#shared/domain/money.ts';
import { servicioLabel } from '#shared/domain/names.ts';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import { serviciosResource } from '#web/lib/resources.ts';
import { claveDeLinea, pesosEscritos, type LineaBorrador } from './rules.ts';

/**
 * A gift card sold: for a value in pesos, or for a service ('Válida para 1 Lifting de pestañas'),
 * which keeps its worth when prices rise; for whom, and a short message. Its code is made when the
 * ticket is charged.
 */
export function GiftcardForm({ onAgregar }: { onAgregar: (l: LineaBorrador) => void }) {
  const servicios = useQuery(serviciosResource.listQuery);
  const [para, setPara] = useState<'valor' | 'servicio'>('valor');
  const [valor, setValor] = useState<number | string>('');
  const [idServicio, setIdServicio] = useState<string | null>(null);
  const [destinatario, setDestinatario] = useState('');
  const [mensaje, setMensaje] = useState('');
  const [error, setError] = useState<string | null>(null);
  const servicio = servicios.data?.find((s) => String(s.id) === idServicio);

  function agregar() {
    const monto = pesosEscritos(valor);
    if (para === 'valor' && !(Number.isFinite(monto) && monto > 0))
      return setError('Escribí el valor de la gift card.');
    if (para === 'servicio' && servicio === undefined) return setError('Elegí el servicio para el que vale.');
    onAgregar({
      key: claveDeLinea(),
      tipo: 'giftcard',
      ...(para === 'servicio' && servicio !== undefined ? { idServicio: servicio.id } : {}),
      descripcion:
        para === 'servicio' && servicio !== undefined
          ? `Gift card · ${servicioLabel(servicio)}`
          : `Gift card ${formatMoney(monto)}`,
      detalle: destinatario.trim() === '' ? '' : `Para ${destinatario.trim()}`,
      cantidad: 1,
      precio: para === 'servicio' && servicio !== undefined ? servicio.precio : monto,
      destinatario: destinatario.trim(),
      mensaje: mensaje.trim(),
    });
  }

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Vale por"
        value={para}
        onChange={(v) => {
          setPara(v === 'servicio' ? 'servicio' : 'valor');
          setError(null);
        }}
      >
        <Group gap="md" mt={4}>
          <Radio value="valor" label="Un valor en pesos" />
          <Radio value="servicio" label="Un servicio" />
        </Group>
      </Radio.Group>
      {para === 'valor' ? (
        <MoneyInput
          label="Valor"
          value={valor}
          data-autofocus
          onChange={(v) => {
            setValor(v);
            setError(null);
          }}
        />
      ) : (
        <Select
          label="Servicio"
          description="Vale ese servicio aunque su precio suba."
          searchable
          data={(servicios.data ?? []).map((s) => ({
            value: String(s.id),
            label: `${servicioLabel(s)} · ${formatMoney(s.precio)}`,
          }))}
          value={idServicio}
          onChange={(v) => {
            setIdServicio(v);
            setError(null);
          }}
          comboboxProps={{ keepMounted: false }}
        />
      )}
      <TextInput
        label="Para"
        value={destinatario}
        maxLength={100}
        onChange={(e) => setDestinatario(e.currentTarget.value)}
      />
      <Textarea
        label="Mensaje"
        autosize
        minRows={2}
        maxLength={300}
        value={mensaje}
        onChange={(e) => setMensaje(e.currentTarget.value)}
      />
      {error !== null && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={agregar}>Agregar</Button>
      </Group>
    </Stack>
  );
}
