import { formatFecha } from '#shared/domain/dates.ts';
import { formatMoney } from '#shared/domain/money.ts';
import type { LineaComision } from '#shared/schemas/liquidacion.ts';
import { DataTable, type Column } from './data-table.tsx';

const TIPO: Record<LineaComision['tipo'], string> = { servicio: '', producto: 'Producto: ', propina: 'Propina' };

function concepto(l: LineaComision): string {
  if (l.tipo === 'propina') return TIPO.propina;
  const cantidad = l.cantidad > 1 ? ` × ${l.cantidad}` : '';
  return `${TIPO[l.tipo]}${l.descripcion}${cantidad}`;
}

const COLUMNAS: Column<LineaComision>[] = [
  { header: 'Fecha', cell: (l) => formatFecha(l.fecha), nowrap: true },
  { header: 'Cliente', cell: (l) => l.cliente || '—' },
  { header: 'Concepto', cell: concepto },
  { header: 'Cobrado', cell: (l) => formatMoney(l.cobrado), align: 'right', nowrap: true },
  {
    header: '%',
    cell: (l) => (l.porcentaje === null ? '—' : `${String(l.porcentaje).replace('.', ',')} %`),
    align: 'right',
    nowrap: true,
  },
  { header: 'Comisión', cell: (l) => (l.anulada ? 'Anulado' : formatMoney(l.comision)), align: 'right', nowrap: true },
];

const PENDIENTE: Column<LineaComision> = {
  header: 'Pendiente',
  cell: (l) => formatMoney(l.pendiente),
  align: 'right',
  nowrap: true,
};

/**
 * A professional's lines, one per service, product or tip of her tickets: the day, the client's
 * first name, what it was, what was charged, her % and her share; with what is still owed of
 * each when the settlement asks.
 */
export function LineasComision({
  lineas,
  pendiente = false,
}: {
  lineas: readonly LineaComision[];
  pendiente?: boolean;
}) {
  return (
    <DataTable
      label="Líneas"
      rows={lineas}
      rowKey={(l) => l.idLinea}
      columns={pendiente ? [...COLUMNAS, PENDIENTE] : COLUMNAS}
      cardTitle={2}
      minWidth={pendiente ? 760 : 640}
    />
  );
}
