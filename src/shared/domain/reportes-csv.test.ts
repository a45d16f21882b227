import { describe, expect, it } from 'vitest';
import type { Turno } from '#shared/schemas/turno.ts';
import { readCsv } from './csv.ts';
import { reporteCsvFile, reporteToCsv } from './reportes-csv.ts';
import { totalesReporte } from './totals.ts';

const turno: Turno = {
  id: 1,
  idCliente: 1,
  idEmpleado: 1,
  idServicio: 1,
  fecha: '2026-11-17',
  hora: '10:00',
  duracion: 60,
  costo: 8000.5,
  estado: 'Pago parcial',
  montoAbonado: 3000,
  asistencia: 'Pendiente',
  confirmacion: 'Sin respuesta',
  medioPago: null,
  origen: null,
  idVisita: 1,
  clienteNombre: 'Ana López',
  clienteTelefono: '',
  servicioNombre: 'Semi; manos',
  empleadoNombre: 'Lucía Paz',
};

describe('the history file for the accountant', () => {
  it('has appointments, expenses and totals, one per row', () => {
    const gastos = [{ id: 1, descripcion: '=Luz', monto: 1000, fecha: '2026-11-18', medioPago: 'Efectivo' }];
    const csv = reporteToCsv([turno], gastos, totalesReporte([turno], gastos));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('seccion,fecha,hora,cliente,empleado,servicio,duracion,costo,pagado,deuda,descripcion,monto');
    expect(lines[1]).toBe('Turno,2026-11-17,10:00,Ana López,Lucía Paz,"Semi; manos",60,8000.5,3000,5000.5,,');
    // A cell that a spreadsheet would run as a formula is defused.
    expect(lines[2]).toBe("Gasto,2026-11-18,,,,,,,,,'=Luz,1000");
    expect(lines.slice(3)).toEqual([
      'Total,,,,,,,,,,Total facturado,8000.5',
      'Total,,,,,,,,,,Total abonado,3000',
      'Total,,,,,,,,,,Total deuda,5000.5',
      'Total,,,,,,,,,,Total gastos,1000',
      'Total,,,,,,,,,,Ganancia neta,2000',
    ]);
    // It reads back whole: 12 cells on every line, no quote problems.
    const back = readCsv(csv);
    expect(back).toHaveLength(8);
    expect(back.every((l) => l.cells.length === 12 && l.problem === undefined)).toBe(true);
    expect(back[1]?.cells[5]).toBe('Semi; manos');
  });

  it('writes a negative net profit as a number, not as defused text', () => {
    const csv = reporteToCsv(
      [],
      [{ id: 1, descripcion: 'Luz', monto: 500, fecha: '2026-11-18', medioPago: 'Efectivo' }],
      totalesReporte([], [{ monto: 500 }]),
    );
    expect(csv).toContain('\r\nTotal,,,,,,,,,,Ganancia neta,-500\r\n');
  });

  it('is named after its range', () => {
    expect(reporteCsvFile({ desde: '2026-11-01', hasta: '2026-11-30' })).toBe('historial_2026-11-01_a_2026-11-30.csv');
  });
});
