import type { Workbook } from 'exceljs';
import { CLIENTES_CSV_COLUMNS, SERVICIOS_CSV_COLUMNS } from '#shared/domain/catalogue-csv.ts';
import { nombreCompleto } from '#shared/domain/names.ts';
import type { Rango } from '#shared/domain/ranges.ts';
import { liberaHorario } from '#shared/domain/asistencia.ts';
import { deudaReporte, pagadoReporte, totalesReporte } from '#shared/domain/totals.ts';
import type { Cliente } from '#shared/schemas/cliente.ts';
import type { Gasto } from '#shared/schemas/gasto.ts';
import type { Servicio } from '#shared/schemas/servicio.ts';
import type { Turno } from '#shared/schemas/turno.ts';
import { addSheet, newWorkbook, type Column, type ColumnKind } from './sheet.ts';
import { agregarTickets, totalesDeTickets, type TicketsDelRango } from './tickets-book.ts';

/** The three Excel files of the panel: the history of a range, the clients, the services. */

export const historialExcelFile = ({ desde, hasta }: Rango) => `historial_${desde}_a_${hasta}.xlsx`;
export const clientesExcelFile = (fecha: string) => `clientes_${fecha}.xlsx`;
export const SERVICIOS_EXCEL_FILE = 'servicios.xlsx';

/** The spec's 'Turnos' table, plus the attendance and the method of the last payment (issue 19). */
const TURNOS_COLUMNS = [
  { header: 'Fecha', kind: 'fecha' },
  { header: 'Hora', kind: 'hora' },
  { header: 'Cliente', kind: 'texto' },
  { header: 'Empleado', kind: 'texto' },
  { header: 'Servicio', kind: 'texto' },
  { header: 'Duración', kind: 'minutos' },
  { header: 'Costo', kind: 'dinero' },
  { header: 'Pagado', kind: 'dinero' },
  { header: 'Deuda', kind: 'dinero' },
  { header: 'Asistencia', kind: 'texto' },
  { header: 'Medio de pago', kind: 'texto' },
] as const satisfies readonly Column[];
/** Column numbers as exceljs counts them, from 1. */
const COSTO = TURNOS_COLUMNS.findIndex((c) => c.header === 'Costo') + 1;
const ASISTENCIA = TURNOS_COLUMNS.findIndex((c) => c.header === 'Asistencia') + 1;

const GASTOS_COLUMNS: Column[] = [
  { header: 'Fecha', kind: 'fecha' },
  { header: 'Descripción', kind: 'texto' },
  { header: 'Monto', kind: 'dinero' },
  { header: 'Medio de pago', kind: 'texto' },
];

const TOTALES_COLUMNS: Column[] = [
  { header: 'Total', kind: 'texto' },
  { header: 'Monto', kind: 'dinero' },
];

/**
 * The history of a range: its appointments, its expenses and the spec's five totals, computed
 * with the same formulas as the page (totalesReporte) over the same rows; below them the ticket
 * figures with their own names, and the range's tickets and products sold on sheets of their own. A cancelled or missed
 * appointment's price is struck through, as on the page, and its attendance is bold: it is not in
 * 'Total facturado', so the Costo column adds up to more than that total.
 */
export function historialWorkbook(
  turnos: readonly Turno[],
  gastos: readonly Gasto[],
  tickets: TicketsDelRango,
): Workbook {
  const workbook = newWorkbook();
  const hoja = addSheet(
    workbook,
    'Turnos',
    TURNOS_COLUMNS,
    turnos.map((t) => [
      t.fecha,
      t.hora,
      t.clienteNombre,
      t.empleadoNombre,
      t.servicioNombre,
      t.duracion,
      t.costo,
      pagadoReporte(t),
      deudaReporte(t),
      t.asistencia,
      t.medioPago,
    ]),
  );
  turnos.forEach((t, i) => {
    if (!liberaHorario(t.asistencia)) return;
    const row = hoja.getRow(i + 2);
    row.getCell(COSTO).font = { strike: true };
    row.getCell(ASISTENCIA).font = { bold: true };
  });
  addSheet(
    workbook,
    'Gastos',
    GASTOS_COLUMNS,
    gastos.map((g) => [g.fecha, g.descripcion, g.monto, g.medioPago]),
  );
  const totales = totalesReporte(turnos, gastos);
  addSheet(workbook, 'Totales', TOTALES_COLUMNS, [
    ['Total facturado', totales.facturado],
    ['Total abonado', totales.abonado],
    ['Total deuda', totales.deuda],
    ['Total gastos', totales.gastos],
    ['Ganancia neta', totales.neta],
    ...totalesDeTickets(tickets),
  ]);
  agregarTickets(workbook, tickets);
  return workbook;
}

/**
 * The clients, with the CSV export's columns and headers (catalogue-csv.ts): saved as CSV from
 * a spreadsheet, the file imports back. The phone stays text, its zeros and spaces kept.
 */
export function clientesWorkbook(
  clientes: readonly Cliente[],
  /** The staff's notes by client, only when asked for (issue 20): a last column 'notas'. */
  notas?: ReadonlyMap<number, string>,
): Workbook {
  const workbook = newWorkbook();
  addSheet(
    workbook,
    'Clientes',
    [...CLIENTES_CSV_COLUMNS, ...(notas === undefined ? [] : ['notas'])].map((header) => ({
      header,
      kind: 'texto' as const,
    })),
    clientes.map((c) => [
      nombreCompleto(c),
      c.telefono,
      c.email,
      ...(notas === undefined ? [] : [notas.get(c.id) ?? '']),
    ]),
  );
  return workbook;
}

const SERVICIOS_KINDS: Record<(typeof SERVICIOS_CSV_COLUMNS)[number], ColumnKind> = {
  descripcion: 'texto',
  categoria: 'texto',
  precio: 'dinero',
  duracion_sugerida: 'minutos',
  nombre: 'texto',
};

/** The services, with the CSV export's columns and headers: the price money, the minutes a number. */
export function serviciosWorkbook(servicios: readonly Servicio[]): Workbook {
  const workbook = newWorkbook();
  addSheet(
    workbook,
    'Servicios',
    SERVICIOS_CSV_COLUMNS.map((header) => ({ header, kind: SERVICIOS_KINDS[header] })),
    servicios.map((s) => [s.descripcion, s.categoria, s.precio, s.duracionSugerida, s.nombre]),
  );
  return workbook;
}
