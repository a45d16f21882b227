import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '#shared/domain/money.ts';
import { nombreCompleto, servicioLabel } from '#shared/domain/names.ts';
import type { Producto } from '#shared/schemas/producto.ts';
import { MoneyInput } from '#web/components/number-inputs.tsx';
import { empleadosResource, paquetesQuery, serviciosResource } from '#web/lib/resources.ts';
import { productosDelTicketQuery } from './api.ts';
import { GiftcardForm } from './giftcard-form.tsx';
import { claveDeLinea, pesosEscritos, type LineaBorrador } from './rules.ts';

export type Agregado = 'servicio' | 'producto' | 'propina' | 'giftcard' | 'paquete';

const TITULOS: Record<Agregado, string> = {
  servicio: 'Agregar servicio',
  producto: 'Agregar producto',
  propina: 'Propina',
  giftcard: 'Gift card',
  paquete: 'Vender paquete',
};

/**
 * '+ Servicio', '+ Producto', 'Propina', '+ Gift card' and '+ Paquete': a line for the ticket being charged. A product is
 * found by name, brand or code; a scanner types the code and Enter, which adds the product whose
 * code it is at once.
 */
export function AgregarLineaModal({
  tipo,
  onClose,
  onAgregar,
}: {
  tipo: Agregado | null;
  onClose: () => void;
  onAgregar: (linea: LineaBorrador) => void;
}) {
  return (
    <Modal opened={tipo !== null} onClose={onClose} title={tipo === null ? '' : TITULOS[tipo]} centered>
      {tipo === 'producto' ? (
        <ProductoForm onAgregar={onAgregar} />
      ) : tipo === 'giftcard' ? (
        <GiftcardForm onAgregar={onAgregar} />
      ) : tipo === 'paquete' ? (
        <PaqueteForm onAgregar={onAgregar} />
      ) : tipo !== null ? (
        <ServicioOPropinaForm key={tipo} tipo={tipo} onAgregar={onAgregar} />
      ) : null}
    </Modal>
  );
}

