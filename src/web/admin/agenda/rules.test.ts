import { describe, expect, it } from 'vitest';
import { turnoInputSchema, turnoMessages } from '#shared/schemas/turno.ts';
import {
  cambioAlServicio,
  cobroDelForm,
  esFuturo,
  estadoConocido,
  quickServicioProblem,
  restaPagar,
  turnoCambiado,
  turnoFormValues,
  turnoInputFrom,
  type TurnoFormValues,
} from './rules.ts';
import type { Turno } from '#shared/schemas/turno.ts';

describe('quick service creation in the agenda', () => {
  const ok = { categoria: 'Manos', descripcion: 'Esmaltado', precio: 8000, duracionSugerida: 45 };

  it('accepts a complete service', () => expect(quickServicioProblem(ok)).toBeNull());

  it.each([{ categoria: '' }, { categoria: '   ' }, { descripcion: '' }, { precio: '' }, { duracionSugerida: '' }])(
    'asks for every field (%o)',
    (change) => expect(quickServicioProblem({ ...ok, ...change })).toBe('Todos los campos son obligatorios'),
  );

  it.each([{ precio: 0 }, { duracionSugerida: 0 }])('wants price and duration above 0 (%o)', (change) =>
    expect(quickServicioProblem({ ...ok, ...change })).toBe('Precio y duración deben ser mayores a 0'),
  );

  it('applies the service rules beyond that', () => {
    expect(quickServicioProblem({ ...ok, duracionSugerida: 721 })).toBe('La duración no puede superar 720 minutos.');
  });
});

describe("'Resta pagar'", () => {
  it('is the price minus the amount paid, to the cent', () => {
    expect(restaPagar(10000, 2500.5)).toBe(7499.5);
    expect(restaPagar(0.3, 0.1)).toBe(0.2);
    expect(restaPagar(1500, 1500)).toBe(0);
  });

  it('waits for both numbers', () => {
    expect(restaPagar('', 100)).toBeNull();
    expect(restaPagar(100, '')).toBeNull();
  });
});

describe('the modal fields as the API takes them', () => {
  const values: TurnoFormValues = {
    fecha: '2026-11-23',
    idCliente: '3',
    idServicio: '5',
    idEmpleado: '2',
    hora: '10:30',
    duracion: 45,
    costo: 8000,
    estado: 'Pago parcial',
    montoAbonado: 3000,
    asistencia: 'Asistió',
    medioPago: 'Transferencia',
  };

  it('gives a valid appointment', () => {
    expect(turnoInputSchema.parse(turnoInputFrom(values))).toEqual({
      idCliente: 3,
      idServicio: 5,
      idEmpleado: 2,
      fecha: '2026-11-23',
      hora: '10:30',
      duracion: 45,
      costo: 8000,
      estado: 'Pago parcial',
      montoAbonado: 3000,
      asistencia: 'Asistió',
      medioPago: 'Transferencia',
      // The panel is stopped at any warning first ('Guardar igual' sends true).
      confirmarAvisos: false,
    });
  });

  it('moves a booking to the day chosen in its Fecha field', () => {
    expect(turnoInputSchema.parse(turnoInputFrom({ ...values, fecha: '2026-12-02' })).fecha).toBe('2026-12-02');
  });

  it('sends no amount paid unless the payment is partial', () => {
    expect(turnoInputFrom({ ...values, estado: 'Debe' }).montoAbonado).toBeNull();
  });

  it("says 'Empleado no seleccionado' without an employee", () => {
    const result = turnoInputSchema.safeParse(turnoInputFrom({ ...values, idEmpleado: null }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['idEmpleado', turnoMessages.noEmpleado]]);
  });

  it('asks for the amount paid of a partial payment', () => {
    const result = turnoInputSchema.safeParse(turnoInputFrom({ ...values, montoAbonado: '' }));
    expect(result.error?.issues.map((i) => i.message)).toEqual([turnoMessages.montoRequerido]);
  });
});

