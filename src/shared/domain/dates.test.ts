import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  formatFecha,
  formatFechaConAnio,
  formatFechaCorta,
  formatFechaLarga,
  isIsoDate,
  nowIn,
  parseFecha,
  startOfDayIn,
  todayIn,
} from './dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('the centre\'s "today"', () => {
  it('is the date in Buenos Aires, not in UTC', () => {
    // 01:30 UTC on 23 November is still 22 November, 22:30, in Buenos Aires (UTC-3).
    const instant = new Date('2026-11-23T01:30:00Z');
    expect(todayIn('America/Argentina/Buenos_Aires', instant)).toBe('2026-11-22');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
  });

  it('crosses the year at local midnight', () => {
    expect(todayIn('America/Argentina/Buenos_Aires', new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
    expect(todayIn('America/Argentina/Buenos_Aires', new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });
});

describe('ISO dates', () => {
  it.each(['2026-11-22', '2028-02-29', '2026-12-31'])('accepts %s', (d) => expect(isIsoDate(d)).toBe(true));
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-5', '22/11/2026', '', '2026-11-22T00:00'])(
    'refuses %s',
    (d) => expect(isIsoDate(d)).toBe(false),
  );
});

describe('moving between days', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s %+d day(s) is %s', (fecha, days, expected) => expect(addDays(fecha, days)).toBe(expected));
});

describe('dates as people read them', () => {
  it('writes the weekday, day, month and year in Spanish', () => {
    expect(formatFechaLarga('2026-11-23')).toBe('lunes, 23 de noviembre de 2026');
    expect(formatFechaLarga('2027-01-01')).toBe('viernes, 1 de enero de 2027');
  });

  it('has a short form for messages', () => {
    expect(formatFechaCorta('2026-11-23')).toBe('lunes 23/11');
  });

  it('has a short form with the year, for lists that span years', () => {
    expect(formatFechaConAnio('2026-11-23')).toBe('lunes 23/11/2026');
    expect(formatFechaConAnio('2031-07-02')).toBe('miércoles 02/07/2031');
  });
});

describe('dates in tables', () => {
  it('reads dd/MM/yyyy, and a dash when there is none', () => {
    expect(formatFecha('2026-11-23')).toBe('23/11/2026');
    expect(formatFecha('')).toBe('—');
    expect(formatFecha(null)).toBe('—');
  });
});

describe('when a day begins in the centre', () => {
  it('is 03:00 UTC in Buenos Aires', () => {
    expect(startOfDayIn('2026-11-23', 'America/Argentina/Buenos_Aires').toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('follows daylight saving time where there is one', () => {
    expect(startOfDayIn('2026-07-01', 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDayIn('2026-01-15', 'Europe/Madrid').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDayIn('2026-11-23', 'UTC').toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('dates typed by hand', () => {
  it.each([
    ['23/11/2026', '2026-11-23'],
    ['1/2/2027', '2027-02-01'],
    [' 05-01-2027 ', '2027-01-05'],
    ['05.01.2027', '2027-01-05'],
    ['2026-11-23', '2026-11-23'],
    ['29/02/2028', '2028-02-29'],
    ['23112026', '2026-11-23'],
  ])('%s → %s', (text, fecha) => {
    expect(parseFecha(text)).toBe(fecha);
    expect(formatFecha(parseFecha(text))).toBe(formatFecha(fecha));
  });

  it.each([
    '',
    '23/11',
    '23/11/2',
    '23/11/26',
    '31/02/2027',
    '29/02/2027',
    '11/23/2026',
    '2026/11/23',
    'mañana',
    '2311202',
    '31022027',
  ])('refuses %j', (text) => expect(parseFecha(text)).toBeNull());
});

const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** The date at `instant` in `timeZone` straight from Intl, to check dayjs against. */
function intlDate(timeZone: string, instant: number): string {
  let format = intlFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    intlFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The first quarter hour at which `timeZone` shows `fecha` (every offset in use is whole quarters). */
function firstQuarterOf(fecha: string, timeZone: string): string {
  const utcMidnight = Date.parse(`${fecha}T00:00:00Z`);
  for (let t = utcMidnight - 15 * 3_600_000; t <= utcMidnight + 15 * 3_600_000; t += 15 * 60_000) {
    if (intlDate(timeZone, t) === fecha) return new Date(t).toISOString();
  }
  throw new Error(`${timeZone} never shows ${fecha}`);
}

/** Runs `check` with the process in another time zone (Node applies a new TZ at once). */
function inProcessTimeZone(tz: string, check: () => void): void {
  const saved = process.env.TZ;
  process.env.TZ = tz;
  try {
    check();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

describe('days where the clocks change', () => {
  it.each([
    // Buenos Aires had daylight saving time in 2008–2009: clocks from 00:00 to 01:00, then back at midnight.
    ['2008-10-18', 'America/Argentina/Buenos_Aires', '2008-10-18T03:00:00.000Z'],
    ['2008-10-19', 'America/Argentina/Buenos_Aires', '2008-10-19T03:00:00.000Z'], // 01:00 (UTC-2)
    ['2009-03-14', 'America/Argentina/Buenos_Aires', '2009-03-14T02:00:00.000Z'],
    ['2009-03-15', 'America/Argentina/Buenos_Aires', '2009-03-15T03:00:00.000Z'],
    // Santiago: 00:00 → 01:00 on the first Sunday of September, 24:00 → 23:00 on the first Saturday of April.
    ['2026-09-05', 'America/Santiago', '2026-09-05T04:00:00.000Z'],
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'], // 01:00 (UTC-3): there is no 00:00
    ['2026-09-07', 'America/Santiago', '2026-09-07T03:00:00.000Z'],
    ['2026-04-04', 'America/Santiago', '2026-04-04T03:00:00.000Z'],
    ['2026-04-05', 'America/Santiago', '2026-04-05T04:00:00.000Z'], // Saturday's last hour came twice
    // Havana: 01:00 → 00:00 on the first Sunday of November, so midnight comes twice.
    ['2026-11-01', 'America/Havana', '2026-11-01T04:00:00.000Z'], // the first midnight (UTC-4)
    ['2026-03-08', 'America/Havana', '2026-03-08T05:00:00.000Z'], // 00:00 → 01:00 (UTC-4)
    // Madrid changes at 02:00 and 03:00: the day itself begins as usual.
    ['2026-03-29', 'Europe/Madrid', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25', 'Europe/Madrid', '2026-10-24T22:00:00.000Z'],
    // Samoa skipped 30 December 2011: that day begins where the 31st does.
    ['2011-12-30', 'Pacific/Apia', '2011-12-30T10:00:00.000Z'],
    ['2011-12-31', 'Pacific/Apia', '2011-12-30T10:00:00.000Z'],
  ])('%s begins in %s at %s', (fecha, timeZone, instant) => {
    expect(startOfDayIn(fecha, timeZone).toISOString()).toBe(instant);
  });

  it.each([
    ['America/Argentina/Buenos_Aires', 2008],
    ['America/Argentina/Buenos_Aires', 2026],
    ['America/Santiago', 2026],
    ['America/Havana', 2026],
    ['Europe/Madrid', 2026],
  ])('every day of the year in %s (%i) begins at the first moment the zone shows it', (timeZone, year) => {
    const wrong: string[] = [];
    for (let fecha = `${year}-01-01`; fecha < `${year + 1}-01-01`; fecha = addDays(fecha, 1)) {
      const start = startOfDayIn(fecha, timeZone).toISOString();
      if (start !== firstQuarterOf(fecha, timeZone)) wrong.push(`${fecha}: ${start}`);
    }
    expect(wrong).toEqual([]);
  });

  it('"today" changes at the zone\'s own midnight across its clock changes', () => {
    // Santiago, September: 23:59:59 (UTC-4) on the 5th, then 01:00 (UTC-3) on the 6th.
    expect(todayIn('America/Santiago', new Date('2026-09-06T03:59:59Z'))).toBe('2026-09-05');
    expect(todayIn('America/Santiago', new Date('2026-09-06T04:00:00Z'))).toBe('2026-09-06');
    // Havana, November: the first 00:30 (UTC-4), then 00:30 again an hour later (UTC-5).
    expect(todayIn('America/Havana', new Date('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(todayIn('America/Havana', new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/Havana', new Date('2026-11-01T05:30:00Z'))).toBe('2026-11-01');
    // Buenos Aires, October 2008: 23:59:59 (UTC-3), then 01:00 (UTC-2).
    expect(todayIn('America/Argentina/Buenos_Aires', new Date('2008-10-19T02:59:59Z'))).toBe('2008-10-18');
    expect(todayIn('America/Argentina/Buenos_Aires', new Date('2008-10-19T03:00:00Z'))).toBe('2008-10-19');
  });

  it.each(['UTC', 'America/Santiago', 'America/Havana', 'Europe/Madrid', 'Pacific/Apia'])(
    'gives the same dates whatever the time zone of the machine running it (%s)',
    (machineZone) => {
      const wrong: string[] = [];
      inProcessTimeZone(machineZone, () => {
        for (const timeZone of ['America/Argentina/Buenos_Aires', 'America/Santiago', 'America/Havana']) {
          // Every quarter hour of two days around each clock change of these zones (and of the
          // machine's) in 2026.
          for (const day of ['2026-04-04', '2026-09-05', '2026-03-07', '2026-10-31', '2026-03-28', '2026-10-24']) {
            const from = Date.parse(`${day}T00:00:00Z`);
            for (let t = from; t < from + 2 * 86_400_000; t += 15 * 60_000) {
              const today = todayIn(timeZone, new Date(t));
              if (today !== intlDate(timeZone, t)) wrong.push(`${timeZone} ${new Date(t).toISOString()}: ${today}`);
            }
          }
        }
        expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
        expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
        expect(formatFechaLarga('2026-03-29')).toBe('domingo, 29 de marzo de 2026');
      });
      expect(wrong).toEqual([]);
    },
  );
});

describe('Spanish names of days and months', () => {
  it('writes every weekday and month with its accents, as es-AR does', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(week.map(formatFechaCorta)).toEqual([
      'lunes 23/11',
      'martes 24/11',
      'miércoles 25/11',
      'jueves 26/11',
      'viernes 27/11',
      'sábado 28/11',
      'domingo 29/11',
    ]);
    const months = Array.from({ length: 12 }, (_, i) => formatFechaLarga(`2027-${String(i + 1).padStart(2, '0')}-01`));
    expect(months.map((texto) => texto.split(' de ')[1])).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
  });

  it('refuses years before 0100 and other near-dates, as before', () => {
    for (const value of ['0000-01-01', '0099-12-31', ' 2026-11-22', '2026-11-22 ', '２０２６-11-22', '+02026-11-22']) {
      expect(isIsoDate(value), value).toBe(false);
      expect(formatFecha(value), value).toBe('—');
    }
    expect(isIsoDate('0100-01-01')).toBe(true);
    expect(isIsoDate('9999-12-31')).toBe(true);
  });
});

describe("the centre's time now", () => {
  it('is the date and time in Buenos Aires', () => {
    expect(nowIn('America/Argentina/Buenos_Aires', new Date('2026-11-23T01:30:00Z'))).toEqual({
      fecha: '2026-11-22',
      hora: '22:30',
    });
  });

  it('agrees with dayjs at every hour of the day over a year, in zones with and without summer time', () => {
    for (const zone of ['America/Argentina/Buenos_Aires', 'Europe/Madrid', 'Asia/Kolkata']) {
      const start = Date.UTC(2026, 0, 1);
      for (let t = start; t < start + 366 * 86_400_000; t += 97 * 60_000 + 7_000) {
        const d = new Date(t);
        const expected = dayjs(d).tz(zone);
        expect(nowIn(zone, d), `${zone} ${d.toISOString()}`).toEqual({
          fecha: expected.format('YYYY-MM-DD'),
          hora: expected.format('HH:mm'),
        });
        expect(todayIn(zone, d)).toBe(expected.format('YYYY-MM-DD'));
      }
    }
  });

  it('writes midnight as 00:00, never 24:00', () => {
    expect(nowIn('America/Argentina/Buenos_Aires', new Date('2026-11-23T03:00:00Z'))).toEqual({
      fecha: '2026-11-23',
      hora: '00:00',
    });
  });
});

describe('a date some months later (a gift card’s expiry)', () => {
  it('is the same day the given months later', () => {
    expect(addMonths('2026-11-27', 6)).toBe('2027-05-27');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('is the month’s last day when that month is shorter', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });
});
