import { describe, expect, it } from 'vitest';
import { describeChange } from './describe.ts';

describe('an audit entry in one line', () => {
  it('lists only what changed, before and after, in the screens’ words', () => {
    expect(
      describeChange(
        { id: 3, precio: 15000, duracionSugerida: 60, nombre: '' },
        { id: 3, precio: 16500, duracionSugerida: 60, nombre: 'Semi' },
      ),
    ).toBe('Precio: $ 15.000,00 → $ 16.500,00; Nombre: — → Semi');
  });

  it('shows what was created or deleted', () => {
    expect(describeChange(null, { id: 9, descripcion: 'Luz', monto: 100, fecha: '2026-11-26' })).toBe(
      'Descripción: Luz; Monto: $ 100,00; Fecha: 26/11/2026',
    );
    expect(describeChange({ id: 9, active: true }, null)).toBe('Activo: Sí');
  });

  it('says when nothing changed', () => {
    expect(describeChange({ a: 1 }, { a: 1 })).toBe('Sin cambios.');
  });

  it('reads a user account in Spanish: no username, role or active, no raw values', () => {
    const antes = { username: 'rocio', email: 'rocio@centro.com.ar', nombre: 'Rocío', role: 'staff', active: true };
    expect(describeChange(null, antes)).toBe(
      'Usuario: rocio; Correo: rocio@centro.com.ar; Nombre: Rocío; Rol: Personal; Activo: Sí',
    );
    expect(describeChange(antes, { ...antes, active: false })).toBe('Activo: Sí → No');
    expect(describeChange(antes, { ...antes, role: 'admin' })).toBe('Rol: Personal → Administrador');
    expect(describeChange(antes, { ...antes, password: 'restablecida' })).toBe('Contraseña: — → restablecida');
  });

  it('writes an appointment’s money, minutes and times as the agenda does', () => {
    expect(
      describeChange(
        { costo: 18000, estado: 'Debe', montoAbonado: null, duracion: 60, hora: '10:00' },
        { costo: 18000, estado: 'Pago parcial', montoAbonado: 5000.5, duracion: 90, hora: '10:30' },
      ),
    ).toBe(
      'Estado del pago: Debe → Pago parcial; Monto abonado: — → $ 5.000,50; Duración: 60 min → 90 min; Hora: 10:00 → 10:30',
    );
  });

  it('writes an instant at the centre’s time, and a close’s figures as money', () => {
    expect(describeChange(null, { texto: 'Alérgica al látex', fijada: true, creada: '2026-11-26T17:05:00.000Z' })).toBe(
      'Texto: Alérgica al látex; Fijada: Sí; Creada: 26/11/2026 14:05',
    );
    expect(describeChange(null, { fondoInicial: 5000, contado: 18500, esperado: 18799.5, diferencia: -299.5 })).toBe(
      'Fondo inicial: $ 5.000,00; Efectivo contado: $ 18.500,00; Efectivo esperado: $ 18.799,50; Diferencia: -$ 299,50',
    );
  });

  it('reads an employee’s hours, days off and profit share', () => {
    expect(
      describeChange(
        { porcentajeGanancia: 40, horarios: [], ausencias: [] },
        {
          porcentajeGanancia: 45.5,
          horarios: [
            { dia: 1, desde: '09:00', hasta: '13:00' },
            { dia: 6, desde: '10:00', hasta: '14:00' },
          ],
          ausencias: [{ desde: '2026-12-24', hasta: '2026-12-26', motivo: 'Fiestas' }],
        },
      ),
    ).toBe(
      'Porcentaje de ganancia: 40 % → 45,5 %; Horarios: ninguno → lunes 09:00 a 13:00, sábado 10:00 a 14:00; ' +
        'Ausencias: ninguna → 24/12/2026 al 26/12/2026 (Fiestas)',
    );
  });

  it('reads the settings and a merge without any JSON', () => {
    expect(
      describeChange(
        { personalVeCifras: true, anticipacionMinimaHoras: 2, estadoPagoTurnoNuevo: 'Pagado' },
        { personalVeCifras: false, anticipacionMinimaHoras: 4, estadoPagoTurnoNuevo: 'Debe' },
      ),
    ).toBe(
      'El personal ve las cifras del centro: Sí → No; Anticipación mínima: 2 h → 4 h; ' +
        'Estado de pago de un turno nuevo: Pagado → Debe',
    );
    const fusion = describeChange(null, {
      cliente: { id: 4, nombre: 'Pilar', apellido: 'Ramírez', telefono: '11 5555-1234', archivado: false },
      movidos: { turnos: 3, pagos: 2, notas: 0 },
    });
    expect(fusion).toBe(
      'Cliente: (Nombre Pilar, Apellido Ramírez, Teléfono 11 5555-1234); Pasados al cliente: (Turnos 3, Pagos 2, Notas 0)',
    );
    expect(fusion).not.toMatch(/[{}"]/);
  });

  it('reads an employee’s commission rules and a service’s materials without raw JSON', () => {
    const antes = { comisiones: { base: 50, sobre: 'cobrado', productos: 0, porCategoria: [], porServicio: [] } };
    const despues = {
      comisiones: {
        base: 40,
        sobre: 'pagado',
        productos: 10,
        porCategoria: [{ categoria: 'Pestañas', porcentaje: 30 }],
        porServicio: [],
      },
    };
    const texto = describeChange(antes, despues);
    expect(texto).toBe(
      'Comisiones: (base 50 %, sobre lo cobrado, productos 0 %) → (base 40 %, sobre lo pagado, productos 10 %, por categoría (Categoría Pestañas, Porcentaje 30 %))',
    );
    expect(texto).not.toMatch(/[{}"]/);
    expect(describeChange({ costoInsumos: null }, { costoInsumos: 3500 })).toBe('Costo de insumos: — → $ 3.500,00');
  });
});
