import { describe, expect, it } from 'vitest';
import { percentOfCents } from './money.ts';
import {
  abonadoResumen,
  deudaReporte,
  deudaResumen,
  esPagado,
  pagadoReporte,
  topDeConteos,
  topServicios,
  totalesReporte,
  totalesResumen,
} from './totals.ts';

const pagado = { costo: 10000, estado: 'Pagado', montoAbonado: null };
const parcial = { costo: 8000.5, estado: 'Pago parcial', montoAbonado: 3000.25 };
const debe = { costo: 4500, estado: 'Debe', montoAbonado: null };

describe('the employee weekly summary', () => {
  it('takes the whole price as paid for Pagado, the amount paid otherwise', () => {
    expect([pagado, parcial, debe].map(abonadoResumen)).toEqual([10000, 3000.25, 0]);
  });

  it('owes price minus amount paid for Pago parcial and Debe only', () => {
    expect([pagado, parcial, debe].map(deudaResumen)).toEqual([0, 5000.25, 4500]);
  });

  it('adds up to the cent, and the employee earns her share of what was paid', () => {
    // facturado 10000 + 8000,50 + 4500 = 22500,50; abonado 13000,25; deuda 9500,25;
    // ganancia 40 % of 13000,25 = 5200,10.
    expect(totalesResumen([pagado, parcial, debe], 40)).toEqual({
      turnos: 3,
      facturado: 22500.5,
      abonado: 13000.25,
      deuda: 9500.25,
      ganancia: 5200.1,
    });
  });

  it('has no floating point drift: ten times $ 0,10 is $ 1,00', () => {
    const rows = Array.from({ length: 10 }, () => ({ costo: 0.1, estado: 'Pagado', montoAbonado: null }));
    expect(totalesResumen(rows, 50)).toMatchObject({ facturado: 1, abonado: 1, ganancia: 0.5 });
  });

  it('rounds the share half up to the cent', () => {
    expect(totalesResumen([{ costo: 0.05, estado: 'Pagado', montoAbonado: null }], 50).ganancia).toBe(0.03);
    expect(totalesResumen([{ costo: 100, estado: 'Pagado', montoAbonado: null }], 33.33).ganancia).toBe(33.33);
    expect(percentOfCents(-5, 50)).toBe(-3);
  });

  it('is all zero for no appointments', () => {
    expect(totalesResumen([], 50)).toEqual({ turnos: 0, facturado: 0, abonado: 0, deuda: 0, ganancia: 0 });
  });
});

