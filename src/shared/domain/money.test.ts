import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, increaseCents, parseAmountToCents, toCents } from './money.ts';

describe('money', () => {
  it('travels as cents in the database and two decimals in JSON', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(123450)).toBe(1234.5);
  });

  it.each([
    ['1234.50', 123450],
    ['1234,50', 123450],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['$ 1.234', 123400],
    ['$1.234.567,8', 123456780],
    [' 80 ', 8000],
    ['0', 0],
    ['0,5', 50],
    ['12.5', 1250],
    ['1234', 123400],
    // A lone separator before three digits groups thousands, as prices are written in es-AR.
    ['12.345', 1234500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1,234,5', '0.500', '1.2.3', '12,3456', '1234,567', '1e3', '12.'])('refuses %j', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });

  it('raises by a percentage rounding half up to the cent, exactly', () => {
    expect(increaseCents(1005, 10)).toBe(1106); // 10,05 × 1,10 = 11,055 → 11,06
    expect(increaseCents(100000, 15)).toBe(115000);
    expect(increaseCents(999, 33.33)).toBe(1332); // 13,3196… → 13,32
    expect(increaseCents(1, 50)).toBe(2); // 0,015 → 0,02
    expect(increaseCents(0, 20)).toBe(0);
    // Floating point would give 114.99999999999999 for 100 × 1.15.
    expect(increaseCents(10000, 15)).toBe(11500);
  });

  it('shows es-AR currency with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$ 1.234,50');
    expect(formatMoney(0)).toBe('$ 0,00');
    expect(formatMoney(1000000)).toBe('$ 1.000.000,00');
  });
});
