import { describe, expect, it } from 'vitest';
import { findRate, rateNow, slope } from './cpu.ts';

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

describe('slope', () => {
  it('is fitted where the rate is high enough for the noise not to matter', () => {
    const laptop = { machine: 1170, rate: 1.02, score: 1009 };
    const phone = { machine: 1170, rate: 4, score: 362 };
    expect(slope([laptop, phone])).toBeCloseTo(Math.log(1170 / 362) / Math.log(4), 5);
  });

  it('stays within 0.6–1.2, and is 1 when nothing was throttled or the fit is meaningless', () => {
    expect(slope([{ machine: 1600, rate: 8, score: 1500 }])).toBe(0.6);
    expect(slope([{ machine: 1600, rate: 2, score: 100 }])).toBe(1.2);
    expect(slope([{ machine: 900, rate: 1, score: 900 }])).toBe(1);
    expect(slope([{ machine: 1008, rate: 1.01, score: 1009 }])).toBe(1);
    expect(slope([])).toBe(1);
  });
});

describe('rateNow', () => {
  it('scales with the machine as it reads now', () => {
    expect(rateNow(1, 400, 1600)).toBe(4);
    expect(rateNow(1, 400, 1200)).toBe(3);
    // Throttling that slows the benchmark less than in proportion needs a higher rate.
    expect(rateNow(0.85, 264, 1170)).toBeCloseTo((1170 / 264) ** (1 / 0.85), 2);
  });

  it('never speeds a machine up, and always answers a rate Chromium accepts', () => {
    expect(rateNow(1, 1000, 900)).toBe(1);
    expect(rateNow(1, 1000, Number.NaN)).toBe(1);
    expect(Number.isFinite(rateNow(0.6, 264, 1700))).toBe(true);
  });
});
