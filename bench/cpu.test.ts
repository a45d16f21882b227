import { describe, expect, it } from 'vitest';
import { findRate } from './cpu.ts';

describe('findRate', () => {
  // Chromium's throttling slows the benchmark less than in proportion (1170 → 362 at 4× here).
  const device = (machine: number) => async (rate: number) => machine / rate ** 0.85;

  it('finds the rate at which this machine scores as the device', async () => {
    const { rate, score } = await findRate(264, 1170, device(1170));
    expect(Math.abs(score - 264)).toBeLessThan(10);
    // Within 10 points of 264 is within 5 % of the exact rate.
    expect(Math.abs(rate / (1170 / 264) ** (1 / 0.85) - 1)).toBeLessThan(0.05);
  });

  it('does not throttle a machine that is no faster than the device', async () => {
    const measured: number[] = [];
    const result = await findRate(1000, 950, async (rate) => {
      measured.push(rate);
      return 950 / rate;
    });
    expect(result).toEqual({ rate: 1, score: 950 });
    expect(measured).toEqual([]);
  });

  it('raises its bound when throttling slows the benchmark much less than in proportion', async () => {
    // k = 0.75: 1600 → 264 needs ≈ 11×, past the first bound of 1600 / 264 × 1.5 ≈ 9×.
    const { rate, score } = await findRate(264, 1600, async (r) => 1600 / r ** 0.75);
    expect(Math.abs(score - 264)).toBeLessThan(10);
    expect(rate).toBeGreaterThan(10);
  });

  it('keeps the closest rate it tried when the scores are too noisy to land within 10 points', async () => {
    let call = 0;
    // Alternately 8 % over and under the noiseless score.
    const noisy = async (rate: number) => (1100 / rate) * (call++ % 2 === 0 ? 1.08 : 0.92);
    const { rate, score } = await findRate(1000, 1100, noisy);
    expect(rate).toBeGreaterThanOrEqual(1);
    expect(rate).toBeLessThan(1.65);
    expect(Math.abs(score - 1000)).toBeLessThan(100);
  });
});