function ServicioOPropinaForm({
  tipo,
  onAgregar,
}: {
  tipo: 'servicio' | 'propina';
  onAgregar: (l: LineaBorrador) => void;
}) {
  const servicios = useQuery({ ...serviciosResource.listQuery, enabled: tipo === 'servicio' });
  const empleados = useQuery(empleadosResource.listQuery);
  const [idServicio, setIdServicio] = useState<string | null>(null);
  const [idEmpleado, setIdEmpleado] = useState<string | null>(null);
  const [precio, setPrecio] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const servicio = servicios.data?.find((s) => String(s.id) === idServicio);
  const empleado = empleados.data?.find((e) => String(e.id) === idEmpleado);

  function agregar() {
    const monto = pesosEscritos(precio);
    if (tipo === 'servicio' && servicio === undefined) return setError('Elegí el servicio.');
    if (tipo === 'propina' && empleado === undefined) return setError('La propina necesita su profesional.');
    if (!Number.isFinite(monto) || monto < 0 || (tipo === 'propina' && monto <= 0)) {
      return setError('Escribí el monto.');
    }
    onAgregar({
      key: claveDeLinea(),
      tipo,
      ...(servicio === undefined ? {} : { idServicio: servicio.id }),
      ...(empleado === undefined ? {} : { idEmpleado: empleado.id }),
      descripcion: servicio === undefined ? 'Propina' : servicioLabel(servicio),
      detalle: empleado === undefined ? '' : nombreCompleto(empleado),
      cantidad: 1,
      precio: monto,
    });
  }

  return (
    <Stack gap="sm">
      {tipo === 'servicio' && (
        <Select
          label="Servicio"
          // The dialog starts on its first field, not on its close button (Enter would close it).
          data-autofocus
          searchable
          data={(servicios.data ?? []).map((s) => ({
            value: String(s.id),
            label: `${servicioLabel(s)} · ${formatMoney(s.precio)}`,
          }))}
          value={idServicio}
          onChange={(v) => {
            setIdServicio(v);
            const s = servicios.data?.find((x) => String(x.id) === v);
            // The catalogue's price to start from: changing it here changes this ticket only.
            if (s !== undefined) setPrecio(s.precio);
            setError(null);
          }}
          comboboxProps={{ keepMounted: false }}
        />
      )}
      <Select
        label="Profesional"
        data-autofocus={tipo === 'propina' ? true : undefined}
        data={(empleados.data ?? []).map((e) => ({ value: String(e.id), label: nombreCompleto(e) }))}
        value={idEmpleado}
        onChange={(v) => {
          setIdEmpleado(v);
          setError(null);
        }}
        clearable={tipo === 'servicio'}
        comboboxProps={{ keepMounted: false }}
      />
      <MoneyInput
        label={tipo === 'propina' ? 'Monto' : 'Precio'}
        description={tipo === 'servicio' ? 'Solo para este ticket: el precio del servicio no cambia.' : undefined}
        value={precio}
        onChange={(v) => {
          setPrecio(v);
          setError(null);
        }}
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

function ProductoForm({ onAgregar }: { onAgregar: (l: LineaBorrador) => void }) {
  const [q, setQ] = useState('');
  const [cantidad, setCantidad] = useState<number | string>(1);
  const productos = useQuery(productosDelTicketQuery(q));
  const unidades = Math.max(1, Math.trunc(pesosEscritos(cantidad)) || 1);
  const agregar = (p: Producto) =>
    onAgregar({
      key: claveDeLinea(),
      tipo: 'producto',
      idProducto: p.id,
      descripcion: p.marca === '' ? p.nombre : `${p.nombre} · ${p.marca}`,
      detalle: p.codigo,
      cantidad: unidades,
      precio: p.precio,
    });
  const lista = productos.data ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        label="Buscar producto"
        description="Nombre, marca o código (un lector de códigos lo agrega con Enter)."
        value={q}
        autoComplete="off"
        data-autofocus
        onChange={(e) => setQ(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const exacto = lista.find((p) => p.codigo !== '' && p.codigo === q.trim());
          const unico = lista.length === 1 ? lista[0] : undefined;
          const elegido = exacto ?? unico;
          if (elegido !== undefined) agregar(elegido);
        }}
      />
      <NumberInput
        label="Cantidad"
        min={1}
        max={999}
        allowDecimal={false}
        value={cantidad}
        onChange={setCantidad}
        w={120}
      />
      {q.trim() !== '' && !productos.isFetching && lista.length === 0 && (
        <Text c="dimmed" size="sm">
          No hay productos con “{q}”.
        </Text>
      )}
      <Opciones
        label="Productos encontrados"
        opciones={lista.slice(0, 8).map((p) => ({
          key: p.id,
          onClick: () => agregar(p),
          nombre: `${p.nombre}${p.marca === '' ? '' : ` · ${p.marca}`}`,
          detalle: null,
          importe: `${formatMoney(p.precio)} · stock ${p.stock}`,
          // No stock left: in red, it can still be sold (the server asks first).
          color: p.stock <= 0 ? 'red.8' : 'dimmed',
        }))}
      />
    </Stack>
  );
}

/** A pack the centre sells, sold to the ticket's client: its sessions are hers once its line is paid. */
function PaqueteForm({ onAgregar }: { onAgregar: (l: LineaBorrador) => void }) {
  const paquetes = useQuery(paquetesQuery);
  const activos = (paquetes.data ?? []).filter((p) => p.activo);
  if (paquetes.isSuccess && activos.length === 0) {
    return <Text c="dimmed">No hay paquetes a la venta. Se definen en Paquetes.</Text>;
  }
  return (
    <Opciones
      label="Paquetes"
      opciones={activos.map((p) => ({
        key: p.id,
        onClick: () =>
          onAgregar({
            key: claveDeLinea(),
            tipo: 'paquete',
            idPaquete: p.id,
            descripcion: `Paquete · ${p.nombre}`,
            detalle: `${p.sesiones} sesiones · ${p.servicios.join(', ')}`,
            cantidad: 1,
            precio: p.precio,
          }),
        nombre: p.nombre,
        detalle: `${p.sesiones} sesiones · ${p.servicios.join(', ')}`,
        importe: formatMoney(p.precio),
        color: undefined,
      }))}
    />
  );
}

/** A list of things to add, one tap each: a name (and a detail under it) and what it costs. */
function Opciones({
  label,
  opciones,
}: {
  label: string;
  opciones: {
    key: number;
    onClick: () => void;
    nombre: string;
    detalle: string | null;
    importe: string;
    color: string | undefined;
  }[];
}) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {opciones.map((o, i) => (
        <li key={o.key}>
          <UnstyledButton
            onClick={o.onClick}
            // A list of packs opens on its first, not on the dialog's close button; the products'
            // list is under its search field, which a dialog focuses first (earlier in the page).
            data-autofocus={i === 0 ? true : undefined}
            p="xs"
            w="100%"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {o.nombre}
                {o.detalle !== null && (
                  <Text span size="xs" c="dimmed" display="block">
                    {o.detalle}
                  </Text>
                )}
              </Text>
              <Text size="sm" c={o.color} style={{ whiteSpace: 'nowrap' }}>
                {o.importe}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
