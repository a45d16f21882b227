import { describe, expect, it } from 'vitest';
import { mensajeVolverALlamar, recordatorioConEnlaces } from '#shared/domain/whatsapp.ts';
import type { Recordatorio, VolverALlamar } from '#shared/schemas/recordatorio.ts';
import {
  confirmacionBadge,
  dayTitle,
  diaDelRecordatorio,
  diaHabitualLabel,
  haceCuanto,
  recordatorioDelDiaHref,
  sentByAndWhen,
  sentWhen,
  sinWhatsappReason,
  siguienteCliente,
  splitByWhatsapp,
  volverALlamarHref,
} from './rules.ts';

const BA = 'America/Argentina/Buenos_Aires';

const recordatorio = (over: Partial<Recordatorio> = {}): Recordatorio => ({
  id: 1,
  fecha: '2026-11-25',
  hora: '10:00',
  duracion: 60,
  idCliente: 1,
  clienteNombre: 'Ana María López',
  clientePila: 'Ana María',
  clienteTelefono: '11 2345-6789',
  servicioNombre: 'Semi',
  empleadoNombre: 'Lucía Paz',
  asistencia: 'Pendiente',
  confirmacion: 'Sin respuesta',
  enviado: false,
  enviadoAt: null,
  enviadoPor: null,
  movidoDesdeEnvio: false,
  ...over,
});

describe('the reminders page’s rules', () => {
  it('says why a client gets no WhatsApp reminder', () => {
    expect(sinWhatsappReason('')).toBe('Sin teléfono cargado');
    expect(sinWhatsappReason('   ')).toBe('Sin teléfono cargado');
    expect(sinWhatsappReason('2345-6789')).toBe('El teléfono no es un número de WhatsApp válido');
    expect(sinWhatsappReason('11 2345-6789')).toBeNull();
  });

  it('splits the day into those WhatsApp reaches and the others, with the reason', () => {
    const { conWhatsapp, sinWhatsapp, porEnviar } = splitByWhatsapp([
      recordatorio(),
      recordatorio({ id: 2, clienteTelefono: '' }),
      recordatorio({ id: 3, enviado: true }),
      recordatorio({ id: 4, clienteTelefono: '4567' }),
    ]);
    expect(conWhatsapp.map((c) => c.recordatorio.id)).toEqual([1, 3]);
    expect(sinWhatsapp.map((s) => [s.recordatorio.id, s.motivo])).toEqual([
      [2, 'Sin teléfono cargado'],
      [4, 'El teléfono no es un número de WhatsApp válido'],
    ]);
    expect(porEnviar).toBe(1);
  });

  it('names the day relative to the centre’s today when near', () => {
    expect(dayTitle('2026-11-25', '2026-11-24')).toBe('Mañana, miércoles 25 de noviembre de 2026');
    expect(dayTitle('2026-11-24', '2026-11-24')).toBe('Hoy, martes 24 de noviembre de 2026');
    expect(dayTitle('2026-11-23', '2026-11-24')).toBe('Ayer, lunes 23 de noviembre de 2026');
    expect(dayTitle('2026-12-01', '2026-11-24')).toBe('Martes 1 de diciembre de 2026');
  });

  it('tells when and by whom a reminder was sent, in the centre’s time zone', () => {
    // 21:42 UTC is 18:42 in Buenos Aires; 02:30 UTC on the 24th is still the 23rd there.
    expect(sentWhen('2026-11-24T21:42:00.000Z', '2026-11-24', BA)).toBe('hoy a las 18:42');
    expect(sentWhen('2026-11-24T02:30:00.000Z', '2026-11-24', BA)).toBe('ayer a las 23:30');
    expect(sentWhen('2026-11-08T12:05:00.000Z', '2026-11-24', BA)).toBe('el 08/11 a las 09:05');
    expect(sentByAndWhen({ enviadoAt: '2026-11-24T21:42:00.000Z', enviadoPor: 'Ana' }, '2026-11-24', BA)).toBe(
      'por Ana hoy a las 18:42',
    );
    expect(sentByAndWhen({ enviadoAt: '2026-11-24T21:42:00.000Z', enviadoPor: null }, '2026-11-24', BA)).toBe(
      'hoy a las 18:42',
    );
    expect(sentByAndWhen({ enviadoAt: null, enviadoPor: null }, '2026-11-24', BA)).toBe('');
  });
});