describe('the reports', () => {
  it("compares the state to 'pagado' without regard to case", () => {
    expect(['Pagado', 'PAGADO', ' pagado ', 'Pago parcial', 'Debe'].map(esPagado)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const upper = { costo: 7000, estado: 'PAGADO', montoAbonado: null };
    expect(pagadoReporte(upper)).toBe(7000);
    expect(deudaReporte(upper)).toBe(0);
  });

  it('counts a missing amount paid as 0', () => {
    expect(pagadoReporte(debe)).toBe(0);
    expect(deudaReporte(debe)).toBe(4500);
    expect(deudaReporte({ costo: 100, estado: 'Pago parcial', montoAbonado: null })).toBe(100);
  });

  it('totals billed, paid, debt, expenses and net profit', () => {
    const gastos = [{ monto: 2500.75 }, { monto: 1000 }];
    expect(totalesReporte([pagado, parcial, debe], gastos)).toEqual({
      facturado: 22500.5,
      abonado: 13000.25,
      deuda: 9500.25,
      gastos: 3500.75,
      neta: 9499.5,
    });
  });

  it('lets the net profit go negative', () => {
    expect(totalesReporte([debe], [{ monto: 1200 }]).neta).toBe(-1200);
  });
});

describe('cancelled and missed appointments (issue 18)', () => {
  // The same three appointments as above plus three that did not happen: a 'Canceló' already
  // paid in full, a 'No vino' with a deposit of 2000, a 'Canceló' that owed everything.
  const cancelado = { costo: 6000, estado: 'Pagado', montoAbonado: null, asistencia: 'Canceló' };
  const noVino = { costo: 5000, estado: 'Pago parcial', montoAbonado: 2000, asistencia: 'No vino' };
  const canceladoDebe = { costo: 3000, estado: 'Debe', montoAbonado: null, asistencia: 'Canceló' };
  const asistieron = [
    { ...pagado, asistencia: 'Asistió' },
    { ...parcial, asistencia: 'Pendiente' },
    debe, // no attendance recorded: counts as 'Pendiente'
  ];
  const todos = [...asistieron, cancelado, noVino, canceladoDebe];

  it('bill nothing and owe nothing; what was paid on them counts as paid', () => {
    expect([cancelado, noVino, canceladoDebe].map(abonadoResumen)).toEqual([6000, 2000, 0]);
    expect([cancelado, noVino, canceladoDebe].map(deudaResumen)).toEqual([0, 0, 0]);
    expect([cancelado, noVino, canceladoDebe].map(pagadoReporte)).toEqual([6000, 2000, 0]);
    expect([cancelado, noVino, canceladoDebe].map(deudaReporte)).toEqual([0, 0, 0]);
  });

  it('in the summary: billed 22500,50, paid 13000,25 + 8000 = 21000,25, debt 9500,25, share 40 % = 8400,10', () => {
    expect(totalesResumen(todos, 40)).toEqual({
      turnos: 6,
      facturado: 22500.5,
      abonado: 21000.25,
      deuda: 9500.25,
      ganancia: 8400.1,
    });
  });

  it('in the reports: the same, net profit 21000,25 − 3500,75 = 17499,50', () => {
    expect(totalesReporte(todos, [{ monto: 2500.75 }, { monto: 1000 }])).toEqual({
      facturado: 22500.5,
      abonado: 21000.25,
      deuda: 9500.25,
      gastos: 3500.75,
      neta: 17499.5,
    });
  });

  it('leave the other appointments exactly as the spec computes them', () => {
    expect(totalesResumen(asistieron, 40)).toEqual(totalesResumen([pagado, parcial, debe], 40));
  });
});

describe('the five most performed services', () => {
  const named = (...names: (string | null)[]) => names.map((servicioNombre) => ({ servicioNombre }));

  it('lists at most five, by count descending', () => {
    const turnos = named('A', 'B', 'B', 'C', 'C', 'C', 'D', 'E', 'F', 'F', 'F', 'F');
    expect(topServicios(turnos)).toEqual([
      { nombre: 'F', veces: 4 },
      { nombre: 'C', veces: 3 },
      { nombre: 'B', veces: 2 },
      { nombre: 'A', veces: 1 },
      { nombre: 'D', veces: 1 },
    ]);
  });

  it('breaks ties alphabetically, accents aside', () => {
    expect(
      topServicios(named('Uñas', 'Depilación', 'Ácido', 'Uñas', 'Depilación', 'Ácido')).map((s) => s.nombre),
    ).toEqual(['Ácido', 'Depilación', 'Uñas']);
  });

  it("counts a missing name as 'Desconocido'", () => {
    expect(topServicios([...named(null, ''), {}])).toEqual([{ nombre: 'Desconocido', veces: 3 }]);
  });
});

describe('the top five from counts the database made', () => {
  it('merges names that read the same, then orders as topServicios does', () => {
    // Two services labelled 'Semi' (one by short name, one by description) are one line.
    expect(
      topDeConteos([
        { nombre: 'Semi', veces: 2 },
        { nombre: 'Facial', veces: 3 },
        { nombre: ' Semi ', veces: 2 },
        { nombre: '', veces: 1 },
        { nombre: 'Ácido', veces: 3 },
        { nombre: 'Masaje', veces: 1 },
        { nombre: 'Uñas', veces: 1 },
      ]),
    ).toEqual([
      { nombre: 'Semi', veces: 4 },
      { nombre: 'Ácido', veces: 3 },
      { nombre: 'Facial', veces: 3 },
      { nombre: 'Desconocido', veces: 1 },
      { nombre: 'Masaje', veces: 1 },
    ]);
  });

  it('gives what topServicios gives over the same appointments', () => {
    const turnos = ['B', 'a', 'B', ' a', 'c', '', 'd', 'e', 'f', 'c'].map((servicioNombre) => ({ servicioNombre }));
    const counts = new Map<string, number>();
    for (const t of turnos) counts.set(t.servicioNombre, (counts.get(t.servicioNombre) ?? 0) + 1);
    expect(topDeConteos([...counts].map(([nombre, veces]) => ({ nombre, veces })))).toEqual(topServicios(turnos));
  });
});