describe("a new booking's payment state", () => {
  const celda = { mode: 'new', fecha: '2026-11-24', idEmpleado: 1, hora: '10:00' } as const;

  it("starts as the spec's 'Pagado' in cash, unless Ajustes says 'Debe'", () => {
    expect(turnoFormValues(celda)).toMatchObject({ estado: 'Pagado', medioPago: 'Efectivo' });
    expect(turnoFormValues(celda, 'Pagado')).toMatchObject({ estado: 'Pagado' });
    const debe = turnoFormValues(celda, 'Debe');
    expect(debe).toMatchObject({ estado: 'Debe', montoAbonado: '' });
    // Owing, nothing is paid now: no method is asked and nothing reaches today's cash.
    expect(cobroDelForm({ ...debe, costo: 9500 }, null)).toEqual({ pagaAlgo: false, cobraAhora: false });
  });

  it("never changes an existing booking's state", () => {
    const turno = { estado: 'Pagado', medioPago: 'Transferencia' } as unknown as Turno;
    expect(turnoFormValues({ mode: 'edit', turno }, 'Debe')).toMatchObject({ estado: 'Pagado' });
  });
});

describe('a stored payment state in the modal', () => {
  it('is recognised without regard to case', () => {
    expect(['Pagado', 'pago parcial', ' DEBE '].map(estadoConocido)).toEqual(['Pagado', 'Pago parcial', 'Debe']);
  });

  it('is left for staff to choose when unknown, never turned into Pagado', () => {
    expect(estadoConocido('Seña')).toBeNull();
    const values: TurnoFormValues = {
      fecha: '2026-11-23',
      idCliente: '1',
      idServicio: '1',
      idEmpleado: '1',
      hora: '10:00',
      duracion: 30,
      costo: 100,
      estado: null,
      montoAbonado: '',
      asistencia: 'Pendiente',
      medioPago: 'Efectivo',
    };
    const result = turnoInputSchema.safeParse(turnoInputFrom(values));
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['estado', turnoMessages.estado]]);
  });
});

describe('a booking changed from the grid', () => {
  const turno: Turno = {
    id: 7,
    idCliente: 3,
    idEmpleado: 2,
    idServicio: 5,
    fecha: '2026-11-23',
    hora: '10:00',
    duracion: 60,
    costo: 15000,
    estado: 'Pago parcial',
    montoAbonado: 5000,
    asistencia: 'Pendiente',
    confirmacion: 'Sin respuesta',
    medioPago: 'Transferencia',
    origen: null,
    idVisita: 1,
    clienteNombre: 'Ana López',
    clienteTelefono: '',
    servicioNombre: 'Kapping',
    empleadoNombre: 'Bea Gómez',
  };

  it('keeps the client, service, price and payment when moved', () => {
    expect(turnoCambiado(turno, { fecha: '2026-11-25', hora: '15:30', idEmpleado: 4 })).toEqual({
      values: {
        idCliente: 3,
        idServicio: 5,
        idEmpleado: 4,
        fecha: '2026-11-25',
        hora: '15:30',
        duracion: 60,
        costo: 15000,
        estado: 'Pago parcial',
        montoAbonado: 5000,
        asistencia: 'Pendiente',
        medioPago: 'Transferencia',
        confirmarAvisos: false,
      },
    });
  });

  it('changes only the attendance', () => {
    const result = turnoCambiado(turno, { asistencia: 'No vino' });
    expect('values' in result && result.values).toMatchObject({
      asistencia: 'No vino',
      medioPago: 'Transferencia',
      hora: '10:00',
      estado: 'Pago parcial',
    });
  });

  it('sends nothing for a payment state the rules do not know, and says why', () => {
    expect(turnoCambiado({ ...turno, estado: 'Seña' }, { asistencia: 'Asistió' })).toEqual({
      problem: turnoMessages.estado,
    });
  });

  it('takes a stored state written in another case', () => {
    const result = turnoCambiado({ ...turno, estado: 'pagado', montoAbonado: null }, { asistencia: 'Asistió' });
    expect('values' in result && result.values.estado).toBe('Pagado');
  });
});

