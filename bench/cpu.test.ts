import { describe, expect, it } from 'vitest';
import { findRate, rateNow } from './cpu.ts';

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

describe('rateNow', () => {
  const calibration = { machine: 1600, rate: 4, score: 400 }; // k = 1

  it('scales the calibrated rate to the machine as it reads now', () => {
    expect(rateNow(calibration, 400, 1600)).toBe(4);
    expect(rateNow(calibration, 400, 1200)).toBe(3);
  });

  it('follows the law the calibration found when throttling slows less than in proportion', () => {
    // 1170 → 362 at 4×: k = ln(1170 / 362) / ln 4 ≈ 0.85.
    const sublinear = { machine: 1170, rate: 4, score: 362 };
    expect(rateNow(sublinear, 362, 1170)).toBeCloseTo(4, 1);
    expect(rateNow(sublinear, 264, 1170)).toBeCloseTo((1170 / 264) ** (1 / 0.846), 0);
  });

  it('never speeds a machine up', () => {
    expect(rateNow(calibration, 1000, 900)).toBe(1);
    expect(rateNow({ machine: 950, rate: 1, score: 950 }, 1000, 1100)).toBe(1.1);
  });
});
