import { describe, expect, it } from 'vitest';
import type { Reserva } from '#shared/schemas/reserva.ts';
import { googleCalendarLink, icsDeReserva } from './reservas.ts';

describe("the booking's calendar file", () => {
  it('is one event at the instant in UTC, with its texts escaped', () => {
    const reserva: Reserva = {
      fecha: '2026-11-24',
      hora: '14:00',
      duracion: 90,
      servicio: 'Masaje; piedras, calientes',
      precio: 18000,
      profesional: 'Lucía',
      cancelado: false,
      cancelableHasta: '2026-11-23 14:00',
      cancelable: true,
      inicio: '2026-11-24T17:00:00.000Z',
    };
    const ics = icsDeReserva(reserva, {
      centro: 'Centro',
      direccion: 'Av. Corrientes 1234, CABA',
      enlace: 'https://centro.example/turno/abc',
      uid: 'abc@centro.example',
      now: new Date('2026-11-23T13:00:00Z'),
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Centro de belleza//Reservas online//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:abc@centro.example',
      'DTSTAMP:20261123T130000Z',
      'DTSTART:20261124T170000Z',
      'DTEND:20261124T183000Z',
      'SUMMARY:Masaje\\; piedras\\, calientes en Centro',
      'LOCATION:Av. Corrientes 1234\\, CABA',
      // Folded at 75 octets (the 'í' is two).
      'DESCRIPTION:Con Lucía. Para confirmar o cancelar: https://centro.example/t',
      ' urno/abc',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes every line break form, backslash, semicolon and comma, and folds what grows past 75 octets', () => {
    const reserva = {
      fecha: '2026-11-24',
      hora: '14:00',
      duracion: 30,
      servicio: 'A\rB\nC\r\nD;E,F\\G',
      precio: 0,
      profesional: 'Ana',
      cancelado: false,
      cancelableHasta: '2026-11-23 14:00',
      cancelable: true,
      inicio: '2026-11-24T17:00:00.000Z',
    };
    const opts = { centro: 'C', direccion: 'D', enlace: 'u', uid: 'x@y', now: new Date('2026-11-23T13:00:00Z') };
    const lines = icsDeReserva(reserva, opts).split('\r\n');
    // A lone CR would end the content line in a calendar reading CR as a line break.
    expect(icsDeReserva(reserva, opts).replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines).toContain('SUMMARY:A\\nB\\nC\\nD\\;E\\,F\\\\G en C');
    const long = icsDeReserva({ ...reserva, servicio: 'ñ;'.repeat(40) }, opts).split('\r\n');
    for (const line of long) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const summary = long.slice(long.findIndex((l) => l.startsWith('SUMMARY:')));
    const unfolded = [
      summary[0],
      ...summary
        .slice(1)
        .filter((l) => l.startsWith(' '))
        .map((l) => l.slice(1)),
    ].join('');
    // Unfolded (RFC 5545 3.1), it is the whole escaped text again.
    expect(unfolded.startsWith(`SUMMARY:${'ñ\\;'.repeat(40)} en C`)).toBe(true);
  });

  it('gives the same booking as a Google Calendar link, at the instant in UTC', () => {
    const link = new URL(
      googleCalendarLink(
        { inicio: '2026-11-24T17:00:00.000Z', duracion: 90, servicio: 'Masaje', profesional: 'Lucía' },
        { centro: 'Centro', direccion: 'Av. Corrientes 1234, CABA', enlace: 'https://centro.example/turno/abc' },
      ),
    );
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Masaje en Centro',
      dates: '20261124T170000Z/20261124T183000Z',
      details: 'Con Lucía. Para confirmar o cancelar: https://centro.example/turno/abc',
      location: 'Av. Corrientes 1234, CABA',
    });
  });
});