describe('the payment side of the modal (issue 19)', () => {
  const pagado: Turno = {
    id: 9,
    idCliente: 3,
    idEmpleado: 2,
    idServicio: 5,
    fecha: '2026-11-30',
    hora: '10:00',
    duracion: 60,
    costo: 15000,
    estado: 'Pagado',
    montoAbonado: null,
    asistencia: 'Pendiente',
    confirmacion: 'Sin respuesta',
    medioPago: 'Efectivo',
    origen: null,
    idVisita: 1,
    clienteNombre: 'Ana López',
    clienteTelefono: '',
    servicioNombre: 'Kapping',
    empleadoNombre: 'Bea Gómez',
  };

  it('asks the method when something is paid, and knows when saving takes money in', () => {
    expect(cobroDelForm({ costo: 15000, estado: 'Pagado', montoAbonado: '' }, null)).toEqual({
      pagaAlgo: true,
      cobraAhora: true,
    });
    expect(cobroDelForm({ costo: '', estado: 'Pagado', montoAbonado: '' }, null)).toEqual({
      pagaAlgo: false,
      cobraAhora: false,
    });
    expect(cobroDelForm({ costo: 15000, estado: 'Pago parcial', montoAbonado: 0 }, null).pagaAlgo).toBe(false);
    expect(cobroDelForm({ costo: 15000, estado: 'Pago parcial', montoAbonado: 2000 }, null).pagaAlgo).toBe(true);
    expect(cobroDelForm({ costo: 15000, estado: 'Debe', montoAbonado: '' }, null).pagaAlgo).toBe(false);
    // A booking already paid, saved again as it is (moved, say): nothing comes in.
    expect(cobroDelForm({ costo: 15000, estado: 'Pagado', montoAbonado: '' }, pagado)).toEqual({
      pagaAlgo: true,
      cobraAhora: false,
    });
    const parcial = { ...pagado, estado: 'Pago parcial', montoAbonado: 5000 };
    expect(cobroDelForm({ costo: 15000, estado: 'Pagado', montoAbonado: '' }, parcial).cobraAhora).toBe(true);
  });

  it('tells an appointment still to come at the centre’s time', () => {
    const now = { fecha: '2026-11-23', hora: '10:00' };
    expect(esFuturo({ fecha: '2026-11-23', hora: '10:30' }, now)).toBe(true);
    expect(esFuturo({ fecha: '2026-11-24', hora: '08:00' }, now)).toBe(true);
    expect(esFuturo({ fecha: '2026-11-23', hora: '10:00' }, now)).toBe(false);
    expect(esFuturo({ fecha: '2026-11-22', hora: '19:00' }, now)).toBe(false);
    expect(esFuturo({ fecha: '2026-11-24', hora: '08:00' }, null)).toBe(false);
  });
});

describe("what saving a booking writes to its service (spec section 4's rule, as the server's)", () => {
  const cejas = { id: 7, precio: 10000, duracionSugerida: 30 };
  const valores = (costo: number | string, duracion: number | string, idServicio = '7') => ({
    idServicio,
    costo,
    duracion,
  });

  it("a new booking at another price or duration teaches the service: $ 10 makes 'Diseño de cejas' cost $ 10", () => {
    expect(cambioAlServicio(valores(10, 30), null, cejas)).toEqual({ precio: 10, duracion: 30 });
    expect(cambioAlServicio(valores(10000, 45), null, cejas)).toEqual({ precio: 10000, duracion: 45 });
    expect(cambioAlServicio(valores(10000, 30), null, cejas)).toBeNull();
  });

  it('an old booking moved or marked paid does not bring back its old price; one whose price was changed does', () => {
    const antes = { idServicio: 7, costo: 8000, duracion: 30 };
    expect(cambioAlServicio(valores(8000, 30), antes, cejas)).toBeNull();
    expect(cambioAlServicio(valores(9000, 30), antes, cejas)).toEqual({ precio: 9000, duracion: 30 });
    expect(cambioAlServicio(valores(8000, 30, '8'), antes, { ...cejas, id: 8 })).toEqual({
      precio: 8000,
      duracion: 30,
    });
  });

  it('says nothing while a field is blank or without a service', () => {
    expect(cambioAlServicio(valores('', 30), null, cejas)).toBeNull();
    expect(cambioAlServicio(valores(10, ''), null, cejas)).toBeNull();
    expect(cambioAlServicio(valores(10, 30), null, undefined)).toBeNull();
  });
});
