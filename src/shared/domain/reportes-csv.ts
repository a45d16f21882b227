import type { Gasto } from '#shared/schemas/gasto.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { writeCsv } from './csv.ts';
import type { Rango } from './ranges.ts';
import { deudaReporte, pagadoReporte, type TotalesReporte } from './totals.ts';

/**
 * The history of a range for the accountant: one table, one row per appointment, expense and
 * total, told apart by the first column (so a spreadsheet filter separates them). Amounts are
 * written as numbers (`1234.5`, `-500`), so the sheet can add them up, negative ones included.
 */
export const REPORTE_CSV_COLUMNS = [
  'seccion',
  'fecha',
  'hora',
  'cliente',
  'empleado',
  'servicio',
  'duracion',
  'costo',
  'pagado',
  'deuda',
  'descripcion',
  'monto',
] as const;

export const reporteCsvFile = ({ desde, hasta }: Rango) => `historial_${desde}_a_${hasta}.csv`;

const amount = (n: number) => n;

export function reporteToCsv(turnos: readonly Turno[], gastos: readonly Gasto[], totales: TotalesReporte): string {
  const rows: (string | number)[][] = [
    ...turnos.map((t) => [
      'Turno',
      t.fecha,
      t.hora,
      t.clienteNombre,
      t.empleadoNombre,
      t.servicioNombre,
      t.duracion,
      amount(t.costo),
      amount(pagadoReporte(t)),
      amount(deudaReporte(t)),
      '',
      '',
    ]),
    ...gastos.map((g) => ['Gasto', g.fecha, '', '', '', '', '', '', '', '', g.descripcion, amount(g.monto)]),
    ...(
      [
        ['Total facturado', totales.facturado],
        ['Total abonado', totales.abonado],
        ['Total deuda', totales.deuda],
        ['Total gastos', totales.gastos],
        ['Ganancia neta', totales.neta],
      ] as const
    ).map(([label, value]) => ['Total', '', '', '', '', '', '', '', '', '', label, amount(value)]),
  ];
  return writeCsv(REPORTE_CSV_COLUMNS, rows);
}
