import type { Workbook } from 'exceljs';
import { conceptoDeLinea, textoPorcentaje } from '#shared/domain/liquidacion.ts';
import type { LiquidacionDetalle } from '#shared/schemas/liquidacion.ts';
import { addSheet, newWorkbook, type Column } from './sheet.ts';

export const liquidacionExcelFile = (l: Pick<LiquidacionDetalle, 'id' | 'desde' | 'hasta'>) =>
  `liquidacion_${l.id}_${l.desde}_a_${l.hasta}.xlsx`;

const LINEAS: Column[] = [
  { header: 'Fecha', kind: 'fecha' },
  { header: 'Cliente', kind: 'texto' },
  { header: 'Concepto', kind: 'texto' },
  { header: 'Cobrado', kind: 'dinero' },
  { header: '%', kind: 'texto' },
  { header: 'Pagado', kind: 'dinero' },
];

const RESUMEN: Column[] = [
  { header: 'Concepto', kind: 'texto' },
  { header: 'Importe', kind: 'dinero' },
];

/** A settlement as a workbook: every line it paid, and its figures (advances as a negative amount). */
export function liquidacionWorkbook(l: LiquidacionDetalle): Workbook {
  const workbook = newWorkbook();
  addSheet(
    workbook,
    'Líneas',
    LINEAS,
    l.lineas.map((x) => [x.fecha, x.cliente, conceptoDeLinea(x), x.cobrado, textoPorcentaje(x.porcentaje), x.pagado]),
  );
  addSheet(workbook, 'Resumen', RESUMEN, [
    [`Liquidación de ${l.empleado}`, null],
    ['Comisión', l.comision],
    ['Propinas', l.propinas],
    ['Adelantos descontados', -l.adelantos],
    [`Total pagado (${l.medioPago})`, l.monto],
  ]);
  return workbook;
}