describe('Para volver a llamar', () => {
  const v: VolverALlamar = {
    idTurno: 7,
    idCliente: 3,
    clienteNombre: 'Ana María López',
    clientePila: 'Ana María',
    clienteTelefono: '11 2345-6789',
    idServicio: 4,
    servicioNombre: 'Semi',
    fecha: '2026-11-03',
    repetirCadaDias: 21,
    diasDesde: 24,
    reservaPath: '/reservar?servicio=4',
    reservarUrl: 'https://centro.example/reservar?servicio=4',
  };
  const texto = (href: string | null) => new URL(href ?? '').searchParams.get('text');

  it('writes to the client with the booking page of this site, the service chosen', () => {
    const href = volverALlamarHref(v, 'Centro Bella');
    expect(href?.startsWith('https://wa.me/5491123456789?text=')).toBe(true);
    expect(texto(href)).toBe(
      mensajeVolverALlamar({
        cliente: 'Ana María',
        servicio: 'Semi',
        fecha: '2026-11-03',
        centro: 'Centro Bella',
        reserva: 'https://centro.example/reservar?servicio=4',
      }),
    );
  });

  it('offers the chat alone while online booking is off, and has no link without a WhatsApp number', () => {
    expect(texto(volverALlamarHref({ ...v, reservarUrl: null }, 'Centro Bella'))).not.toContain('reservar');
    expect(volverALlamarHref({ ...v, clienteTelefono: '' }, 'Centro Bella')).toBeNull();
  });

  it('says how long ago the last visit was', () => {
    expect(haceCuanto(v)).toBe('hace 24 días (se repite cada 21 días)');
    expect(haceCuanto({ diasDesde: 1, repetirCadaDias: 1 })).toBe('hace 1 día (se repite cada 1 día)');
  });
});

describe("'Enviar siguiente'", () => {
  it('writes to the client of the first booking not sent, by the list’s order; to nobody once all are', () => {
    const lista = [
      { recordatorio: recordatorio({ id: 1, idCliente: 7, enviado: true }) },
      { recordatorio: recordatorio({ id: 2, idCliente: 8, hora: '11:00' }) },
      { recordatorio: recordatorio({ id: 3, idCliente: 9, hora: '12:00' }) },
    ];
    expect(siguienteCliente(lista)?.idCliente).toBe(8);
    expect(siguienteCliente(lista.map((c) => ({ recordatorio: { ...c.recordatorio, enviado: true } })))).toBeNull();
    expect(siguienteCliente([])).toBeNull();
  });

  it('opens her chat with her whole day and its links written, or nothing without a number', () => {
    const enlaces = [
      { servicioNombre: 'Semi', hora: '10:00', url: 'https://centro.example/turno/a' },
      { servicioNombre: 'Pedicura', hora: '11:00', url: 'https://centro.example/turno/b' },
    ];
    const href = new URL(recordatorioDelDiaHref(recordatorio(), enlaces, 'Centro') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/5491123456789');
    expect(href.searchParams.get('text')).toBe(
      recordatorioConEnlaces({
        cliente: 'Ana María',
        fecha: '2026-11-25',
        centro: 'Centro',
        turnos: [
          { servicio: 'Semi', hora: '10:00', url: 'https://centro.example/turno/a' },
          { servicio: 'Pedicura', hora: '11:00', url: 'https://centro.example/turno/b' },
        ],
      }),
    );
    expect(recordatorioDelDiaHref(recordatorio({ clienteTelefono: '4444' }), enlaces, 'Centro')).toBeNull();
  });

  it("greets and signs in the owner's words (Ajustes)", () => {
    const enlaces = [{ servicioNombre: 'Semi', hora: '10:00', url: 'https://centro.example/turno/a' }];
    const href = recordatorioDelDiaHref(recordatorio(), enlaces, 'Centro', {
      saludo: 'Buen día, {nombre}.',
      firma: 'Besos, el equipo.',
    });
    expect(new URL(href ?? '').searchParams.get('text')).toBe(
      'Buen día, Ana María. Te recordamos tu turno de Semi el miércoles 25/11 a las 10:00 h en Centro. ' +
        'Confirmalo acá: https://centro.example/turno/a Si no podés venir, avisanos. Besos, el equipo.',
    );
  });
});

describe('the day Recordatorios opens on: that of now plus the hours set in Ajustes', () => {
  it.each([
    ['2026-11-24', '18:30', 24, '2026-11-25'],
    ['2026-11-24', '00:00', 24, '2026-11-25'],
    ['2026-11-24', '23:59', 24, '2026-11-25'],
    // 18:30 + 5 h is 23:30, still today; + 6 h is 00:30, tomorrow.
    ['2026-11-24', '18:30', 5, '2026-11-24'],
    ['2026-11-24', '18:30', 6, '2026-11-25'],
    ['2026-11-24', '00:00', 1, '2026-11-24'],
    ['2026-11-24', '10:00', 48, '2026-11-26'],
    // 12:00 + 168 h is a week later, across the year.
    ['2026-12-31', '12:00', 168, '2027-01-07'],
  ])('%s %s + %i h → %s', (fecha, hora, horas, esperado) => {
    expect(diaDelRecordatorio({ fecha, hora }, horas)).toBe(esperado);
  });

  it("names the navigator's button after that day", () => {
    expect(diaHabitualLabel('2026-11-25', '2026-11-24')).toBe('Mañana');
    expect(diaHabitualLabel('2026-11-24', '2026-11-24')).toBe('Hoy');
    expect(diaHabitualLabel('2026-11-26', '2026-11-24')).toBe('Jueves 26/11');
  });
});

describe("a booking's answer by her link, on its card", () => {
  it("shows 'Confirmó' and 'Canceló', and nothing while she has not answered", () => {
    expect(confirmacionBadge('Confirmó')).toBe('Confirmó');
    expect(confirmacionBadge('Canceló')).toBe('Canceló');
    expect(confirmacionBadge('Sin respuesta')).toBeNull();
    expect(confirmacionBadge('otra cosa')).toBeNull();
  });
});
