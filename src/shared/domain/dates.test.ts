import { describe, expect, it } from 'vitest';
import { isIsoDate, todayIn } from './dates.ts';

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
