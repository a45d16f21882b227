import { describe, expect, it } from 'vitest';
import {
  ALFABETO_GIFTCARD,
  codigoGiftcard,
  estadoGiftcard,
  formatCodigo,
  LARGO_CODIGO,
  normalizarCodigo,
} from './giftcard.ts';

describe('the gift card code', () => {
  it('has no look-alikes: no O or 0, no I, 1 or L', () => {
    for (const c of 'O0I1L') expect(ALFABETO_GIFTCARD).not.toContain(c);
    expect(ALFABETO_GIFTCARD).toHaveLength(31);
    expect(new Set(ALFABETO_GIFTCARD).size).toBe(31);
  });

  it('is 10 characters of that alphabet, grouped 4-4-2 for reading', () => {
    // Bytes chosen by hand: 0 → 'A', 30 → '9', 31 + 0 → 'A' again (31 is 0 mod 31), 62 → 'A'.
    const bytes = [0, 1, 2, 3, 30, 29, 28, 27, 31, 62];
    const codigo = codigoGiftcard(() => Uint8Array.from(bytes));
    expect(codigo).toBe('ABCD9876AA');
    expect(formatCodigo(codigo)).toBe('ABCD-9876-AA');
  });

  it('draws every character with the same chance: bytes past the last whole round of 31 are drawn again', () => {
    // 248 = 8 × 31 is the first byte refused; the next ones are taken.
    const draws = [Uint8Array.from([248, 255, 0, 1, 2, 3, 4, 5, 6, 7]), Uint8Array.from([8, 9, 10, 11, 12, 13])];
    let call = 0;
    const codigo = codigoGiftcard((n) => (draws[call++] ?? new Uint8Array(n)).slice(0, n));
    expect(codigo).toBe('ABCDEFGHJK');
    expect(codigo).toHaveLength(LARGO_CODIGO);
  });

  it('is read back as typed by people: lower case, spaces and dashes ignored', () => {
    expect(normalizarCodigo(' k7qm-9xr4-ta ')).toBe('K7QM9XR4TA');
    expect(normalizarCodigo('K7QM 9XR4 TA')).toBe('K7QM9XR4TA');
  });

  it('refuses what no card can have: a look-alike, a wrong length, other signs', () => {
    for (const mal of ['K7QM-9XR4-T0', 'K7QM-9XR4-T', 'K7QM-9XR4-TAA', 'K7QM-9XR4-T!', '', 'ÑÑÑÑ-ÑÑÑÑ-ÑÑ']) {
      expect(normalizarCodigo(mal), mal).toBeNull();
    }
  });
});

describe('the gift card state', () => {
  const base = { anulada: false, vence: '2027-05-27', saldoCents: 100_00 };
  it("is 'Vigente' with a balance until its expiry day, included", () => {
    expect(estadoGiftcard(base, '2027-05-27')).toBe('Vigente');
  });
  it("is 'Vencida' the day after", () => {
    expect(estadoGiftcard(base, '2027-05-28')).toBe('Vencida');
  });
  it("is 'Usada' with nothing left, even after its expiry", () => {
    expect(estadoGiftcard({ ...base, saldoCents: 0 }, '2026-12-01')).toBe('Usada');
    expect(estadoGiftcard({ ...base, saldoCents: 0 }, '2028-01-01')).toBe('Usada');
  });
  it("is 'Anulada' whatever else", () => {
    expect(estadoGiftcard({ ...base, anulada: true }, '2026-12-01')).toBe('Anulada');
  });
});
